/**
 * A large object as a list of JSON parts, each the value at one path, and back (decision 227). One
 * JSON string of a whole index passes V8's limit on a string's length (about 512 M characters) long
 * before 100,000 stories; split down to `depth` levels of plain objects, no part comes near it.
 */
type Json = unknown;

const isPlainObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const frame = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return [length, bytes];
};

/** Every part as [4-byte length][path JSON][4-byte length][value JSON], in one buffer. */
export function toParts(value: Json, depth: number): Buffer {
  const buffers: Buffer[] = [];
  const walk = (node: Json, path: string[]) => {
    if (path.length < depth && isPlainObject(node) && Object.keys(node).length > 0) {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
      return;
    }
    buffers.push(...frame(JSON.stringify(path)), ...frame(JSON.stringify(node) ?? 'null'));
  };
  walk(value, []);
  return Buffer.concat(buffers);
}

/** A property of its own even when named `__proto__` (a word of a story may be any key). */
const own = (node: Record<string, Json>, key: string, value: Json) =>
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });

export function fromParts(buffer: Buffer): Json {
  let root: Json = undefined;
  let at = 0;
  const next = () => {
    const length = buffer.readUInt32BE(at);
    const text = buffer.toString('utf8', at + 4, at + 4 + length);
    at += 4 + length;
    return JSON.parse(text) as Json;
  };
  while (at < buffer.length) {
    const path = next() as string[];
    const value = next();
    if (path.length === 0) {
      root = value;
      continue;
    }
    root ??= {};
    let node = root as Record<string, Json>;
    for (const key of path.slice(0, -1)) {
      if (!Object.hasOwn(node, key)) own(node, key, {});
      node = node[key] as Record<string, Json>;
    }
    own(node, path[path.length - 1]!, value);
  }
  return root;
}
