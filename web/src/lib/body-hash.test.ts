import { createHash } from 'node:crypto';
import { sha256Hex } from './body-hash.ts';

test.each(['', '[{"key":"homepage-viewed"}]', 'ünïcödé ✓ 🎉'.repeat(100)])(
  'hashes %p as SHA-256 of its UTF-8 bytes',
  (text) => {
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  },
);
