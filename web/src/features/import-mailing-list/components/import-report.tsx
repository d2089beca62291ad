import type { NewsletterImportReportFragment } from '#graphql/generated/operations.ts';
import { importTexts as texts } from '../texts.ts';

/** What the file holds, before anything is imported: counts, and the bad and duplicate rows by row number. */
export function ImportReport({ report }: { report: NewsletterImportReportFragment }) {
  return (
    <section className="newsletter-import__report" aria-label={texts.check}>
      <ul>
        <li data-testid="import-valid">{texts.valid(report.validCount)}</li>
        <li>{texts.already(report.alreadySubscribedCount)}</li>
        <li data-testid="import-bad">{texts.bad(report.badRowCount)}</li>
        <li>{texts.duplicates(report.duplicateRowCount)}</li>
      </ul>
      {report.badRows.length > 0 && (
        <ul className="newsletter-import__rows" data-testid="import-bad-rows">
          {report.badRows.map(({ row, value }) => (
            <li key={row}>{texts.row(row, value)}</li>
          ))}
        </ul>
      )}
      {report.duplicateRows.length > 0 && (
        <ul className="newsletter-import__rows">
          {report.duplicateRows.map(({ row, value }) => (
            <li key={row}>{texts.row(row, value)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
