import { Link } from '#web/lib/router/link.tsx';
import { buildRoute } from '#web/routes/build-route.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { useNewsletterStatsViewerQuery } from '../api/newsletter-stats-query.ts';
import { newsletterStatsTexts as texts } from '../texts.ts';
import { NewsletterStatsView } from './newsletter-stats-view.tsx';
import '#newsletter-stats-styles';

/** /@{username}/audience: the viewer's own newsletter (its id derived on the server). */
function WriterAudience({ username }: { username: string | undefined }) {
  const viewer = useNewsletterStatsViewerQuery().data?.viewer;
  if (!viewer || viewer.username !== username) return null;
  return (
    <>
      {/* A server route (decision 178): the browser downloads the CSV the pages Lambda answers. */}
      <a className="settings-link" href={buildRoute('ShowUserAudienceStatsExport', { username })} download>
        {texts.exportStats}
      </a>
      <StatsWithNewEmail newsletterId={viewer.newsletterV3Id} />
    </>
  );
}

/** The stats, and the way to write the newsletter's next e-mail (decision 180). */
function StatsWithNewEmail({ newsletterId }: { newsletterId: string }) {
  return (
    <>
      <Link to="ShowNewsletterNewEmail" params={{ newsletterId }} className="settings-link">
        {texts.writeEmail}
      </Link>
      <NewsletterStatsView newsletterId={newsletterId} />
    </>
  );
}

/**
 * subscription-stats: a writer's audience or a publication newsletter's stats. Anyone who does not
 * manage the newsletter got the 404 page before this renders (page-data.ts).
 */
export function NewsletterStatsPage({ params }: PageProps) {
  return (
    <AccountSurface>
      <div className="settings newsletter-stats">
        <h1 className="settings__title">{texts.title}</h1>
        {params.newsletterId === undefined ? (
          <WriterAudience username={params.username} />
        ) : (
          <StatsWithNewEmail newsletterId={params.newsletterId} />
        )}
      </div>
    </AccountSurface>
  );
}
