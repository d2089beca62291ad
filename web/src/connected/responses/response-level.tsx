import type { ResponseSortType } from '#contract/responses.ts';
import type { ResponseLevel_PageFragment } from '#graphql/generated/operations.ts';
import { ResponseItem } from './response-item.tsx';
import type { ThreadParent } from './thread-parent.ts';
import { responsesTexts } from './texts.ts';
import { useThreadLevel, type ResponseData } from './use-thread-level.ts';

/**
 * One level of a thread: its responses and the button for its next page. `fresh` holds responses just
 * written here, shown first.
 */
export function ResponseLevel({
  parent,
  depth,
  sortType,
  first,
  fresh = [],
}: {
  parent: ThreadParent;
  depth: number;
  sortType: ResponseSortType;
  first?: ResponseLevel_PageFragment;
  fresh?: readonly ResponseData[];
}) {
  const level = useThreadLevel(parent, depth, sortType, first);
  const shown = [
    ...fresh,
    ...level.responses.filter((response) => !fresh.some((added) => added.id === response.id)),
  ];
  return (
    <div className={depth === 0 ? 'response-level' : 'response-level response-level--replies'}>
      {depth === 0 && shown.length === 0 && !level.loading && (
        <p className="responses__none">{responsesTexts.none}</p>
      )}
      <ol className="response-level__list">
        {shown.map((response) => (
          <li key={response.id}>
            <ResponseItem
              response={response}
              depth={depth}
              sortType={sortType}
              onChanged={level.replace}
              onRemoved={level.remove}
              renderReplies={(replies) => <ResponseLevel {...replies} />}
            />
          </li>
        ))}
      </ol>
      {level.loading && <p className="response-level__loading">{responsesTexts.loading}</p>}
      {level.failed && (
        <p className="response-level__failed" role="alert">
          {responsesTexts.loadFailed}
        </p>
      )}
      {level.hasMore && !level.loading && (
        <button type="button" className="response-level__more" onClick={level.loadMore}>
          {depth === 0 ? responsesTexts.moreResponses : responsesTexts.moreReplies}
        </button>
      )}
    </div>
  );
}
