import { useState } from 'react';
import type { ResponseSortType } from '#contract/responses.ts';
import type { ResponsesSection_PostFragment } from '#graphql/generated/operations.ts';
import { ResponseComposer } from './response-composer.tsx';
import { ResponseLevel } from './response-level.tsx';
import { responsesTexts } from './texts.ts';
import type { ResponseData } from './use-thread-level.ts';

const sorts: readonly ResponseSortType[] = ['MOST_RELEVANT', 'MOST_RECENT'];

/**
 * The responses at the end of the story page (id `responses`, where the story bar's count leads): the
 * heading with the count, the box to respond, the sort, and the thread. Its first page (MOST_RELEVANT)
 * came with the story; another order or page is asked when wanted.
 */
export function ResponsesSection({ post }: { post: ResponsesSection_PostFragment }) {
  const [sortType, setSortType] = useState<ResponseSortType>('MOST_RELEVANT');
  const [fresh, setFresh] = useState<ResponseData[]>([]);
  return (
    <section id="responses" className="responses" aria-labelledby="responses-heading">
      <h2 id="responses-heading" className="responses__heading">
        {responsesTexts.heading(post.responsesCount + fresh.length)}
      </h2>
      {post.allowResponses ? (
        <ResponseComposer
          parentPostId={post.id}
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
        parentPostId={post.id}
        depth={0}
        sortType={sortType}
        {...(sortType === 'MOST_RELEVANT' && { first: post.threadedResponses })}
        fresh={fresh}
      />
    </section>
  );
}
