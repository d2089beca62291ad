/** @jest-environment jsdom */
import { fakeSettingsServer } from '../fake-settings-server.ts';
import { SettingsPage } from '../settings-page.tsx';
import { click, createHarness, settingsView, settle } from '../settings-test-harness.tsx';

let harness: ReturnType<typeof createHarness>;
beforeEach(() => {
  window.history.replaceState(null, '', '/me/settings/notifications');
  harness = createHarness();
});
afterEach(() => harness.unmount());

async function show() {
  harness.render(<SettingsPage params={{ setting: 'notifications' }} />, {
    answer: fakeSettingsServer(),
    view: settingsView('notifications'),
  });
  await settle();
}

const input = (selector: string) => harness.container.querySelector<HTMLInputElement>(selector)!;
const options = (name: string) =>
  [...harness.container.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)].map((radio) => [
    radio.value,
    radio.closest('label')!.textContent,
    radio.checked,
  ]);

describe('the Notifications tab', () => {
  it('offers the e-mail frequencies ALL, NETWORK, OFF and the digest DAILY, WEEKLY, OFF', async () => {
    await show();
    expect(options('emailFrequency')).toEqual([
      ['ALL', 'All activity', true],
      ['NETWORK', 'Only from people you follow', false],
      ['OFF', 'Off', false],
    ]);
    expect(options('digestFrequency')).toEqual([
      ['DAILY', 'Daily', false],
      ['WEEKLY', 'Weekly', true],
      ['OFF', 'Off', false],
    ]);
  });

  it('saves each choice on its own', async () => {
    await show();
    click(input('[name="emailFrequency"][value="NETWORK"]'));
    await settle();
    click(input('[name="digestFrequency"][value="OFF"]'));
    await settle();
    expect(harness.sent('UpdateNotificationSettings').map((request) => request.variables)).toEqual([
      { input: { emailFrequency: 'NETWORK' } },
      { input: { digestFrequency: 'OFF' } },
    ]);
    expect(options('digestFrequency')[2]).toEqual(['OFF', 'Off', true]);
  });

  it('saves the allow-email flags, the newsletters one under #manageSubscriptions', async () => {
    await show();
    const names = [
      ...harness.container.querySelectorAll<HTMLInputElement>('#email-settings [type="checkbox"]'),
    ].map((box) => box.name);
    expect(names).toEqual([
      'allowEmailNewFollowers',
      'allowEmailResponses',
      'allowEmailMentions',
      'allowEmailHighlights',
      'allowEmailRecommendedStories',
    ]);
    const newsletters = input('#manageSubscriptions [name="allowEmailNewsletters"]');
    click(newsletters);
    await settle();
    expect(harness.sent('UpdateNotificationSettings')[0]!.variables).toEqual({
      input: { allowEmailNewsletters: false },
    });
    expect(newsletters.checked).toBe(false);
  });

  it('turns each kind of notification on or off (issue #16), all on by default', async () => {
    await show();
    const boxes = [
      ...harness.container.querySelectorAll<HTMLInputElement>('#notifications-on-folio [type="checkbox"]'),
    ];
    expect(boxes.map((box) => [box.name, box.checked])).toEqual([
      ['notifyNewFollowers', true],
      ['notifyClaps', true],
      ['notifyResponses', true],
      ['notifyHighlights', true],
      ['notifyListFollows', true],
      ['notifyNewStories', true],
      ['notifySubmissions', true],
      ['notifyGifts', true],
      ['notifyMentions', true],
    ]);
    click(input('[name="notifyClaps"]'));
    await settle();
    expect(harness.sent('UpdateNotificationSettings')[0]!.variables).toEqual({
      input: { notifyClaps: false },
    });
  });
});
