import { resolverEvent } from '#fixtures/appsync-event.ts';
import { createPlatformFields, visitorId } from './fields.ts';

const fields = createPlatformFields({ flags: { all: async () => ({}) } as never });

test('a signed-in visitor is known by their id', () => {
  expect(visitorId(resolverEvent('Query.visitor', { viewer: { id: 'user-ada' } }))).toBe('user-ada');
});

test('a signed-out visitor gets a stable lo_ pseudonym of the connection', () => {
  const from = (ip: string) =>
    visitorId(
      resolverEvent('Query.visitor', { headers: { 'x-folio-viewer-ip': ip, 'user-agent': 'Firefox' } }),
    );
  expect(from('192.0.2.1')).toMatch(/^lo_[0-9a-f]{12}$/);
  expect(from('192.0.2.1')).toBe(from('192.0.2.1'));
  expect(from('192.0.2.2')).not.toBe(from('192.0.2.1'));
});

test('the country comes from CloudFront, and only a two-letter code is believed', async () => {
  const visitor = (country?: string) =>
    fields['Query.visitor']!(
      resolverEvent('Query.visitor', country ? { headers: { 'cloudfront-viewer-country': country } } : {}),
    );
  expect(await visitor('de')).toMatchObject({ geolocation: { country: 'DE' } });
  expect(await visitor('<script>')).toMatchObject({ geolocation: { country: null } });
  expect(await visitor()).toMatchObject({ geolocation: { country: null } });
});

test("the viewer's own User carries the country; anyone else's, and a visitor's view, do not", async () => {
  const geolocation = (viewerId: string | undefined, userId: string) =>
    fields['User.geolocation']!(
      resolverEvent('User.geolocation', {
        ...(viewerId ? { viewer: { id: viewerId } } : {}),
        source: { id: userId },
        headers: { 'cloudfront-viewer-country': 'ca' },
      }),
    );
  expect(await geolocation('user-ada', 'user-ada')).toEqual({ country: 'CA' });
  expect(await geolocation('user-ada', 'user-bob')).toBeNull();
  expect(await geolocation(undefined, 'user-bob')).toBeNull();
});
