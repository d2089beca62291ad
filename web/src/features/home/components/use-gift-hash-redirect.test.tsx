/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useGiftHashRedirect } from './use-gift-hash-redirect.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ replace }: { replace: (href: string) => void }) {
  useGiftHashRedirect(replace);
  return null;
}

function renderAt(hash: string) {
  history.replaceState(null, '', `/${hash}`);
  const replace = jest.fn();
  act(() => createRoot(document.createElement('div')).render(<Probe replace={replace} />));
  return replace;
}

describe('home with the gift-membership hash (spec 1 §2.2; 2 §2)', () => {
  it('goes to the lite gift checkout (ShowLiteGiftCheckout), replacing the history entry', () => {
    expect(renderAt('#giftMembership')).toHaveBeenCalledWith('/gift-plans');
  });

  it('stays on home without the marker, or with another hash', () => {
    expect(renderAt('')).not.toHaveBeenCalled();
    expect(renderAt('#redeemGiftMembership')).not.toHaveBeenCalled();
  });
});
