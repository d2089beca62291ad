import { texts } from '#web/lib/texts.ts';

/** What a registered page shows until its content is built: an honest heading and one sentence. */
export function PendingPage() {
  return (
    <section className="pending-page">
      <h1 className="pending-page__heading">{texts.pendingPage.heading}</h1>
      <p className="pending-page__text">{texts.pendingPage.text}</p>
    </section>
  );
}
