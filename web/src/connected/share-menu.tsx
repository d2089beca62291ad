import { shareUrl } from '#contract/share-links.ts';
import { copyStoryLink, shareNetworks, type SharedStory } from '#web/lib/share-choices.ts';
import { texts } from '#web/lib/texts.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { MoreMenu } from '#web/ui/menu/more-menu.tsx';

const shareIcon = (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M15.2 4.8 19 8.6l-3.8 3.8M19 8.6h-7.5A5.5 5.5 0 0 0 6 14.1V19"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * A story's or a list's share menu: copy its link (a toast says so), or share it on X, LinkedIn or
 * Facebook. `path` is its address on this site.
 */
export function ShareMenu({ title, path }: { title: string; path: string }) {
  const { showToast } = useToasts();
  // The address is read when chosen: the page knows its origin only in the browser.
  const story = (): SharedStory => ({ title, url: new URL(path, window.location.origin).href });
  const copy = async () => {
    await copyStoryLink(story());
    showToast({ message: texts.share.copied });
  };
  return (
    <MoreMenu
      label={texts.share.share}
      icon={shareIcon}
      items={[
        { key: 'copy', label: texts.share.copyLink, choose: () => void copy() },
        ...shareNetworks.map(({ network, label }) => ({
          key: network,
          label,
          choose: () => void window.open(shareUrl(network, story()), '_blank', 'noopener,noreferrer'),
        })),
      ]}
    />
  );
}
