import type { EditorThemeClasses } from 'lexical';

/**
 * The body's classes are the story page's (app/styles/post.css, under `.post-body`), so a story looks
 * in the editor as it will read; story-editor.css adds only what editing needs.
 */
export const editorTheme: EditorThemeClasses = {
  paragraph: 'paragraph',
  heading: {
    h1: 'paragraph paragraph--h1',
    h2: 'paragraph paragraph--h2',
    h3: 'paragraph paragraph--h3',
    h4: 'paragraph paragraph--h4',
  },
  quote: 'paragraph paragraph--quote',
  pullQuote: 'paragraph paragraph--pullquote',
  code: 'paragraph paragraph--pre',
  list: { ul: 'paragraph-list', ol: 'paragraph-list', listitem: 'paragraph paragraph--li' },
  hr: 'paragraph paragraph--separator',
  image: 'paragraph story-editor__image-block',
  embed: 'paragraph story-editor__embed',
  upload: 'paragraph story-editor__upload-block',
  link: 'story-editor__link',
};
