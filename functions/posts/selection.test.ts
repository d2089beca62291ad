import { selectsContent } from './selection.ts';

describe('selectsContent', () => {
  test('finds `content` in the flattened selection at the given path', () => {
    expect(selectsContent({ selectionSetList: ['id', 'content', 'content/bodyModel'] }, 'content')).toBe(
      true,
    );
    expect(
      selectsContent({ selectionSetList: ['posts', 'posts/content/isLockedPreviewOnly'] }, 'posts/content'),
    ).toBe(true);
  });

  test('does not read the body for other fields', () => {
    const info = {
      selectionSetList: ['id', 'extendedPreviewContent/isFullContent', 'contentWarning'],
      selectionSetGraphQL: '{ id extendedPreviewContent { isFullContent } contentWarning }',
    };
    expect(selectsContent(info, 'content')).toBe(false);
  });

  test('finds an aliased `content` in the GraphQL text (AppSync lists aliases only)', () => {
    expect(
      selectsContent(
        { selectionSetList: ['body'], selectionSetGraphQL: '{ body: content { isLockedPreviewOnly } }' },
        'content',
      ),
    ).toBe(true);
  });

  test('is not fooled by an alias named content', () => {
    expect(
      selectsContent(
        { selectionSetList: ['content'], selectionSetGraphQL: '{ content: title }' },
        'posts/content',
      ),
    ).toBe(false);
  });
});
