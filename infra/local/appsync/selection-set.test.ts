import { parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { fragmentBomb } from '#fixtures/graphql-attacks.ts';
import { selectionSetList } from './selection-set.ts';

const rootFieldAndFragments = (query: string) => {
  const document = parse(query);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const fragments = Object.fromEntries(
    document.definitions
      .slice(1)
      .map((fragment) => [(fragment as FragmentDefinitionNode).name.value, fragment]),
  ) as Record<string, FragmentDefinitionNode>;
  return { field: operation.selectionSet.selections[0] as FieldNode, fragments };
};

test('fragments are flattened, aliases named by their field, __typename left out', () => {
  const { field, fragments } = rootFieldAndFragments(`{ viewer { __typename me: name ...Stories } }
    fragment Stories on User { postsConnection { posts { id ... on Post { title } } } }`);
  expect(selectionSetList([field], fragments)).toEqual([
    'name',
    'postsConnection',
    'postsConnection/posts',
    'postsConnection/posts/id',
    'postsConnection/posts/title',
  ]);
});

test('the 40-fragment bomb lists its one field: each fragment is walked once', () => {
  const { field, fragments } = rootFieldAndFragments(fragmentBomb(40, 'id name'));
  expect(selectionSetList([field], fragments)).toEqual(['id', 'name']);
});
