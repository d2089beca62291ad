import { apiHeadersFor } from './api-headers.ts';

test('the edge credential becomes authorization, with the viewer headers and the cookies', () => {
  expect(
    apiHeadersFor({
      headers: {
        'x-folio-auth': 'session:abc',
        'user-agent': 'UA',
        'x-folio-viewer': 'signed-in',
        'x-xsrf-token': 'xs',
        'cloudfront-viewer-country': 'NO',
        host: 'folio.test',
      },
      cookies: ['folio_sid=abc', 'x=y', 'folio_xsrf=xs'],
    }),
  ).toEqual({
    authorization: 'session:abc',
    'user-agent': 'UA',
    'x-folio-viewer': 'signed-in',
    'x-xsrf-token': 'xs',
    'cloudfront-viewer-country': 'NO',
    cookie: 'x=y; folio_xsrf=xs',
  });
});

test('without an edge credential the call is a visitor’s, and a cookie header is used when there is no cookie list', () => {
  expect(apiHeadersFor({ headers: { cookie: 'a=b' } })).toEqual({
    authorization: 'anonymous',
    cookie: 'a=b',
  });
  expect(apiHeadersFor({ headers: { cookie: 'folio_sid=abc; a=b' } })).toEqual({
    authorization: 'anonymous',
    cookie: 'a=b',
  });
  expect(apiHeadersFor({ headers: {}, cookies: ['folio_sid=abc'] })).toEqual({ authorization: 'anonymous' });
});
