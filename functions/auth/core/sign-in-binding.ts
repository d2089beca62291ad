import * as z from 'zod';
import { sha256Hex } from './tokens.ts';

/**
 * What every sign-in grant keeps of the browser that asked for it (docs/decisions.md §55): the
 * sign-in calls take the page's **binding** (e-mail link or code, password, Google one-tap), and the
 * grant they write keeps its SHA-256. The nonce cookie behind the binding and the check at the
 * callback are e-mail sign-in's (email-sign-in/binding.ts).
 */

/** A nonce, or a binding: 32 random bytes, or a SHA-256, in base64url. */
export const bindingValue = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** What a grant keeps of the binding it was asked with. */
export const bindingHashOf = (binding: string) => sha256Hex(binding);

/** What a grant made with `binding` (a sign-in call's argument) keeps: its hash, or nothing. */
export const grantBinding = (binding: string | undefined): { bindingHash?: string } =>
  binding ? { bindingHash: bindingHashOf(binding) } : {};
