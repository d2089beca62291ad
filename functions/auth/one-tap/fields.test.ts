import { resolverEvent } from '#fixtures/appsync-event.ts';
import { createOneTapFields, googleOneTapArguments } from './fields.ts';
import type { GoogleOneTap } from './service.ts';

const credential = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

test('the credential must look like a compact JWS; the operation is login or register', () => {
  expect(googleOneTapArguments.safeParse({ credential, operation: 'login' }).success).toBe(true);
  for (const bad of [
    { credential: '', operation: 'login' },
    { credential: 'a.b', operation: 'login' },
    { credential: `${credential}<script>`, operation: 'login' },
    { credential: 'a'.repeat(16_385), operation: 'login' },
    { credential, operation: 'connect' },
  ]) {
    expect(googleOneTapArguments.safeParse(bad).success).toBe(false);
  }
});

test('bad input is a BadRequest value; good input reaches the service with the caller', async () => {
  const calls: unknown[] = [];
  const service: GoogleOneTap = async (args, caller) => {
    calls.push({ args, caller });
    return { __typename: 'AccountToken', value: 'token' };
  };
  const resolve = createOneTapFields(service)['Mutation.googleOneTap']!;
  expect(
    await resolve(
      resolverEvent('Mutation.googleOneTap', { arguments: { credential: 'x', operation: 'login' } }),
    ),
  ).toEqual({ __typename: 'BadRequest', message: 'The Google credential is not valid.' });
  expect(calls).toEqual([]);
  expect(
    await resolve(
      resolverEvent('Mutation.googleOneTap', {
        arguments: { credential, operation: 'register' },
        headers: { 'x-folio-viewer-ip': '203.0.113.9' },
      }),
    ),
  ).toEqual({ __typename: 'AccountToken', value: 'token' });
  expect(calls).toEqual([{ args: { credential, operation: 'register' }, caller: { ip: '203.0.113.9' } }]);
});
