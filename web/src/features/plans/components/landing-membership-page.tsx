import '#plans-styles';
import { Link } from '#web/lib/router/link.tsx';
import { plansTexts } from '../texts.ts';

/**
 * /membership (ShowSubscriptionsLanding, page landing-membership, basic layout): what membership is,
 * and the way to the plans (which show the server's prices in the reader's currency).
 */
export function LandingMembershipPage() {
  return (
    <section className="plans" aria-labelledby="landing-membership-title">
      <h1 id="landing-membership-title" className="plans__title">
        {plansTexts.landingTitle}
      </h1>
      <p className="plans__intro">{plansTexts.landingIntro}</p>
      <ul>
        {plansTexts.landingPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Link to="ShowPay" params={{}} className="button button--dark">
        {plansTexts.landingCta}
      </Link>
    </section>
  );
}
