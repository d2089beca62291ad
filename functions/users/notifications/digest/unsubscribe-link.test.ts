import { activityUnsubscribeAddress, readerOfAddress } from './unsubscribe-link.ts';

const secret = 'the-session-secret';
const pathOf = (address: string) => new URL(address).pathname;

describe("the digest's one-click address", () => {
  it('names its reader back, and nobody when altered, malformed or signed under another key', () => {
    const address = activityUnsubscribeAddress('https://folio.example', secret, 'reader/1');
    expect(readerOfAddress(pathOf(address), secret)).toBe('reader/1');
    expect(readerOfAddress(pathOf(address), 'another-secret')).toBeUndefined();
    expect(readerOfAddress(pathOf(address).replace('reader%2F1', 'reader%2F2'), secret)).toBeUndefined();
    expect(readerOfAddress('/_/notifications/unsubscribe/%E0%A4%A/x', secret)).toBeUndefined();
    expect(readerOfAddress(`${pathOf(address)}/more`, secret)).toBeUndefined();
    expect(readerOfAddress('/_/newsletters/unsubscribe/a/b', secret)).toBeUndefined();
  });
});
