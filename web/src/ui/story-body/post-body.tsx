import { groupBlocks, headingLevels } from '#contract/heading-levels.ts';
import { Paragraph } from './paragraph.tsx';
import type { PostBody_ContentFragment } from '#graphql/generated/operations.ts';
import type { Markup } from '#contract/markup-tree.ts';

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
