import { $getNodeByKey, type LexicalEditor, type LexicalNode } from 'lexical';

/** Changes one node of the editor, if it is still there and still of its kind. */
export function updateNode<T extends LexicalNode>(
  editor: LexicalEditor,
  key: string,
  is: (node: LexicalNode | null) => node is T,
  change: (node: T) => void,
): void {
  editor.update(() => {
    const node = $getNodeByKey(key);
    if (is(node)) change(node);
  });
}
