import { headingLevels } from './heading-levels.ts';
import { Paragraph } from './paragraph.tsx';
import type { PostBody_ContentFragment } from '#graphql/generated/operations.ts';
import type { Markup } from './markup-tree.ts';
import type { Paragraph as ParagraphData } from './post-body-fragment.ts';

type Block = { list: 'ul' | 'ol'; items: ParagraphData[] } | { list: null; paragraph: ParagraphData };

const listOf = (type: ParagraphData['type']) => (type === 'ULI' ? 'ul' : type === 'OLI' ? 'ol' : null);

/** Consecutive list items of one kind become one list. */
export function groupBlocks(paragraphs: readonly ParagraphData[]): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of paragraphs) {
    const list = listOf(paragraph.type);
    const last = blocks.at(-1);
    if (list && last?.list === list) last.items.push(paragraph);
    else if (list) blocks.push({ list, items: [paragraph] });
    else blocks.push({ list: null, paragraph });
  }
  return blocks;
}

/** The body; `marks` are the highlights of each paragraph, by its name (highlight-marks.ts). */
export function PostBody({
  content,
  marks,
}: {
  content: PostBody_ContentFragment;
  marks?: ReadonlyMap<string, readonly Markup[]>;
}) {
  const { paragraphs } = content.bodyModel;
  const levels = headingLevels(paragraphs);
  return (
    <section className="post-body">
      {groupBlocks(paragraphs).map((block) => {
        if (!block.list)
          return (
            <Paragraph
              key={block.paragraph.name}
              paragraph={block.paragraph}
              headingLevel={levels.get(block.paragraph.name)}
              highlights={marks?.get(block.paragraph.name)}
            />
          );
        const List = block.list;
        return (
          <List key={block.items[0]!.name} className="paragraph-list">
            {block.items.map((item) => (
              <Paragraph key={item.name} paragraph={item} highlights={marks?.get(item.name)} />
            ))}
          </List>
        );
      })}
    </section>
  );
}
