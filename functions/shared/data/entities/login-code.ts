import { authOperations } from './auth-grant.ts';

/**
 * The live 6-digit code of an e-mail address (a new request replaces it). Kept as an HMAC of address
 * and code; every wrong guess counts, and the code dies after the limit, so it cannot be brute-forced.
 */
export const loginCodeSchema = {
  model: { entity: 'loginCode', version: '1', service: 'folio' },
  attributes: {
    email: { type: 'string', required: true },
    codeHash: { type: 'string', required: true },
    operation: { type: authOperations, required: true },
    fullName: { type: 'string' },
    redirect: { type: 'string' },
    /** The binding of the browser that asked for the code, passed on to the account token it buys. */
    bindingHash: { type: 'string' },
    failures: { type: 'number', default: 0 },
    createdAt: { type: 'number', required: true },
    /** Epoch seconds. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
