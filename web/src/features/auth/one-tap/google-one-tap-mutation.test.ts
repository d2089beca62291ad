import { readFileSync } from 'node:fs';
import type { DocumentNode } from 'graphql';
import { precompileDocuments } from '#web/lib/apollo/precompile-documents.ts';
import { GoogleOneTap } from './google-one-tap-mutation.ts';
import { oneTapNext } from './one-tap-next.ts';

describe('the GoogleOneTap mutation', () => {
  it('carries the spec’s operation name and is parsed at build time', () => {
    const operation = (GoogleOneTap as DocumentNode).definitions[0];
    expect(operation?.kind === 'OperationDefinition' && operation.name?.value).toBe('GoogleOneTap');
    const source = readFileSync(`${__dirname}/google-one-tap-mutation.ts`, 'utf8');
    expect(precompileDocuments(source, '/with-fragments.ts')).toContain('"value":"GoogleOneTap"');
  });
});

describe('where the answer leads (spec 2 §4)', () => {
  const context = { authOrigin: 'https://folio.example', target: '/@ada/a-story-1a2b' };

  it('an account token goes to the callback that signs in, back to the page', () => {
    expect(oneTapNext({ __typename: 'AccountToken', value: 'tok' }, 'login', context)).toEqual({
      kind: 'leave',
      href: 'https://folio.example/m/callback/email?token=tok&operation=login&state=%2F%40ada%2Fa-story-1a2b',
    });
  });

  it('an available address is the sign-up card; a suggestion is the sign-in page’s', () => {
    expect(
      oneTapNext({ __typename: 'EmailAvailable', email: 'ada@gmail.com', name: null }, 'login', context),
    ).toEqual({ kind: 'card', email: 'ada@gmail.com' });
    expect(
      oneTapNext(
        { __typename: 'SocialLoginSuggestion', userId: 'a1', redactedEmailAddress: 'a***@g***.com' },
        'login',
        { ...context, target: '/' },
      ),
    ).toEqual({
      kind: 'leave',
      href: 'https://folio.example/m/signin?operation=login&source=social_suggestion&suggestion=a1&redactedEmail=a***%40g***.com',
    });
  });

  it('refusals say why; anything else asks to try again', () => {
    expect(oneTapNext({ __typename: 'Forbidden', message: 'No address.' }, 'register', context)).toEqual({
      kind: 'problem',
      message: 'No address.',
    });
    expect(oneTapNext({ __typename: 'Failed' }, 'login', context)).toEqual({
      kind: 'problem',
      message: 'Please try again.',
    });
  });
});
