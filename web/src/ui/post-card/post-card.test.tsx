/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { RouterContext, type Router } from '#web/lib/router/router-context.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import type { PostCard_PostFragment } from '#graphql/generated/operations.ts';
import { PostCard } from './post-card.tsx';

const router: Router = {
  view: { kind: 'not-found' },
  table: routeTables.default,
  hostTarget: null,
  navigate: () => undefined,
};

const story = (previewImage: PostCard_PostFragment['previewImage']): PostCard_PostFragment => ({
  id: '1a2b3c4d5e6f',
  uniqueSlug: 'a-story-1a2b3c4d5e6f',
  title: 'A story',
  isLocked: false,
  readingTime: 3,
  firstPublishedAt: Date.UTC(2024, 2, 5) / 1000,
  statusForCollection: null,
  extendedPreviewContent: { subtitle: 'Its subtitle' },
  creator: { id: 'u1', name: 'Ada', username: 'ada', imageId: null, hasSubdomain: false, membership: null },
  collection: null,
  previewImage,
});

const image = (focusPercentX: number | null, focusPercentY: number | null) => ({
  id: 'img-1',
  alt: 'A lighthouse',
  focusPercentX,
  focusPercentY,
  originalWidth: 1600,
  originalHeight: 1200,
});

function render(post: PostCard_PostFragment, layout?: 'list' | 'grid') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <RouterContext.Provider value={router}>
      <PostCard post={post} {...(layout ? { layout } : {})} />
    </RouterContext.Provider>,
  );
  return container.querySelector('article')!;
}

const crop = (w: number, h: number, fx: number, fy: number) =>
  `/_/image/img-1?w=${w}&h=${h}&fit=crop&fx=${fx}&fy=${fy}`;

describe('PostCard', () => {
  it('in a list shows a 160×107 thumbnail after the text, cropped around the focus point', () => {
    const card = render(story(image(20, 80)));
    expect(card.className).toBe('post-card post-card--list');
    const img = card.querySelector('img')!;
    expect(card.lastElementChild!.contains(img)).toBe(true);
    expect(img.getAttribute('width')).toBe('160');
    expect(img.getAttribute('height')).toBe('107');
    expect(img.getAttribute('src')).toBe(crop(160, 107, 20, 80));
    expect(img.getAttribute('srcset')).toBe(`${crop(160, 107, 20, 80)} 1x, ${crop(320, 214, 20, 80)} 2x`);
    expect(img.style.objectPosition).toBe('20% 80%');
    expect(img.getAttribute('alt')).toBe('A lighthouse');
    expect(card.querySelector('picture')).toBeNull();
  });

  it('as a two-column card shows the image above the text at 767×271, 330×101 at extra-large', () => {
    const card = render(story(image(10, 30)), 'grid');
    expect(card.className).toBe('post-card post-card--grid');
    expect(card.firstElementChild!.querySelector('picture')).not.toBeNull();
    const source = card.querySelector('picture source')!;
    expect(source.getAttribute('media')).toBe('(min-width: 1080px)');
    expect(source.getAttribute('srcset')).toBe(`${crop(330, 101, 10, 30)} 1x, ${crop(660, 202, 10, 30)} 2x`);
    expect([source.getAttribute('width'), source.getAttribute('height')]).toEqual(['330', '101']);
    const img = card.querySelector('picture img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(crop(767, 271, 10, 30));
    expect(img.getAttribute('srcset')).toBe(`${crop(767, 271, 10, 30)} 1x, ${crop(1534, 542, 10, 30)} 2x`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['767', '271']);
    expect(img.style.objectPosition).toBe('10% 30%');
  });

  it('falls back to the spec’s focus, x 50 % and y 45 %, when the image has none', () => {
    for (const layout of ['list', 'grid'] as const) {
      const img = render(story(image(null, null)), layout).querySelector('img')!;
      expect(img.style.objectPosition).toBe('50% 45%');
      expect(img.getAttribute('src')).toContain('&fx=50&fy=45');
    }
  });

  it('shows no image, in either layout, for a story without one', () => {
    expect(render(story(null)).querySelector('img, picture')).toBeNull();
    expect(render(story(null), 'grid').querySelector('img, picture')).toBeNull();
    expect(render(story(null), 'grid').textContent).toContain('A story');
  });
});
