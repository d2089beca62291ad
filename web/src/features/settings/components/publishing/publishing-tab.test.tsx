/** @jest-environment jsdom */
import { fakeSettingsServer, viewerFixture } from '../fake-settings-server.ts';
import { SettingsPage } from '../settings-page.tsx';
import { click, createHarness, settingsView, settle, type Answer } from '../settings-test-harness.tsx';

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
