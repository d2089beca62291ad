import { Autocomplete, type ComboBoxOption } from '@aws-amplify/ui-react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { slugify } from '#contract/tags.ts';
import { TagSuggestionsQuery } from '../../api/publish-operations.ts';
import { addTag } from './publish-form.ts';
import { publishTexts } from './publish-texts.ts';

/** Typing pauses this long before suggestions are asked for. */
const suggestDelayMs = 150;

/** Amplify UI's option shape: string fields only (the count travels as text). */
type Suggestion = ComboBoxOption & { postCount: string };

/** Existing tags starting like the typed text, those already chosen left out. */
function useSuggestions(typed: string, chosen: readonly string[]): Suggestion[] {
  const client = useApolloClient();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    if (!slugify(typed)) {
      setSuggestions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      client
        .query({ query: TagSuggestionsQuery, variables: { prefix: typed } })
        .then(({ data }) => {
          if (!current || !data) return;
          const taken = new Set(chosen.map(slugify));
          setSuggestions(
            data.tagSuggestions
              .filter((tag) => !taken.has(tag.id))
              .map((tag) => ({ id: tag.id, label: tag.displayTitle, postCount: String(tag.postCount) })),
          );
        })
        // Suggestions are a help: without them the writer still types the tag.
        .catch(() => current && setSuggestions([]));
    }, suggestDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, typed, chosen]);
  return suggestions;
}

/**
 * Up to five tags: chosen ones as removable chips, a field that suggests existing tags as the writer
 * types (Amplify UI's Autocomplete) and takes a new one on Enter.
 */
export function TagField({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suggestions = useSuggestions(typed, tags);
  const errorId = useId();

  const add = (text: string) => {
    const added = addTag(tags, text);
    if ('error' in added) {
      setError(added.error);
      return;
    }
    setError(null);
    setTyped('');
    onChange(added.tags);
  };

  return (
    <div className="publish-tags">
      <ul className="publish-tags__chosen" aria-label={publishTexts.tags}>
        {tags.map((tag) => (
          <li key={tag} className="publish-tags__tag">
            {tag}
            <button
              type="button"
              className="publish-tags__remove"
              aria-label={publishTexts.removeTag(tag)}
              onClick={() => onChange(tags.filter((other) => other !== tag))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <Autocomplete
        label={publishTexts.tags}
        placeholder={publishTexts.tagPlaceholder}
        options={suggestions}
        optionFilter={() => true}
        renderOption={(option) => (
          <span className="publish-tags__option">
            {option.label}{' '}
            <span className="publish-tags__count">{publishTexts.stories(Number(option.postCount))}</span>
          </span>
        )}
        value={typed}
        hasError={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(null);
        }}
        onSelect={(option) => add(option.label)}
        onSubmit={(value) => add(value)}
        onClear={() => setTyped('')}
        menuSlots={{ Empty: slugify(typed) ? publishTexts.newTag(typed.trim()) : null }}
      />
      {error && (
        <p id={errorId} className="publish-tags__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
