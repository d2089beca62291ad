import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { memoryKeyValueStore } from './cloudfront-function.ts';

/** The CloudFront KeyValueStore stand-in, kept in a JSON file so custom domains survive restarts. */
export function fileKeyValueStore(path: string) {
  const store = memoryKeyValueStore(
    existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : {},
  );
  return {
    get: store.get,
    put(key: string, value: unknown) {
      store.put(key, value);
      writeFileSync(path, JSON.stringify(store.entries(), null, 2));
    },
  };
}
