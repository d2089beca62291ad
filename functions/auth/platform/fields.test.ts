import { resolveFlags } from '#contract/flags.ts';
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

test('staff search unfiltered whatever is stored; everyone else gets the stored value (decision 236)', async () => {
  const defaults = createPlatformFields({ flags: { all: async () => resolveFlags([]) } as never });
  const unfiltered = async (viewer?: { id: string; isStaff: boolean }) => {
    const answer = (await defaults['Query.variantFlags']!(
      resolverEvent('Query.variantFlags', viewer ? { viewer } : {}),
    )) as { name: string; valueType: { boolValue: boolean | null } }[];
    return answer.find((flag) => flag.name === 'can_view_unfiltered_search')?.valueType.boolValue;
  };
  expect(await unfiltered({ id: 'user-staff', isStaff: true })).toBe(true);
  expect(await unfiltered({ id: 'user-ada', isStaff: false })).toBe(false);
  expect(await unfiltered()).toBe(false);
});
