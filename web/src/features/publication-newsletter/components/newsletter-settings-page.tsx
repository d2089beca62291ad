import { useApolloClient } from '@apollo/client/react';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { Link } from '#web/lib/router/link.tsx';
import { useRouter } from '#web/lib/router/router-context.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { CreateNewsletterV3, UpdateNewsletterV3 } from '../api/newsletter-editor-mutations.ts';
import { usePublicationNewsletterQuery } from '../api/publication-newsletter-query.ts';
import { newsletterOfRoute } from '../page-data.ts';
import { publicationNewsletterTexts as texts } from '../texts.ts';
import { NewsletterForm, type NewsletterDraft, type SaveResult } from './newsletter-form.tsx';

const resultOf = (answer: { __typename: string; message?: string }): SaveResult =>
  answer.__typename === 'NewsletterV3'
    ? { ok: true }
    : { ok: false, message: answer.message ?? texts.failed };

/**
 * publication-newsletter-settings: at /{collectionSlug}/new-newsletter an editor makes the publication's
 * newsletter and lands on its settings; there (and at new-newsletter once it exists) they edit it.
 * Anyone else got the 404 page before this renders (page-data.ts).
 */
export function NewsletterSettingsPage({ params }: PageProps) {
  const client = useApolloClient();
  const router = useRouter();
  const publication = usePublicationNewsletterQuery(collectionDomainOrSlug(params)).data
    ?.collectionByDomainOrSlug;
  if (!publication?.viewerEdge.isEditor) return null;
  const newsletter = newsletterOfRoute(publication, params);

  const create = async (draft: NewsletterDraft) => {
    const answer = await mutateOutcome(
      client,
      { mutation: CreateNewsletterV3, variables: { collectionId: publication.id, ...draft } },
      (data) => data.result,
    );
    if (answer.__typename === 'NewsletterV3') {
      router.navigate(
        buildRoute('ShowCollectionNewsletterSettings', {
          collectionSlug: publication.slug,
          newsletterSlug: answer.slug,
        }),
      );
    }
    return resultOf(answer);
  };
  const update = async (id: string, draft: NewsletterDraft) =>
    resultOf(
      await mutateOutcome(
        client,
        { mutation: UpdateNewsletterV3, variables: { newsletterV3Id: id, ...draft } },
        (data) => data.result,
      ),
    );

  return (
    <AccountSurface>
      <div className="settings newsletter-settings">
        <h1 className="settings__title">{newsletter ? texts.settingsTitle : texts.newTitle}</h1>
        <p className="settings-field__hint">{texts.newAbout(publication.name)}</p>
        {newsletter ? (
          <>
            <NewsletterForm
              key={newsletter.id}
              initial={{
                name: newsletter.name,
                description: newsletter.description,
                showPromo: newsletter.showPromo,
                tracksOpensAndClicks: newsletter.tracksOpensAndClicks,
              }}
              submitLabel={texts.save}
              save={(draft) => update(newsletter.id, draft)}
            />
            <Link
              to="ShowCollectionNewsletterPromotionPage"
              params={{ collectionSlug: publication.slug, newsletterSlug: newsletter.slug }}
              className="settings-link"
            >
              {texts.viewNewsletter}
            </Link>
            <Link
              to="ShowCollectionNewsletterStats"
              params={{ collectionSlug: publication.slug, newsletterId: newsletter.id }}
              className="settings-link"
            >
              {texts.viewStats}
            </Link>
            <Link
              to="ShowNewsletterNewEmail"
              params={{ newsletterId: newsletter.id }}
              className="settings-link"
            >
              {texts.writeEmail}
            </Link>
          </>
        ) : (
          <NewsletterForm
            initial={{ name: publication.name, description: '', showPromo: true }}
            submitLabel={texts.create}
            save={create}
          />
        )}
      </div>
    </AccountSurface>
  );
}
