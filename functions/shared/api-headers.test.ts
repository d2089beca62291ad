import { apiHeadersFor } from './api-headers.ts';

test('the edge credential becomes authorization, with the viewer headers and the cookies', () => {
  expect(
    apiHeadersFor({
      headers: {
        'x-folio-auth': 'session:abc',
        'user-agent': 'UA',
        'x-folio-viewer': 'signed-in',
        host: 'folio.test',
      },
      cookies: ['folio_sid=abc', 'x=y'],
    }),
  ).toEqual({
    authorization: 'session:abc',
    'user-agent': 'UA',
    'x-folio-viewer': 'signed-in',
    cookie: 'folio_sid=abc; x=y',
  });
});

test('without an edge credential the call is a visitor’s, and a cookie header is used when there is no cookie list', () => {
  expect(apiHeadersFor({ headers: { cookie: 'a=b' } })).toEqual({
    authorization: 'anonymous',
    cookie: 'a=b',
  });
});
