type Tree = { [key: string]: Tree | string };

/**
 * Stripe's request encoding as the SDK writes it: `application/x-www-form-urlencoded` with bracketed
 * keys (`line_items[0][price]=…`, `metadata[folioUserId]=…`, `lookup_keys[0]=…`), read back into
 * objects; objects whose keys are 0, 1, 2… become arrays. Used for query strings too.
 */
export function parseStripeForm(encoded: string): Record<string, unknown> {
  const root: Tree = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = (node[segment] = typeof node[segment] === 'object' ? node[segment] : {}) as Tree;
    });
  }
  return arraysOf(root) as Record<string, unknown>;
}

function arraysOf(node: Tree | string): unknown {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const values = keys.map((key) => arraysOf(node[key] as Tree | string));
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return values;
  return Object.fromEntries(keys.map((key, index) => [key, values[index]]));
}
