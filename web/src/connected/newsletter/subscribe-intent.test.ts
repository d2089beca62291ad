/** @jest-environment jsdom */
import { takeConfirmedSubscription, withConfirmedSubscription } from './subscribe-intent.ts';

describe('a subscription link’s mark (decision 159)', () => {
  test('goes before any hash, after any query', () => {
    expect(withConfirmedSubscription('/@ada/subscribe')).toBe('/@ada/subscribe?subscribed=1');
    expect(withConfirmedSubscription('/@ada?skipOnboarding=1#top')).toBe(
      '/@ada?skipOnboarding=1&subscribed=1#top',
    );
    expect(withConfirmedSubscription('http://ada.localhost:3000/')).toBe(
      'http://ada.localhost:3000/?subscribed=1',
    );
  });

  test('is taken once, and leaves the rest of the address as it was', () => {
    window.history.replaceState(null, '', '/@ada/subscribe?skipOnboarding=1&subscribed=1#top');
    expect(takeConfirmedSubscription()).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/@ada/subscribe?skipOnboarding=1#top',
    );
    expect(takeConfirmedSubscription()).toBe(false);
  });
});
