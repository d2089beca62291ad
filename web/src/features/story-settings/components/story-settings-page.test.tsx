/** @jest-environment jsdom */
import { storySettingsMessages } from '#contract/story-settings.ts';
import type { View } from '#web/lib/router/router-context.ts';
import { click, createAppHarness, settle, type, type Answer } from '#web/lib/testing/app-test-harness.tsx';
import { postSettingsQuery } from '../api/post-settings-query.ts';
import { storySettingsTexts as texts } from '../texts.ts';
import { StorySettingsPage } from './story-settings-page.tsx';

const id = '5e77195e7719';
const authOrigin = 'https://folio.example';

const settings = (change: Record<string, unknown> = {}, post: Record<string, unknown> = {}) => ({
  __typename: 'PostSettings' as const,
  id,
  slug: 'notes-on-the-engine',
  seoTitle: null,
  seoDescription: null,
  canonicalUrl: null,
  showInRecommendations: true,
  createdAt: Date.UTC(2026, 0, 5) / 1000,
  wordCount: 1234,
  ...change,
  post: {
    __typename: 'Post' as const,
    id,
    title: 'Notes on the engine',
    uniqueSlug: `notes-on-the-engine-${id}`,
    isPublished: true,
    visibility: 'PUBLIC' as const,
    isLocked: false,
    readingTime: 4.2,
    firstPublishedAt: Date.UTC(2026, 0, 6) / 1000,
    latestPublishedAt: Date.UTC(2026, 0, 6) / 1000,
    updatedAt: Date.UTC(2026, 1, 2) / 1000,
    statusForCollection: null,
    extendedPreviewContent: { __typename: 'PreviewContent' as const, subtitle: '' },
    tags: [{ __typename: 'Tag' as const, id: 'engines', displayTitle: 'Engines' }],
    creator: { __typename: 'User' as const, id: 'user-ada', username: 'ada' },
    collection: null,
    ...post,
  },
});

const view = (route: 'ShowPostSettings' | 'ShowPostInfo'): View => ({
  kind: 'page',
  route,
  params: { postId: id },
  page: 'post-settings',
});

let harness: ReturnType<typeof createAppHarness>;
beforeEach(() => {
  harness = createAppHarness();
});
afterEach(() => harness.unmount());

function open(route: 'ShowPostSettings' | 'ShowPostInfo', stored = settings(), answer: Answer = () => ({})) {
  harness.render(<StorySettingsPage params={{ postId: id }} />, {
    answer,
    viewer: 'signed-in',
    view: view(route),
    siteConfig: { authOrigin, captcha: { kind: 'none' } },
    prepare: (client) => client.writeQuery({ ...postSettingsQuery(id), data: { postSettings: stored } }),
  });
}

const region = (heading: string) =>
  [...document.querySelectorAll('section')].find(
    (section) => section.querySelector('h2')?.textContent === heading,
  )!;
const field = (scope: Element, name: string) =>
  scope.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
const submit = async (scope: Element) => {
  click(scope.querySelector('button[type="submit"]'));
  await settle();
};
const statusOf = (scope: Element) => scope.querySelector('.settings-field__status')!;

describe('the story settings page', () => {
  it('counts the SEO fields against their limits, in the error colour beyond, and refuses to save', async () => {
    open('ShowPostSettings');
    const seo = region(texts.seo.heading);
    type(field(seo, 'seoTitle'), 'x'.repeat(61));
    const counter = seo.querySelector('.settings-field__counter')!;
    expect(counter.textContent).toBe('61/60');
    expect(counter.classList).toContain('settings-field__counter--over');
    await submit(seo);
    expect(harness.sent('UpdatePostSettings')).toEqual([]);
    expect(statusOf(seo).textContent).toBe(texts.tooLong(texts.seo.title, 60));
    expect(statusOf(seo).getAttribute('role')).toBe('alert');
  });

  it('saves a section with only its own settings and shows what the server kept', async () => {
    const answer: Answer = () => ({
      updatePostSettings: settings({ seoTitle: 'Engines, simply', seoDescription: 'How they work.' }),
    });
    open('ShowPostSettings', settings(), answer);
    const seo = region(texts.seo.heading);
    type(field(seo, 'seoTitle'), '  Engines, simply  ');
    type(field(seo, 'seoDescription'), 'How they work.');
    await submit(seo);
    expect(harness.sent('UpdatePostSettings').map((request) => request.variables)).toEqual([
      { input: { postId: id, seoTitle: '  Engines, simply  ', seoDescription: 'How they work.' } },
    ]);
    expect(statusOf(seo).textContent).toBe(texts.saved);
    // The server trims; the field follows what it kept.
    expect(field(seo, 'seoTitle')!.value).toBe('Engines, simply');
  });

  it('keeps what the writer typed when a save fails, with the server’s message', async () => {
    const answer: Answer = () => ({
      updatePostSettings: { __typename: 'RateLimited', message: 'Too many changes.' },
    });
    open('ShowPostSettings', settings(), answer);
    const canonical = region(texts.canonical.heading);
    type(field(canonical, 'canonicalUrl'), 'not an address');
    await submit(canonical);
    expect(statusOf(canonical).textContent).toBe(storySettingsMessages.canonicalUrlInvalid);
    type(field(canonical, 'canonicalUrl'), 'https://ada.example/engines');
    await submit(canonical);
    expect(statusOf(canonical).textContent).toBe('Too many changes.');
    expect(field(canonical, 'canonicalUrl')!.value).toBe('https://ada.example/engines');
  });

  it('shows the story’s address as the custom link is typed; a draft’s link waits for its publish', () => {
    open('ShowPostSettings');
    const link = region(texts.link.heading);
    type(field(link, 'slug'), 'engines-simply');
    expect(link.querySelector('output')!.textContent).toBe(`${authOrigin}/@ada/engines-simply-${id}`);

    harness.unmount();
    harness = createAppHarness();
    open('ShowPostSettings', settings({ slug: '' }, { isPublished: false, uniqueSlug: id }));
    const draft = region(texts.link.heading);
    expect(field(draft, 'slug')!.disabled).toBe(true);
    expect(draft.textContent).toContain(storySettingsMessages.slugBeforePublishing);
    expect(draft.querySelector('button[type="submit"]')).toBeNull();
  });

  it('switches recommendations off at once, and lists the story’s tags as its topics', async () => {
    const answer: Answer = () => ({ updatePostSettings: settings({ showInRecommendations: false }) });
    open('ShowPostSettings', settings(), answer);
    const section = region(texts.recommendations.heading);
    expect(section.textContent).toContain('Engines');
    click(field(section, 'showInRecommendations'));
    await settle();
    expect(harness.sent('UpdatePostSettings').map((request) => request.variables)).toEqual([
      { input: { postId: id, showInRecommendations: false } },
    ]);
    expect((field(section, 'showInRecommendations') as HTMLInputElement).checked).toBe(false);
  });

  it('shows the story’s facts at /p/{postId}/info', () => {
    open('ShowPostInfo');
    const facts = Object.fromEntries(
      [...document.querySelectorAll('.story-info__row')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    );
    expect(facts).toEqual({
      [texts.info.status]: 'Published',
      [texts.info.created]: 'Jan 5, 2026',
      [texts.info.firstPublished]: 'Jan 6, 2026',
      [texts.info.lastEdited]: 'Feb 2, 2026',
      [texts.info.words]: '1,234',
      [texts.info.readingTime]: '5 min read',
      [texts.info.tags]: 'Engines',
      [texts.info.publication]: texts.info.none,
      [texts.info.link]: `${authOrigin}/@ada/notes-on-the-engine-${id}`,
    });
    expect(document.querySelector('h1')!.textContent).toBe(texts.infoTitle);
    expect(document.querySelector('[aria-current="page"]')!.textContent).toBe(texts.views.info);
  });
});
