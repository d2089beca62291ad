/** @jest-environment jsdom */
import { fakeSettingsServer, viewerFixture } from '../fake-settings-server.ts';
import { SettingsPage } from '../settings-page.tsx';
import {
  byText,
  click,
  createHarness,
  settingsView,
  settle,
  type Answer,
} from '../settings-test-harness.tsx';

let harness: ReturnType<typeof createHarness>;
beforeEach(() => {
  window.history.replaceState(null, '', '/me/settings/publishing');
  harness = createHarness();
});
afterEach(() => harness.unmount());

async function showPublishing(answer: Answer = fakeSettingsServer()) {
  harness.render(<SettingsPage params={{ setting: 'publishing' }} />, {
    answer,
    view: settingsView('publishing'),
  });
  await settle();
}

const input = (selector: string) => harness.container.querySelector<HTMLInputElement>(selector)!;
const statusNear = (element: Element) =>
  element.closest('.settings-field')!.querySelector<HTMLElement>('.settings-field__status')!;

describe('the Publishing tab', () => {
  it('saves allowEmailAddressSharingEditorWriter as soon as it changes', async () => {
    await showPublishing();
    const box = input('[name="allowEmailAddressSharingEditorWriter"]');
    expect(box.checked).toBe(false);
    click(box);
    await settle();
    expect(harness.sent('UpdatePublishingSettings')[0]!.variables).toEqual({
      input: { allowEmailAddressSharingEditorWriter: true },
    });
    expect(box.checked).toBe(true);
    expect(statusNear(box).textContent).toBe('Saved');
  });

  it('saves who may respond by default', async () => {
    await showPublishing();
    click(input('[name="defaultResponsesAllowed"][value="FOLLOWERS"]'));
    await settle();
    expect(harness.sent('UpdatePublishingSettings')[0]!.variables).toEqual({
      input: { defaultResponsesAllowed: 'FOLLOWERS' },
    });
    expect(input('[name="defaultResponsesAllowed"][value="FOLLOWERS"]').checked).toBe(true);
  });

  it('keeps the reader’s choice beside the server’s message when the save fails', async () => {
    const server = fakeSettingsServer(viewerFixture(), {
      UpdatePublishingSettings: () => ({
        updatePublishingSettings: { __typename: 'RateLimited', message: 'Slow down a little.' },
      }),
    });
    await showPublishing(server);
    const nobody = input('[name="defaultResponsesAllowed"][value="NOBODY"]');
    click(nobody);
    await settle();
    expect(nobody.checked).toBe(true);
    expect(statusNear(nobody).dataset.status).toBe('ERROR');
    expect(statusNear(nobody).textContent).toBe('Slow down a little.');
  });

  it('lists the publications the viewer administers, linked', async () => {
    await showPublishing();
    const links = [...harness.container.querySelectorAll<HTMLAnchorElement>('#managePublications a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Analytical Engines', '/engines'],
    ]);
  });

  it('says so when there is none', async () => {
    await showPublishing(fakeSettingsServer(viewerFixture({ adminCollections: [] })));
    expect(harness.container.querySelector('#managePublications')!.textContent).toContain(
      'You do not edit any publication yet.',
    );
  });
});

describe('the Publishing tab’s newsletter (#audience-development)', () => {
  const subscriber = (id: string, fields: { name?: string; username?: string; email?: string }) => ({
    __typename: 'NewsletterSubscriber',
    id,
    name: fields.name ?? null,
    username: fields.username ?? null,
    email: fields.email ?? null,
    subscribedAt: 1_717_200_000,
  });
  const page = (subscribers: unknown[], to: string | null) => ({
    newsletterSubscribers: {
      __typename: 'NewsletterSubscriberConnection',
      subscribers,
      pagingInfo: { __typename: 'PagingInfo', next: to ? { __typename: 'Paging', limit: 25, to } : null },
    },
  });
  const withNewsletter = (isEligibleToImportEmails: boolean) =>
    fakeSettingsServer(viewerFixture(), {
      ViewerNewsletterQuery: () => ({
        viewer: {
          __typename: 'User',
          id: 'a1b2c3d4e5f6',
          isEligibleToImportEmails,
          newsletterV3: { __typename: 'NewsletterV3', id: 'n1', subscriberCount: 3 },
        },
      }),
      NewsletterSubscribersQuery: ({ to }) =>
        to === 'cursor-2'
          ? page([subscriber('u9', { email: 'reader@example.com' })], null)
          : page(
              [
                subscriber('u1', { name: 'Grace Hopper', username: 'grace' }),
                subscriber('u2', { username: 'alan' }),
              ],
              'cursor-2',
            ),
      ExportNewsletterSubscribers: () => ({
        result: { __typename: 'NewsletterExportQueued', newsletterV3Id: 'n1' },
      }),
    });
  const section = () => harness.container.querySelector('#audience-development')!;
  const rows = () =>
    [...section().querySelectorAll('[data-testid="newsletter-subscribers"] li')].map((row) => [
      row.textContent,
      row.querySelector('a')?.getAttribute('href') ?? null,
    ]);

  it('says so when nobody subscribes yet, without Import for a writer who may not import', async () => {
    await showPublishing();
    await settle();
    expect(section().textContent).toContain('Nobody subscribes to your newsletter yet.');
    expect(byText('Import subscribers', section())).toBeUndefined();
  });

  it('counts and lists the subscribers (accounts linked, addresses as such); Show more appends the next page', async () => {
    await showPublishing(withNewsletter(true));
    await settle();
    expect(section().textContent).toContain('3 subscribers to your newsletter');
    expect(byText('Import subscribers', section())!.getAttribute('href')).toBe('/me/subscribers/import');
    expect(rows()).toEqual([
      ['Grace Hopper', '/@grace'],
      ['alan', '/@alan'],
    ]);
    click(byText('Show more', section()));
    await settle();
    expect(harness.sent('NewsletterSubscribersQuery').at(-1)!.variables).toMatchObject({
      newsletterV3Id: 'n1',
      to: 'cursor-2',
    });
    expect(rows()).toEqual([
      ['Grace Hopper', '/@grace'],
      ['alan', '/@alan'],
      ['reader@example.com', null],
    ]);
    expect(byText('Show more', section())).toBeUndefined();
  });

  it('exports: the EXPORT_EMAIL_SUBSCRIBERS toast; no Import link for a writer who may not import', async () => {
    await showPublishing(withNewsletter(false));
    await settle();
    expect(byText('Import subscribers', section())).toBeUndefined();
    click(byText('Export', section()));
    await settle();
    expect(harness.sent('ExportNewsletterSubscribers')[0]!.variables).toEqual({ newsletterV3Id: 'n1' });
    expect(harness.toasts.at(-1)).toMatchObject({ toastStyle: 'EXPORT_EMAIL_SUBSCRIBERS' });
  });
});
