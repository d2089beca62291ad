import type { PageProps } from '#web/routes/page-registry.ts';
import { UnsubscribeAllPage } from './unsubscribe-all-page.tsx';
import { UnsubscribeLinkPage } from './unsubscribe-link-page.tsx';

/** global-unsubscribe-newsletters: a one-click link's page (its route names the link), or unsubscribing from all. */
export function UnsubscribePage({ params }: PageProps) {
  const { newsletterId, subscriberId, signature } = params;
  if (newsletterId && subscriberId && signature) {
    return <UnsubscribeLinkPage link={{ newsletterId, subscriberId, signature }} />;
  }
  return <UnsubscribeAllPage />;
}
