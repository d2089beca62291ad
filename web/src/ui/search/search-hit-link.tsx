import type { ReactNode } from 'react';
import { catalogSlugIdOf } from '#contract/catalogs.ts';
import type { SearchHit, SearchIndexKind } from '#contract/search.ts';
import { postRoute } from '#web/lib/post-route.ts';
import { Link } from '#web/lib/router/link.tsx';
import { ProfileLink, PublicationLink } from '../entity-links.tsx';

/** The attribute that names a hit of each kind (its highlighted title). */
export const hitNameAttribute = {
  posts: 'title',
  users: 'name',
  collections: 'name',
  tags: 'displayText',
  lists: 'name',
} as const satisfies Record<SearchIndexKind, string>;

interface SearchHitLinkProps {
  kind: SearchIndexKind;
  hit: SearchHit;
  className?: string;
  tabIndex?: number;
  onClick?: () => void;
  children: ReactNode;
}

/** A link to what a hit is: the story, the profile, the publication, the tag's page, the list. */
export function SearchHitLink({ kind, hit, children, ...anchor }: SearchHitLinkProps) {
  switch (kind) {
    case 'posts': {
      const post = hit as SearchHit<'posts'>;
      const route = postRoute({
        uniqueSlug: post.uniqueSlug,
        creator: { username: post.creatorUsername },
        // The index keeps a story's publication only once the publication approved it.
        ...(post.collectionSlug
          ? { collection: { slug: post.collectionSlug }, statusForCollection: 'APPROVED' }
          : {}),
      });
      return (
        <Link to={route.name} params={route.params} {...anchor}>
          {children}
        </Link>
      );
    }
    case 'users': {
      const user = hit as SearchHit<'users'>;
      return (
        <ProfileLink user={{ id: user.userId, username: user.username }} {...anchor}>
          {children}
        </ProfileLink>
      );
    }
    case 'collections': {
      const collection = hit as SearchHit<'collections'>;
      return (
        <PublicationLink collection={{ id: collection.collectionId, slug: collection.slug }} {...anchor}>
          {children}
        </PublicationLink>
      );
    }
    case 'tags':
      return (
        <Link to="ShowTagPosts" params={{ tagSlug: (hit as SearchHit<'tags'>).tagSlug }} {...anchor}>
          {children}
        </Link>
      );
    case 'lists': {
      const list = hit as SearchHit<'lists'>;
      const catalogSlugId = catalogSlugIdOf({ id: list.catalogId, name: list.name });
      return (
        <Link to="ShowUserList" params={{ username: list.creatorUsername, catalogSlugId }} {...anchor}>
          {children}
        </Link>
      );
    }
  }
}
