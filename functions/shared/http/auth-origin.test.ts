import { authOriginFromEnvironment, parseAuthOrigin } from './auth-origin.ts';

test('AUTH_ORIGIN is used as it is, without asking SSM', async () => {
  const read = jest.fn();
  const origin = authOriginFromEnvironment({ AUTH_ORIGIN: 'https://folio.example' }, read);
  expect(await origin()).toBe('https://folio.example');
  expect(read).not.toHaveBeenCalled();
});

test('without AUTH_ORIGIN the parameter is read once per container', async () => {
  const read = jest.fn(async () => 'https://d111111abcdef8.cloudfront.net');
  const origin = authOriginFromEnvironment({ AUTH_ORIGIN_PARAMETER: '/Folio/auth-origin' }, read);
  expect(await origin()).toBe('https://d111111abcdef8.cloudfront.net');
  expect(await origin()).toBe('https://d111111abcdef8.cloudfront.net');
  expect(read).toHaveBeenCalledTimes(1);
  expect(read).toHaveBeenCalledWith('/Folio/auth-origin');
});

test('a failed read is tried again on the next request', async () => {
  const read = jest
    .fn<Promise<string>, [string]>()
    .mockRejectedValueOnce(new Error('ParameterNotFound'))
    .mockResolvedValueOnce('https://d1.cloudfront.net');
  const origin = authOriginFromEnvironment({ AUTH_ORIGIN_PARAMETER: '/Folio/auth-origin' }, read);
  await expect(origin()).rejects.toThrow('ParameterNotFound');
  expect(await origin()).toBe('https://d1.cloudfront.net');
});

test('only origins are accepted: no path, no trailing slash, http(s) only', async () => {
  expect(parseAuthOrigin('http://localhost:3000', 'x')).toBe('http://localhost:3000');
  for (const bad of [
    'https://folio.example/',
    'https://folio.example/m',
    'folio.example',
    'ftp://f.example',
  ]) {
    expect(() => parseAuthOrigin(bad, 'AUTH_ORIGIN')).toThrow(/AUTH_ORIGIN must be an origin/);
  }
  expect(() => authOriginFromEnvironment({}, jest.fn())).toThrow(/AUTH_ORIGIN or AUTH_ORIGIN_PARAMETER/);
  const wrong = authOriginFromEnvironment({ AUTH_ORIGIN_PARAMETER: '/p' }, async () => 'nonsense');
  await expect(wrong()).rejects.toThrow(/SSM parameter \/p must be an origin/);
});
