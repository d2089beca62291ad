/**
 * Spec 3 §8 PublishingRestrictedBannedLinks: a story may not link (markups of type A, embeds kept as
 * links) to a host on the deny list, the `publishing_banned_link_hosts` flag. A listed host bans
 * itself and its subdomains; hrefs that are not absolute URLs point nowhere banned.
 */
export interface LinkedParagraph {
  markups?: readonly { type: string; href?: string | null }[] | null;
  mixtapeMetadata?: { href?: string | null } | null;
}

/** The flag's value as a list of lower-case hosts. */
export const parseHostList = (value: string | boolean): string[] =>
  String(value)
    .split(',')
    .map((host) =>
      host
        .trim()
        .toLowerCase()
        .replace(/^\.+|\.+$/g, ''),
    )
    .filter((host) => host.length > 0);

const hostOf = (href: string): string | undefined => {
  try {
    return new URL(href).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return undefined;
  }
};

function* hrefsOf(paragraphs: readonly LinkedParagraph[]) {
  for (const paragraph of paragraphs) {
    for (const markup of paragraph.markups ?? []) if (markup.type === 'A' && markup.href) yield markup.href;
    if (paragraph.mixtapeMetadata?.href) yield paragraph.mixtapeMetadata.href;
  }
}

/** The banned hosts the paragraphs link to, each once, in the order they appear. */
export function bannedHostsLinked(
  paragraphs: readonly LinkedParagraph[],
  banned: readonly string[],
): string[] {
  if (banned.length === 0) return [];
  const found = new Set<string>();
  for (const href of hrefsOf(paragraphs)) {
    const host = hostOf(href);
    if (host && banned.some((ban) => host === ban || host.endsWith(`.${ban}`))) found.add(host);
  }
  return [...found];
}
