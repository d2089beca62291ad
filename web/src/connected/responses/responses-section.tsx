import { useState } from 'react';
import type { ResponseSortType } from '#contract/responses.ts';
import type {
  ResponsesSection_CatalogFragment,
  ResponsesSection_PostFragment,
} from '#graphql/generated/operations.ts';
import { ResponseComposer } from './response-composer.tsx';
import { ResponseLevel } from './response-level.tsx';
import { responsesTexts } from './texts.ts';
import type { ThreadParent } from './thread-parent.ts';
import type { ResponseData } from './use-thread-level.ts';

const sorts: readonly ResponseSortType[] = ['MOST_RELEVANT', 'MOST_RECENT'];

/**
 * The responses at the end of the story page or under a list's items (id `responses`, where the bar's
 * count leads): the heading with the count, the box to respond, the sort, and the thread. Its first
 * page (MOST_RELEVANT) came with the story or the list; another order or page is asked when wanted.
 * A list always takes responses (decision 119).
 */
export function ResponsesSection({
  kind = 'post',
  post,
}:
  | { kind?: 'post'; post: ResponsesSection_PostFragment }
  | { kind: 'catalog'; post: ResponsesSection_CatalogFragment }) {
  const parent: ThreadParent = { kind, id: post.id };
  const open = !('allowResponses' in post) || post.allowResponses;
  const [sortType, setSortType] = useState<ResponseSortType>('MOST_RELEVANT');
  const [fresh, setFresh] = useState<ResponseData[]>([]);
  return (
    <section id="responses" className="responses" aria-labelledby="responses-heading">
      <h2 id="responses-heading" className="responses__heading">
        {responsesTexts.heading(post.responsesCount + fresh.length)}
      </h2>
      {open ? (
        <ResponseComposer
          parent={parent}
          onPublished={(response) => setFresh((shown) => [response, ...shown])}
        />
      ) : (
        <p className="responses__closed">{responsesTexts.closed}</p>
      )}
      <div className="responses__sort" role="group" aria-label={responsesTexts.sortLabel}>
        {sorts.map((sort) => (
          <button
            key={sort}
            type="button"
            className="responses__sort-option"
            aria-pressed={sort === sortType}
            onClick={() => setSortType(sort)}
          >
            {responsesTexts.sorts[sort]}
          </button>
        ))}
      </div>
      <ResponseLevel
        key={sortType}
        parent={parent}
        depth={0}
        sortType={sortType}
        {...(sortType === 'MOST_RELEVANT' && { first: post.threadedResponses })}
        fresh={fresh}
      />
    </section>
  );
}
