import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { storyBodyTexts } from './story-body-texts.ts';
import { markupTree, safeHref, type Markup, type MarkupNode } from '#contract/markup-tree.ts';

/** How a mention (a link naming a person) is drawn where the page says so: a plain link otherwise. */
export type MentionLink = ComponentType<{ userId: string; href: string; children: ReactNode }>;

/** The story page gives its mentions a hover card (connected/user-hover-card); ui/ fetches nothing. */
export const MentionLinkContext = createContext<MentionLink | null>(null);

function render(nodes: MarkupNode[], Mention: MentionLink | null): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text;
    const children = render(node.children, Mention);
    switch (node.markup.type) {
      case 'STRONG':
        return <strong key={index}>{children}</strong>;
      case 'EM':
        return <em key={index}>{children}</em>;
      case 'CODE':
        return <code key={index}>{children}</code>;
      case 'HIGHLIGHT':
        return (
          <mark key={index} className="highlight highlight--own" data-quote-id={node.markup.quoteId}>
            {children}
          </mark>
        );
      case 'TOP_HIGHLIGHT':
        return (
          <mark key={index} className="highlight highlight--top" title={storyBodyTexts.topHighlight}>
            {children}
          </mark>
        );
      case 'A': {
        const href = safeHref(node.markup.href);
        if (!href) return <span key={index}>{children}</span>;
        if (Mention && node.markup.userId)
          return (
            <Mention key={index} userId={node.markup.userId} href={href}>
              {children}
            </Mention>
          );
        const external = !href.startsWith('/') && !href.startsWith('#');
        return (
          <a
            key={index}
            href={href}
            {...(external ? { rel: 'noopener ugc nofollow', target: '_blank' } : {})}
          >
            {children}
          </a>
        );
      }
    }
  });
}

/** A paragraph's text with its markups as strong / em / a / code, and its highlights as mark. */
export function MarkupText({ text, markups }: { text: string; markups: readonly Markup[] }) {
  return <>{render(markupTree(text, markups), useContext(MentionLinkContext))}</>;
}
