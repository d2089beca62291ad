import { Button } from '@aws-amplify/ui-react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { ExportNewsletterSubscribers } from './export-subscribers-mutation.ts';
import { subscribersTexts as texts } from './subscribers-texts.ts';

/** Export: the server queues the CSV and e-mails its link; the toast says so (EXPORT_EMAIL_SUBSCRIBERS). */
export function ExportSubscribersButton({ newsletterId }: { newsletterId: string }) {
  const client = useApolloClient();
  const { showToast } = useToasts();
  const [busy, setBusy] = useState(false);
  const exportSubscribers = async () => {
    setBusy(true);
    const answer = await mutateOutcome(
      client,
      { mutation: ExportNewsletterSubscribers, variables: { newsletterV3Id: newsletterId } },
      (data) => data.result,
    );
    setBusy(false);
    showToast(
      answer.__typename === 'NewsletterExportQueued'
        ? { message: texts.exportQueued, toastStyle: 'EXPORT_EMAIL_SUBSCRIBERS' }
        : { message: ('message' in answer && answer.message) || texts.tryAgain, toastStyle: 'ERROR' },
    );
  };
  return (
    <section className="newsletter-subscribers__export">
      <h2 className="settings-section__heading">{texts.exportTitle}</h2>
      <p className="settings-field__hint">{texts.exportAbout}</p>
      <Button isDisabled={busy} onClick={() => void exportSubscribers()}>
        {texts.exportLabel}
      </Button>
    </section>
  );
}
