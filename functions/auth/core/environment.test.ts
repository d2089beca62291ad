import { authDependenciesFromEnv } from './environment.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

test('the auth origin comes from AUTH_ORIGIN, checked to be an origin', async () => {
  Object.assign(process.env, {
    TABLE_NAME: 't',
    SESSION_SECRET_ARN: 'arn:secret',
    AUTH_ORIGIN: 'https://folio.example',
  });
  expect((await authDependenciesFromEnv()).settings).toEqual({ authOrigin: 'https://folio.example' });
  process.env.AUTH_ORIGIN = 'https://folio.example/path';
  await expect(authDependenciesFromEnv()).rejects.toThrow('must be an origin');
});
