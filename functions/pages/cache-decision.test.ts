import {
  cacheHeaders,
  decideCaching,
  experimentGroups,
  internalIpMatcher,
  resolveExperimentGroup,
  type CacheDecisionInput,
  type CacheReason,
  type CacheSubject,
} from './cache-decision.ts';

const anonymousHome: CacheDecisionInput = {
  viewer: 'anonymous',
  isInternalIp: false,
  isStaff: false,
  isSpoofedSession: false,
  canViewSuspendedContent: false,
  experimentGroup: 'enabled',
  subject: { kind: 'home' },
};
const publishedPost: CacheSubject = { kind: 'post', isPublished: true, isSuspended: false };
const decide = (change: Partial<CacheDecisionInput>) => decideCaching({ ...anonymousHome, ...change });

describe('each rule alone', () => {
  it.each<[string, Partial<CacheDecisionInput>, boolean, CacheReason]>([
    ['home for a visitor', {}, true, 'home'],
    ['a published post', { subject: publishedPost }, true, 'published-post'],
    ['a topic', { subject: { kind: 'topic', tagId: 'design' } }, true, 'topic'],
    ['a topic slug without a tag id', { subject: { kind: 'topic', tagId: null } }, false, 'unknown-topic'],
    ['the series library', { subject: { kind: 'library' } }, true, 'library'],
    ['a publication feed', { subject: { kind: 'feed' } }, true, 'feed'],
    ['other pages', { subject: { kind: 'other' } }, false, 'uncached-page'],
    ['staff', { isStaff: true }, false, 'staff'],
    ['an internal IP', { isInternalIp: true }, false, 'internal-ip'],
    ['a bot', { viewer: 'bot' }, false, 'bot'],
    ['a spoofed session', { isSpoofedSession: true }, false, 'spoofed-session'],
    ['a signed-in reader', { viewer: 'signed-in' }, false, 'signed-in'],
    [
      'a draft post',
      { subject: { kind: 'post', isPublished: false, isSuspended: false } },
      false,
      'draft-post',
    ],
    [
      'a suspended post for a viewer who may view it',
      { subject: { kind: 'post', isPublished: true, isSuspended: true }, canViewSuspendedContent: true },
      false,
      'suspended-post',
    ],
    [
      'a suspended post for a viewer who may not view it',
      { subject: { kind: 'post', isPublished: true, isSuspended: true } },
      true,
      'published-post',
    ],
    [
      'can_view_suspended_content on an ordinary post',
      { subject: publishedPost, canViewSuspendedContent: true },
      true,
      'published-post',
    ],
    ['experiment group disabled', { experimentGroup: 'disabled' }, false, 'experiment-disabled'],
    ['experiment group control', { experimentGroup: 'control' }, false, 'experiment-control'],
  ])('%s', (_, change, cacheable, reason) => {
    expect(decide(change)).toEqual({ cacheable, reason });
  });
});

describe('precedence', () => {
  it('names the first rule that applies', () => {
    expect(decide({ experimentGroup: 'disabled', isStaff: true, viewer: 'bot' }).reason).toBe(
      'experiment-disabled',
    );
    expect(decide({ isStaff: true, isInternalIp: true, viewer: 'signed-in' }).reason).toBe('staff');
    expect(decide({ isInternalIp: true, viewer: 'bot' }).reason).toBe('internal-ip');
    expect(decide({ viewer: 'bot', isSpoofedSession: true }).reason).toBe('bot');
    expect(decide({ isSpoofedSession: true, viewer: 'signed-in' }).reason).toBe('spoofed-session');
    expect(
      decide({ viewer: 'signed-in', subject: { kind: 'post', isPublished: false, isSuspended: false } })
        .reason,
    ).toBe('signed-in');
    expect(
      decide({
        subject: { kind: 'post', isPublished: false, isSuspended: true },
        canViewSuspendedContent: true,
      }).reason,
    ).toBe('draft-post');
    expect(
      decide({
        subject: { kind: 'post', isPublished: true, isSuspended: true },
        canViewSuspendedContent: true,
        experimentGroup: 'control',
      }).reason,
    ).toBe('suspended-post');
    expect(decide({ experimentGroup: 'control', subject: { kind: 'other' } }).reason).toBe(
      'experiment-control',
    );
  });

  it('lets disabled win over control', () => {
    expect(resolveExperimentGroup(['control', 'disabled'])).toBe('disabled');
    expect(resolveExperimentGroup(['disabled', 'control'])).toBe('disabled');
    expect(resolveExperimentGroup(['enabled', 'control'])).toBe('control');
    expect(resolveExperimentGroup(['enabled'])).toBe('enabled');
    expect(resolveExperimentGroup([])).toBe('enabled');
    expect(() => resolveExperimentGroup(['treatment'])).toThrow(
      'Unknown cache experiment group(s): treatment.',
    );
  });
});

describe('every combination', () => {
  // The rules restated as a table, independently of the code's order of ifs.
  const table: [CacheReason, (input: CacheDecisionInput) => boolean][] = [
    ['experiment-disabled', (i) => i.experimentGroup === 'disabled'],
    ['staff', (i) => i.isStaff],
    ['internal-ip', (i) => i.isInternalIp],
    ['bot', (i) => i.viewer === 'bot'],
    ['spoofed-session', (i) => i.isSpoofedSession],
    ['signed-in', (i) => i.viewer === 'signed-in'],
    ['draft-post', (i) => i.subject.kind === 'post' && !i.subject.isPublished],
    [
      'suspended-post',
      (i) => i.subject.kind === 'post' && i.subject.isSuspended && i.canViewSuspendedContent,
    ],
    ['friend-link', (i) => i.subject.kind === 'post' && i.subject.withFriendLinkKey === true],
    ['unknown-topic', (i) => i.subject.kind === 'topic' && i.subject.tagId === null],
    ['experiment-control', (i) => i.experimentGroup === 'control'],
    ['home', (i) => i.subject.kind === 'home'],
    ['published-post', (i) => i.subject.kind === 'post'],
    ['topic', (i) => i.subject.kind === 'topic'],
    ['library', (i) => i.subject.kind === 'library'],
    ['feed', (i) => i.subject.kind === 'feed'],
    ['uncached-page', () => true],
  ];
  const cacheableReasons: CacheReason[] = ['home', 'published-post', 'topic', 'library', 'feed'];
  const subjects: CacheSubject[] = [
    { kind: 'home' },
    { kind: 'topic', tagId: 'design' },
    { kind: 'topic', tagId: null },
    { kind: 'library' },
    { kind: 'feed' },
    { kind: 'other' },
    ...[true, false].flatMap((isPublished) =>
      [true, false].flatMap((isSuspended) =>
        [true, false].map((withFriendLinkKey): CacheSubject => ({
          kind: 'post',
          isPublished,
          isSuspended,
          withFriendLinkKey,
        })),
      ),
    ),
  ];
  const bools = [false, true];
  const inputs: CacheDecisionInput[] = [];
  for (const viewer of ['anonymous', 'signed-in', 'bot'] as const)
    for (const isInternalIp of bools)
      for (const isStaff of bools)
        for (const isSpoofedSession of bools)
          for (const canViewSuspendedContent of bools)
            for (const experimentGroup of experimentGroups)
              for (const subject of subjects)
                inputs.push({
                  viewer,
                  isInternalIp,
                  isStaff,
                  isSpoofedSession,
                  canViewSuspendedContent,
                  experimentGroup,
                  subject,
                });

  it(`decides all ${inputs.length} combinations as the table says`, () => {
    for (const input of inputs) {
      const reason = table.find(([, applies]) => applies(input))![0];
      expect([input, decideCaching(input)]).toEqual([
        input,
        { cacheable: cacheableReasons.includes(reason), reason },
      ]);
    }
  });

  it('caches only for anonymous visitors from outside, in the enabled group', () => {
    for (const input of inputs.filter((i) => decideCaching(i).cacheable)) {
      expect(input).toMatchObject({
        viewer: 'anonymous',
        isInternalIp: false,
        isStaff: false,
        isSpoofedSession: false,
        experimentGroup: 'enabled',
      });
    }
  });
});

describe('internal IP ranges', () => {
  const isInternal = internalIpMatcher(['10.0.0.0/8', '192.168.1.0/24', '203.0.113.7', '2001:db8::/32']);

  it.each([
    ['10.1.2.3', true],
    ['11.0.0.1', false],
    ['192.168.1.200', true],
    ['192.168.2.1', false],
    ['203.0.113.7', true],
    ['203.0.113.8', false],
    ['2001:db8::1', true],
    ['2001:db9::1', false],
    ['not-an-ip', false],
    [undefined, false],
  ])('%s → %s', (ip, expected) => {
    expect(isInternal(ip)).toBe(expected);
  });

  it('matches nothing with no ranges', () => {
    expect(internalIpMatcher([])('10.0.0.1')).toBe(false);
  });

  it.each(['10.0.0.0/33', 'nonsense/8', '10.0.0.0/x', '::/129'])('refuses the bad range %s', (range) => {
    expect(() => internalIpMatcher([range])).toThrow(`Invalid internal IP range ${range}.`);
  });
});

describe('cache headers', () => {
  it('lets CloudFront share a cacheable page for 5 minutes', () => {
    expect(cacheHeaders({ cacheable: true, reason: 'published-post' })).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=60',
      'x-folio-cache-decision': 'published-post',
    });
  });

  it('forbids storing anything else', () => {
    expect(cacheHeaders({ cacheable: false, reason: 'signed-in' })).toEqual({
      'cache-control': 'private, no-store',
      'x-folio-cache-decision': 'signed-in',
    });
  });
});
