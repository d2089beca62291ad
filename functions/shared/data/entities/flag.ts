/**
 * An operator's value for a feature flag (graphql/contract/flags.ts names them and holds defaults).
 * All flags share one partition, so reading them all is one Query.
 */
export const flagSchema = {
  model: { entity: 'flag', version: '1', service: 'folio' },
  attributes: {
    name: { type: 'string', required: true },
    boolValue: { type: 'boolean' },
    stringValue: { type: 'string' },
    updatedAt: { type: 'number', required: true },
    /** Who changed it last (the operator's name or ARN), for the audit trail. */
    updatedBy: { type: 'string', required: true },
  },
  indexes: {
    all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['name'] } },
  },
} as const;
