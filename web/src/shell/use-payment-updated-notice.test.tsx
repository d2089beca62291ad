/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { texts } from '#web/lib/texts.ts';
import { ToastRegion } from './toasts/toast-region.tsx';
import { ToastsProvider } from './toasts/toasts-provider.tsx';
import { RouterContext } from '#web/lib/router/router-context.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { usePaymentUpdatedNotice } from './use-payment-updated-notice.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page({ change }: { change: number }) {
  usePaymentUpdatedNotice(change);
  return null;
}

function render(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  const container = document.createElement('div');
  document.body.append(container);
  const router = {
    view: { kind: 'not-found' as const },
    table: routeTables.default,
    hostTarget: null,
    navigate: jest.fn(),
  };
  act(() =>
    createRoot(container).render(
      <ToastsProvider>
        <RouterContext.Provider value={router}>
          <Page change={0} />
          <ToastRegion />
        </RouterContext.Provider>
      </ToastsProvider>,
    ),
  );
  return container;
}

test('payment-updated=1 shows the spec message as a toast', () => {
  expect(render('?payment-updated=1').textContent).toContain(
    'Your payment method has been updated successfully.',
  );
  expect(texts.toasts.paymentUpdated).toBe('Your payment method has been updated successfully.');
});

test.each(['', '?payment-updated=0', '?payment-updated=true'])('%p shows nothing', (search) => {
  expect(render(search).textContent).not.toContain(texts.toasts.paymentUpdated);
});
