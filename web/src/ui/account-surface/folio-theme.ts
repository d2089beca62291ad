import { createTheme } from '@aws-amplify/ui-react';

/**
 * A token that is one of Folio's design tokens (web/src/app/styles/tokens.css): the theme names
 * Folio's custom properties rather than copying their values, so the account surface follows them.
 */
const folio = (property: string) => ({ value: `var(--${property})` });
const px = (pixels: number) => ({ value: `${pixels}px` });

/**
 * Folio's look for Amplify UI: its fonts, its colours (text, muted, accent, dark, error), its pill
 * buttons and its underlined fields, in the sizes the settings used before Amplify UI.
 */
export const folioTheme = createTheme({
  name: 'folio',
  tokens: {
    fonts: { default: { variable: folio('font-sans'), static: folio('font-sans') } },
    colors: {
      primary: {
        10: folio('color-subtle-bg'),
        20: folio('color-border'),
        40: folio('color-muted'),
        60: folio('color-muted'),
        80: folio('color-accent'),
        90: folio('color-accent'),
        100: folio('color-dark'),
      },
      font: {
        primary: folio('color-text'),
        secondary: folio('color-muted'),
        tertiary: folio('color-muted'),
        interactive: folio('color-accent'),
        hover: folio('color-accent'),
        focus: folio('color-text'),
        active: folio('color-text'),
        error: folio('color-error'),
      },
      border: {
        primary: folio('color-muted'),
        secondary: folio('color-border'),
        focus: folio('color-text'),
        error: folio('color-error'),
      },
      background: { secondary: folio('color-subtle-bg') },
    },
    components: {
      field: { fontSize: px(14), gap: px(6), label: { color: folio('color-text') } },
      fieldcontrol: {
        fontSize: px(15),
        paddingBlockStart: px(6),
        paddingBlockEnd: px(6),
        paddingInlineStart: px(0),
        paddingInlineEnd: px(0),
        // Folio's fields are underlined; focus thickens the line to the text colour.
        quiet: {
          _focus: {
            borderBlockEndColor: folio('color-text'),
            boxShadow: { value: '0 2px 0 0 var(--color-text)' },
          },
        },
      },
      button: {
        fontSize: px(14),
        fontWeight: { value: '{fontWeights.normal.value}' },
        paddingBlockStart: px(8),
        paddingBlockEnd: px(8),
        paddingInlineStart: px(16),
        paddingInlineEnd: px(16),
        borderColor: folio('color-text'),
        borderRadius: { value: '99em' },
        _hover: { backgroundColor: folio('color-subtle-bg'), borderColor: folio('color-text') },
        primary: {
          backgroundColor: folio('color-dark'),
          _hover: { backgroundColor: folio('color-text') },
          _focus: { backgroundColor: folio('color-text') },
        },
        link: { _hover: { backgroundColor: { value: 'transparent' } } },
      },
      switchfield: {
        fontSize: px(15),
        // Folio sizes every box border-box, outside any cascade layer, so it wins over the track's
        // content-box: its size includes its padding (2px each side), around a 1em thumb.
        track: { width: { value: 'calc(2em + 4px)' }, height: { value: 'calc(1em + 4px)' } },
      },
      alert: {
        info: { color: folio('color-text'), backgroundColor: folio('color-subtle-bg') },
        warning: { color: folio('color-text') },
      },
    },
  },
});
