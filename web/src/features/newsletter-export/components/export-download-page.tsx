import { Button } from '@aws-amplify/ui-react';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';
import { Link } from '#web/lib/router/link.tsx';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { NewsletterExportQuery, type NewsletterExportAnswer } from '../api/newsletter-export-query.ts';
import { exportTexts as texts } from '../texts.ts';

const pollMs = 1500;

/** Asks for the export; a READY answer's address starts the download, a WRITING one is asked again shortly. */
function useExportDownload(exportId: string, skip: boolean) {
  const client = useApolloClient();
  const [answer, setAnswer] = useState<NewsletterExportAnswer | 'failed' | null>(null);
  const ask = useCallback(async () => {
    try {
      const { data } = await client.query({
        query: NewsletterExportQuery,
        variables: { id: exportId },
        fetchPolicy: 'no-cache',
      });
      const result = data?.result ?? 'failed';
      setAnswer(result);
      if (result !== 'failed' && result.__typename === 'NewsletterExport' && result.downloadUrl)
        window.location.assign(result.downloadUrl);
    } catch {
      setAnswer('failed');
    }
  }, [client, exportId]);
  useEffect(() => {
    if (!skip) void ask();
  }, [ask, skip]);
  const writing =
    answer !== 'failed' && answer?.__typename === 'NewsletterExport' && answer.state === 'WRITING';
  useEffect(() => {
    if (!writing) return;
    const timer = setTimeout(() => void ask(), pollMs);
    return () => clearTimeout(timer);
  }, [writing, answer, ask]);
  return { answer, ask };
}

/** /me/subscribers/exports/{exportId}: the download of an export, for the manager who asked for it only. */
export function ExportDownloadPage({ params }: PageProps) {
  const signedOut = isSignedOut(useViewerKind());
  const { answer, ask } = useExportDownload(params.exportId ?? '', signedOut);
  if (signedOut)
    return (
      <Shell>
        <SignInPrompt prompt={texts.signInPrompt} />
      </Shell>
    );
  if (!answer) return <Shell>{texts.loading}</Shell>;
  if (answer === 'failed' || answer.__typename !== 'NewsletterExport')
    return (
      <Shell>
        <p role="alert" className="settings-field__error">
          {answer === 'failed' ? texts.tryAgain : answer.message}
        </p>
      </Shell>
    );
  if (answer.state === 'WRITING')
    return (
      <Shell>
        <p role="status">{texts.writing}</p>
      </Shell>
    );
  if (answer.state === 'EXPIRED')
    return (
      <Shell>
        <p role="alert">{texts.expired}</p>
        <Link className="settings-link" to="ShowImportMailingList" params={{}}>
          {texts.newExport}
        </Link>
      </Shell>
    );
  return (
    <Shell>
      <p role="status">{texts.started(answer.addressCount ?? 0)}</p>
      <Button onClick={() => void ask()}>{texts.again}</Button>
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <AccountSurface>
      <div className="settings newsletter-export">
        <h1 className="settings__title">{texts.title}</h1>
        {children}
      </div>
    </AccountSurface>
  );
}
