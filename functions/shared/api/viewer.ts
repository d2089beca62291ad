import * as z from 'zod';

export const membershipTiers = ['FREE', 'MEMBER', 'FRIEND'] as const;

/**
 * Who is asking, as the AppSync Lambda authorizer put it into `identity.resolverContext`. AppSync
 * passes resolverContext values as strings, so booleans travel as 'true' / 'false'.
 */
const resolverContextSchema = z.object({
  viewerId: z.string().default(''),
  tier: z.enum(membershipTiers).default('FREE'),
  isStaff: z.enum(['true', 'false']).default('false'),
  canViewSuspendedContent: z.enum(['true', 'false']).default('false'),
  xsrf: z.string().default(''),
  sessionHash: z.string().default(''),
});

export type ResolverContext = z.input<typeof resolverContextSchema>;

export interface Viewer {
  /** Undefined for a signed-out visitor. */
  id: string | undefined;
  tier: (typeof membershipTiers)[number];
  isStaff: boolean;
  canViewSuspendedContent: boolean;
  /** The session's xsrf token, which every mutation must echo in x-xsrf-token; '' for a visitor. */
  xsrf: string;
  /** The SHA-256 id of the session asking (Session.id in the API); '' for a visitor. */
  sessionHash: string;
}

export const anonymousViewer: Viewer = {
  id: undefined,
  tier: 'FREE',
  isStaff: false,
  canViewSuspendedContent: false,
  xsrf: '',
  sessionHash: '',
};

/** Reads the viewer from a direct-Lambda resolver event's identity; anything unexpected is anonymous. */
export function viewerFromIdentity(identity: unknown): Viewer {
  const context = (identity as { resolverContext?: unknown } | null | undefined)?.resolverContext;
  const parsed = resolverContextSchema.safeParse(context ?? {});
  if (!parsed.success) return anonymousViewer;
  const { viewerId, tier, isStaff, canViewSuspendedContent, xsrf, sessionHash } = parsed.data;
  if (!viewerId) return anonymousViewer;
  return {
    id: viewerId,
    tier,
    isStaff: isStaff === 'true',
    canViewSuspendedContent: canViewSuspendedContent === 'true',
    xsrf,
    sessionHash,
  };
}

/** The resolverContext the authorizer returns for a viewer: the inverse of viewerFromIdentity. */
export function resolverContextFor(viewer: Viewer): Required<ResolverContext> {
  return {
    viewerId: viewer.id ?? '',
    tier: viewer.tier,
    isStaff: String(viewer.isStaff) as 'true' | 'false',
    canViewSuspendedContent: String(viewer.canViewSuspendedContent) as 'true' | 'false',
    xsrf: viewer.xsrf,
    sessionHash: viewer.sessionHash,
  };
}
