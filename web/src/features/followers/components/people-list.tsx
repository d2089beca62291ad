import type { ReactNode } from 'react';
import { ShowMoreButton, type FetchMore } from '#web/ui/show-more/show-more-button.tsx';
import type { PeopleList_ConnectionFragment } from '#graphql/generated/operations.ts';
import { PersonRow } from './person-row.tsx';

interface PeopleListProps {
  /** The writer's or publication's name, linking to their page. */
  heading: ReactNode;
  /** '12 followers', '3 following'. */
  count: string;
  connection: PeopleList_ConnectionFragment;
  fetchMore: FetchMore;
  loadingMore: boolean;
  /** What shows when nobody is on the list. */
  empty: string;
}

/** The main column of the follower pages: whose list it is, how many, the people and "Show more". */
export function PeopleList({ heading, count, connection, fetchMore, loadingMore, empty }: PeopleListProps) {
  const { users, pagingInfo } = connection;
  return (
    <div className="people">
      <header className="profile__header">
        <h1 className="profile__name">{heading}</h1>
        <p className="people__count">{count}</p>
      </header>
      {users.length === 0 ? (
        <p className="people__empty">{empty}</p>
      ) : (
        <ul className="entity-list">
          {users.map((user) => (
            <PersonRow key={user.id} user={user} />
          ))}
        </ul>
      )}
      <ShowMoreButton next={pagingInfo.next} fetchMore={fetchMore} loadingMore={loadingMore} what="people" />
    </div>
  );
}
