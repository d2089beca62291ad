/**
 * RFC 8058 one-click unsubscribe: the headers that make mail clients offer their own Unsubscribe, and
 * the one short form field they POST to the address (decision 158). Anything far larger is not one.
 */
export const oneClickHeaders = (address: string) => ({
  'List-Unsubscribe': `<${address}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const maxBodyBytes = 1024;

export const isOneClickBody = (body: string) =>
  body.length <= maxBodyBytes && new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';

export const notOneClickMessage = 'The body must be List-Unsubscribe=One-Click (RFC 8058).';
