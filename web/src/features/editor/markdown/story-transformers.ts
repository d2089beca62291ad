import { $createHorizontalRuleNode, $isHorizontalRuleNode, HorizontalRuleNode } from '@lexical/extension';
import {
  BOLD_ITALIC_STAR,
  BOLD_ITALIC_UNDERSCORE,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  CODE,
  HEADING,
  INLINE_CODE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  LINK,
  ORDERED_LIST,
  QUOTE,
  UNORDERED_LIST,
  type ElementTransformer,
  type Transformer,
} from '@lexical/markdown';

/** `#` to `####`: the four stored heading levels (Lexical's own goes to six). */
const STORED_HEADING: ElementTransformer = { ...HEADING, regExp: /^(#{1,4})\s/ };

/** `---`, `***` or `___` and a space: a separator (HR), the caret on the line after it. */
const SEPARATOR: ElementTransformer = {
  dependencies: [HorizontalRuleNode],
  export: (node) => ($isHorizontalRuleNode(node) ? '---' : null),
  regExp: /^(---|\*\*\*|___)\s?$/,
  replace: (line, _children, _match, isImport) => {
    const separator = $createHorizontalRuleNode();
    if (isImport || line.getNextSibling() !== null) line.replace(separator);
    else line.insertBefore(separator);
    separator.selectNext();
  },
  type: 'element',
};

/**
 * The Markdown shortcuts applied as the writer types, limited to what a story stores: headings, quote,
 * lists, fenced code with its language, separator; bold, italic, inline code and links. Lexical's
 * strikethrough, highlight and checklist are left out.
 */
export const storyTransformers: Transformer[] = [
  STORED_HEADING,
  QUOTE,
  UNORDERED_LIST,
  ORDERED_LIST,
  SEPARATOR,
  CODE,
  INLINE_CODE,
  BOLD_ITALIC_STAR,
  BOLD_ITALIC_UNDERSCORE,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  LINK,
];
