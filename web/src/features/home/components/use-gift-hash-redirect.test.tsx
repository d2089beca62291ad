/** @jest-environment jsdom */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createCache } from '#web/lib/apollo/create-cache.ts';
import { variantFlagsData, variantFlagsQuery } from '#web/lib/flags/variant-flags-query.ts';
import { useGiftHashRedirect } from './use-gift-hash-redirect.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ replace }: { replace: (href: string) => void }) {
  useGiftHashRedirect(replace);
  return null;
}

/** Home at `hash`, with the flags the server preloaded. */
function renderAt(hash: string, flags: Record<string, boolean> = {}) {
  history.replaceState(null, '', `/${hash}`);
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
  client.writeQuery({ ...variantFlagsQuery(), data: variantFlagsData(flags) });
  const replace = jest.fn();
  act(() =>
    createRoot(document.createElement('div')).render(
      <ApolloProvider client={client}>
        <Probe replace={replace} />
      </ApolloProvider>,
    ),
  );
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

  it('stays on home while disable_lite_gift_page hides the gift page', () => {
    expect(renderAt('#giftMembership', { disable_lite_gift_page: true })).not.toHaveBeenCalled();
  });
});
