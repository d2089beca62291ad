import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { moreFromCount } from '#contract/more-from.ts';
import { maxPinnedStories } from '#contract/pins.ts';
import { maxTags } from '#contract/tags.ts';
import {
  maxTopics,
  maxTopicTags,
  recommendedShown,
  relatedShown,
  suggestedTagsShown,
  writersShown,
} from '#contract/topics.ts';
import type { FieldShape, SchemaShape } from '#graphql/schema-shape.ts';

/** Unpaged lists whose length the server bounds, by the rule that bounds them. */
const listBounds: Readonly<Record<string, number>> = {
  'User.pinnedPosts': maxPinnedStories,
  'Post.tags': maxTags,
  'MoreFrom.creatorPosts': moreFromCount,
  'MoreFrom.collectionPosts': moreFromCount,
  'Query.topics': maxTopics,
  'Topic.tags': maxTopicTags,
  'Tag.recommendedPosts': recommendedShown,
  'Tag.topWriters': writersShown,
  'Tag.relatedTags': relatedShown,
  'FollowSuggestions.tags': suggestedTagsShown,
  'FollowSuggestions.writers': writersShown,
};

/**
 * What operation-cost.ts needs to know of the schema: for each object type, the fields that answer an
 * object or a union, with the type they answer, whether it is a list (a page of the `paging` limit
 * when every field answering the list's parent takes PagingOptions, e.g. PostConnection.posts) and
 * whether the field takes PagingOptions, and the length of the unpaged lists the server bounds.
 */
export function schemaShapeOf(schema: GraphQLSchema): SchemaShape {
  const objects = Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((type) => !type.name.startsWith('__'));
  const fields = objects.flatMap((type) => Object.values(type.getFields()));
  const takesPaging = (field: GraphQLField<unknown, unknown>) =>
    field.args.some((arg) => arg.name === 'paging');
  const isPage = (typeName: string) => {
    const answering = fields.filter((field) => getNamedType(field.type).name === typeName);
    return answering.length > 0 && answering.every(takesPaging);
  };
  const shape: SchemaShape = {};
  for (const type of objects) {
    const composite: Record<string, FieldShape> = {};
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (!isCompositeType(named)) continue;
      composite[field.name] = {
        type: named.name,
        ...(isListType(getNullableType(field.type)) ? { list: isPage(type.name) ? 'page' : 'unpaged' } : {}),
        ...(takesPaging(field) ? { paged: true } : {}),
        ...(listBounds[`${type.name}.${field.name}`]
          ? { max: listBounds[`${type.name}.${field.name}`] }
          : {}),
      };
    }
    if (Object.keys(composite).length > 0) shape[type.name] = composite;
  }
  return shape;
}
