import { selectsOnlyId } from './selection.ts';

test.each([
  [{ selectionSetList: ['id'], selectionSetGraphQL: '{\n  id\n}' }, true],
  [{ selectionSetList: [], selectionSetGraphQL: '{\n  __typename\n}' }, true],
  [{ selectionSetList: ['id', 'name'], selectionSetGraphQL: '{\n  id\n  name\n}' }, false],
  [{ selectionSetList: ['id'], selectionSetGraphQL: '{\n  id: name\n}' }, false],
])('%p selects only the id: %p', (info, expected) => {
  expect(selectsOnlyId(info)).toBe(expected);
});
