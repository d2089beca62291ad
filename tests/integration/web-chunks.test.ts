import { accountPageKinds, readingPageKinds, readWebBuild } from '#local/web-chunks.ts';

// jest's global setup builds the web client when it is stale (tests/global-setup.ts): this reads that build.
const build = readWebBuild();
const containing = (pattern: RegExp, files: string[]) =>
  files.filter((file) => pattern.test(build.read(file).toString('utf8')));
/** Amplify UI shows in its class names (amplify-button…) and its theme attribute (data-amplify-theme). */
const amplifyUi = /amplify/i;
const accountModules = [...new Set(Object.values(accountPageKinds).flat())];

describe('the web build', () => {
  it.each(Object.entries(readingPageKinds))('loads none of Amplify UI on a %s page', (_kind, modules) => {
    const { js, css } = build.filesOf(modules);
    expect(containing(amplifyUi, [...js, ...css])).toEqual([]);
  });

  it.each(Object.entries(readingPageKinds))(
    'loads none of the story editor on a %s page',
    (_kind, modules) => {
      // Lexical marks the DOM it manages with __lexical… properties, which survive minification.
      expect(containing(/__lexical/, build.filesOf(modules).js)).toEqual([]);
    },
  );

  it('keeps Amplify UI out of every chunk a page may load later (a dialog, a banner) but the account pages', () => {
    const { js, css } = build.reachableWithout(accountModules);
    expect(containing(amplifyUi, [...js, ...css])).toEqual([]);
  });

  it.each(Object.entries(accountPageKinds))(
    'gives the %s page Amplify UI’s components and styles',
    (_kind, modules) => {
      const { js, css } = build.filesOf(modules);
      expect(containing(/data-amplify-theme/, js)).not.toEqual([]);
      expect(containing(/\.amplify-button/, css)).not.toEqual([]);
    },
  );

  it('loads a person’s hover card on a story page only when the reader first hovers a mention', () => {
    const query = /UserMentionTooltipContentQuery/;
    expect(containing(query, build.filesOf(readingPageKinds.story).js)).toEqual([]);
    const card = build.keysEndingWith('connected/user-hover-card/user-hover-card.tsx');
    expect(containing(query, build.filesOf(card).js)).not.toEqual([]);
  });

  it('ships none of aws-amplify, the backend library Amplify UI names as a peer', () => {
    // Its Hub's channel, which every part of aws-amplify (and @aws-amplify/core) uses.
    expect(containing(/amplify_default/, build.allFiles())).toEqual([]);
  });
});
