import { Button } from '@aws-amplify/ui-react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { NewsletterImportReportFragment } from '#graphql/generated/operations.ts';
import { ExportSubscribersButton } from '#web/connected/newsletter/subscribers/export-subscribers-button.tsx';
import { SubscriberList } from '#web/connected/newsletter/subscribers/subscriber-list.tsx';
import { ViewerNewsletterQuery } from '#web/connected/newsletter/subscribers/viewer-newsletter-query.ts';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import {
  NewsletterImportProgress,
  StartNewsletterImport,
  ValidateNewsletterImport,
} from '../api/import-documents.ts';
import { importTexts as texts } from '../texts.ts';
import { ConsentChoiceField, type ConsentChoice } from './consent-choice.tsx';
import { ImportReport } from './import-report.tsx';

type Report = NewsletterImportReportFragment;
const pollMs = 1000;

/** The report of the chosen file, then the import with its progress; the server checks everything again. */
export function ImportMailingListPage() {
  const client = useApolloClient();
  const signedOut = isSignedOut(useViewerKind());
  const { data, refetch } = useQuery(ViewerNewsletterQuery, { skip: signedOut });
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [consent, setConsent] = useState<ConsentChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const running = report?.state === 'IMPORTING';
  useEffect(() => {
    if (!running || !report) return;
    const timer = setInterval(() => {
      void client
        .query({ query: NewsletterImportProgress, variables: { id: report.id }, fetchPolicy: 'network-only' })
        .then(({ data: progress }) => {
          if (!progress?.newsletterImport) return;
          setReport(progress.newsletterImport);
          if (progress.newsletterImport.state === 'DONE') void refetch();
        });
    }, pollMs);
    return () => clearInterval(timer);
  }, [client, running, report, refetch]);

  if (signedOut)
    return (
      <Shell>
        <SignInPrompt prompt={texts.signInPrompt} />
      </Shell>
    );
  const viewer = data?.viewer;
  if (!viewer) return <Shell>{texts.loading}</Shell>;
  const exportSection = viewer.newsletterV3 && (
    <>
      <ExportSubscribersButton newsletterId={viewer.newsletterV3.id} />
      <SubscriberList newsletterId={viewer.newsletterV3.id} />
    </>
  );
  if (!viewer.isEligibleToImportEmails)
    return (
      <Shell>
        <p className="settings-field__hint">{texts.notEligible}</p>
        {exportSection}
      </Shell>
    );

  const answerOf = (answer: { __typename: string; message?: string } & Partial<Report>) => {
    if (answer.__typename === 'NewsletterImport') setReport(answer as Report);
    else setError(answer.message ?? texts.tryAgain);
  };
  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    const csv = await file.text();
    answerOf(
      await mutateOutcome(
        client,
        { mutation: ValidateNewsletterImport, variables: { csv } },
        (d) => d.result,
      ),
    );
    setBusy(false);
  };
  const start = async () => {
    if (!report) return;
    setBusy(true);
    setError(null);
    answerOf(
      await mutateOutcome(
        client,
        {
          mutation: StartNewsletterImport,
          variables: { importId: report.id, hasConsent: consent === 'consented' },
        },
        (d) => d.result,
      ),
    );
    setBusy(false);
  };

  return (
    <Shell>
      <p className="settings-field__hint">{texts.about}</p>
      {!report && (
        <form onSubmit={(event) => void check(event)}>
          <label className="settings-field__label">
            {texts.file}{' '}
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
          <Button type="submit" variation="primary" isDisabled={!file || busy}>
            {busy ? texts.checking : texts.check}
          </Button>
        </form>
      )}
      {report && <ImportReport report={report} />}
      {report?.state === 'VALIDATED' && report.validCount > 0 && (
        <>
          <ConsentChoiceField value={consent} onChange={setConsent} />
          <Button variation="primary" isDisabled={!consent || busy} onClick={() => void start()}>
            {texts.importLabel}
          </Button>
        </>
      )}
      {running && (
        <div className="newsletter-import__progress">
          <progress value={report.processedCount} max={report.validCount} aria-label={texts.title} />
          <p>{texts.importing(report.processedCount, report.validCount)}</p>
        </div>
      )}
      {report?.state === 'DONE' && viewer.newsletterV3 && (
        <p role="status">{texts.done(viewer.newsletterV3.subscriberCount)}</p>
      )}
      {report && consent === 'ask-to-confirm' && report.state !== 'VALIDATED' && (
        <p data-testid="import-asked">{texts.askedToConfirm(report.askedToConfirmCount)}</p>
      )}
      {error && (
        <p role="alert" className="settings-field__error">
          {error}
        </p>
      )}
      {exportSection}
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <AccountSurface>
      <div className="settings newsletter-import">
        <h1 className="settings__title">{texts.title}</h1>
        {children}
      </div>
    </AccountSurface>
  );
}
