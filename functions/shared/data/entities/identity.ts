/**
 * A sign-in provider's account linked to a user: (provider, subject) → userId, unique because it is
 * created with an attribute_not_exists condition. The key holds the subject as hex (`subjectKey`):
 * ElectroDB lower-cases key values, and a provider's subject is case-sensitive. Listed by user on
 * gsi1 (Security settings' connections, and which providers a user can sign in with).
 */
export const identitySchema = {
  model: { entity: 'identity', version: '1', service: 'folio' },
  attributes: {
    provider: { type: 'string', required: true },
    /** Hex of the subject's UTF-8 bytes. */
    subjectKey: { type: 'string', required: true },
    /** The provider's stable id of the person (`sub`, or Facebook's and X's `id`), as given. */
    subject: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    /** The address the provider gave when the link was made, if any (shown, never used to sign in). */
    email: { type: 'string' },
    /** The provider's handle, when it has one (X's `username`): kept fresh at each sign-in with it. */
    handle: { type: 'string' },
    createdAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    bySubject: {
      pk: { field: 'pk', composite: ['provider', 'subjectKey'] },
      sk: { field: 'sk', composite: [] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['provider', 'subjectKey'] },
    },
  },
} as const;
