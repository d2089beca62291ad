import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  LexicalTypeaheadMenuPlugin,
  MenuOption,
  useBasicTypeaheadTriggerMatch,
} from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { $createTextNode, type TextNode } from 'lexical';
import { useEffect, useState } from 'react';
import { $createMention } from '../model/mentions.ts';
import type { FindPeople, MentionCandidate } from './find-people.ts';

class PersonOption extends MenuOption {
  constructor(readonly person: MentionCandidate) {
    super(person.userId);
    this.title = `${person.name} @${person.username}`;
  }
}

/** The people for the query being typed; a slower answer to an older query is not shown. */
function usePeople(findPeople: FindPeople, query: string | null): PersonOption[] {
  const [options, setOptions] = useState<PersonOption[]>([]);
  useEffect(() => {
    if (!query) return setOptions([]);
    let current = true;
    findPeople(query).then(
      (people) => current && setOptions(people.map((person) => new PersonOption(person))),
      // A failed search offers nobody: the writer's text stays as typed.
      () => current && setOptions([]),
    );
    return () => void (current = false);
  }, [findPeople, query]);
  return options;
}

/**
 * `@` and letters open a list of people (Lexical's typeahead: arrows move, Enter, Tab or a click
 * choose, Escape closes); the chosen one replaces `@query` with their name, a mention (decision 275).
 */
export function MentionTypeahead({ findPeople }: { findPeople: FindPeople }) {
  const [editor] = useLexicalComposerContext();
  const [query, setQuery] = useState<string | null>(null);
  const options = usePeople(findPeople, query);
  const triggerFn = useBasicTypeaheadTriggerMatch('@', { minLength: 1 });

  const choose = (option: PersonOption, typed: TextNode | null, closeMenu: () => void) =>
    editor.update(() => {
      closeMenu();
      if (!typed) return;
      const mention = $createMention(option.person);
      const space = $createTextNode(' ');
      typed.replace(mention).insertAfter(space);
      space.select(1, 1);
    });

  return (
    <LexicalTypeaheadMenuPlugin
      options={options}
      onQueryChange={setQuery}
      onSelectOption={choose}
      triggerFn={triggerFn}
      anchorClassName="story-editor__mentions"
    />
  );
}
