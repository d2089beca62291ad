import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Lambda function URLs behind CloudFront origin access control accept a request body only with its
 * SHA-256 in this header: CloudFront signs the request but cannot hash the body for us.
 */
export const bodyHashHeader = 'x-amz-content-sha256';

/**
 * Synchronous on purpose: a page that is going away can still send (keepalive) only what it starts
 * sending before it unloads, and WebCrypto's digest would answer too late.
 */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));
