import type { PostSettings_SettingsFragment } from '#graphql/generated/operations.ts';
import { HrefLink, Link } from '#web/lib/router/link.tsx';
import { useRouter } from '#web/lib/router/router-context.ts';
import { useSiteConfig } from '#web/lib/site-config.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { usePostSettingsQuery } from '../api/post-settings-query.ts';
import { postIdOfParams } from '../post-id.ts';
import { storyAddress } from '../story-address.ts';
import { storySettingsTexts as texts } from '../texts.ts';
import { CanonicalSection } from './canonical-section.tsx';
import { RecommendationsSection } from './recommendations-section.tsx';
import { SeoSection } from './seo-section.tsx';
import { StoryInfo } from './story-info.tsx';
import { StoryLinkSection } from './story-link-section.tsx';

/** Settings and Story info: links in a navigation landmark, each its own route (as the settings tabs). */
function Views({ postId, showsInfo }: { postId: string; showsInfo: boolean }) {
  const link = (current: boolean) => `settings-tabs__link${current ? ' settings-tabs__link--current' : ''}`;
  return (
    <nav className="settings-tabs" aria-label={texts.viewsLabel}>
      <ul className="settings-tabs__list">
        <li>
          <Link
            to="ShowPostSettings"
            params={{ postId }}
            className={link(!showsInfo)}
            aria-current={showsInfo ? undefined : 'page'}
          >
            {texts.views.settings}
          </Link>
        </li>
        <li>
          <Link
            to="ShowPostInfo"
            params={{ postId }}
            className={link(showsInfo)}
            aria-current={showsInfo ? 'page' : undefined}
          >
            {texts.views.info}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function SettingsSections({ settings }: { settings: PostSettings_SettingsFragment }) {
  return (
    <>
      <SeoSection settings={settings} />
      <StoryLinkSection settings={settings} />
      <CanonicalSection settings={settings} />
      <RecommendationsSection settings={settings} />
    </>
  );
}

/**
 * The writer's story settings (/p/{postId}/settings) and its facts (/p/{postId}/info), on the account
 * surface. Anyone but the writer got the 404 page before this renders (page.ts); the settings load
 * in the browser.
 */
export function StorySettingsPage({ params }: PageProps) {
  const postId = postIdOfParams(params);
  const { view } = useRouter();
  const { authOrigin } = useSiteConfig();
  const settings = usePostSettingsQuery(postId).data?.postSettings;
  if (settings?.__typename !== 'PostSettings') return null;
  const showsInfo = view.kind === 'page' && view.route === 'ShowPostInfo';
  const { post } = settings;
  return (
    <AccountSurface>
      <div className="settings story-settings">
        <h1 className="settings__title">{showsInfo ? texts.infoTitle : texts.title}</h1>
        <p className="story-settings__story">
          <span className="story-settings__story-title">{post.title || texts.untitled}</span>{' '}
          <Link to="ShowPostEdit" params={{ postId }} className="settings-link">
            {texts.editStory}
          </Link>
          {post.isPublished && (
            <>
              {' '}
              <HrefLink href={storyAddress(post, authOrigin)} className="settings-link">
                {texts.viewStory}
              </HrefLink>
            </>
          )}
        </p>
        <Views postId={postId} showsInfo={showsInfo} />
        {showsInfo ? <StoryInfo settings={settings} /> : <SettingsSections settings={settings} />}
      </div>
    </AccountSurface>
  );
}
