/** What a story's body says beside its text (issue #13): the top highlight's label (ours, the spec names none). */
export const storyBodyTexts = {
  topHighlight: 'Top highlight',
} as const;
