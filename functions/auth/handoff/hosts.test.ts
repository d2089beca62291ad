import { createHandoffHosts } from './hosts.ts';
import type { HandoffHostRepository } from './host-repository.ts';

/** The table as far as hosts go: live custom domains, and writers by whether they claimed their subdomain. */
function tableOf(domains: string[], writers: Record<string, boolean>) {
  const asked: string[] = [];
  const repository: HandoffHostRepository = {
    isLiveCustomDomain: async (host) => (asked.push(`domain:${host}`), domains.includes(host)),
    hasClaimedSubdomain: async (username) => (asked.push(`user:${username}`), writers[username] === true),
  };
  return { repository, asked };
}

const authOrigin = 'https://folio.example';

test("a publication's live custom domain receives sessions", async () => {
  const { repository } = tableOf(['ux.example'], {});
  const accepts = createHandoffHosts(repository, authOrigin);
  expect(await accepts('ux.example')).toBe(true);
  expect(await accepts('other.example')).toBe(false);
});

test('a writer’s subdomain receives sessions once claimed', async () => {
  const { repository } = tableOf([], { ada: true, grace: false });
  const accepts = createHandoffHosts(repository, authOrigin);
  expect(await accepts('ada.folio.example')).toBe(true);
  expect(await accepts('grace.folio.example')).toBe(false);
  expect(await accepts('nobody.folio.example')).toBe(false);
});

test('labels that cannot be usernames are not looked up as writers', async () => {
  const { repository, asked } = tableOf([], { ada: true, www: true });
  const accepts = createHandoffHosts(repository, authOrigin);
  for (const host of [
    'a.ada.folio.example',
    'www.folio.example',
    'ada-x.folio.example',
    'ada.folio.example.evil',
  ])
    expect(await accepts(host)).toBe(false);
  expect(asked.filter((entry) => entry.startsWith('user:'))).toEqual([]);
});

test('a custom domain under the auth domain is found as a domain first (locally ux.folio.localhost)', async () => {
  const { repository, asked } = tableOf(['ux.folio.localhost'], {});
  expect(await createHandoffHosts(repository, 'http://localhost:3000')('ux.folio.localhost')).toBe(true);
  expect(asked).toEqual(['domain:ux.folio.localhost']);
});
