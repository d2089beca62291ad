import type { CSSProperties } from 'react';

/** The look every Folio e-mail rendered with React Email shares (React Email inlines it: e-mail clients load no style sheet). */
export const emailFont = {
  sans: '-apple-system, "Segoe UI", Helvetica, Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", serif',
};
export const emailInk = '#242424';
export const emailMuted = '#6b6b6b';

export const emailFrame = {
  body: { backgroundColor: '#ffffff', color: emailInk, margin: 0 },
  container: { maxWidth: '600px', padding: '24px 16px' },
  /** The one call to action: a dark pill. */
  button: {
    fontFamily: emailFont.sans,
    fontSize: '16px',
    backgroundColor: emailInk,
    color: '#ffffff',
    borderRadius: '20px',
    padding: '10px 20px',
    textDecoration: 'none',
    display: 'inline-block',
  },
} satisfies Record<string, CSSProperties>;
