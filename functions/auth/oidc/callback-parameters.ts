import * as z from 'zod';

/**
 * What a provider sends back (RFC 6749 §4.1.2, RFC 9207 `iss`), in the query of a GET or in a form
 * (form-post.ts); our state is a 32-byte random token.
 */
export const callbackParameters = z.object({
  state: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code: z.string().min(1).max(4096).optional(),
  error: z.string().max(256).optional(),
  iss: z.string().max(2048).optional(),
});

export type CallbackParameters = z.output<typeof callbackParameters> & {
  /**
   * The name the provider's form carried (Apple's `user`, sent on the first sign-in only). Unsigned, so
   * it only fills in a name the verified identity lacks; an address there is never read.
   */
  name?: string;
};
