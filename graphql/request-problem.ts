import { requestLimits } from './api-settings.ts';

/** How deep a JSON value nests (a scalar is 0, `{ a: [1] }` is 2), counted without recursion. */
function nestingOf(value: unknown, stopAbove: number): number {
  let deepest = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    deepest = Math.max(deepest, depth);
    if (deepest > stopAbove) return deepest;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return deepest;
}

/**
 * Why a request's query and variables may not run, or undefined. Checked before anything else reads
 * the variables: serialising or coercing a value nested thousands deep overflows the stack.
 */
export function requestProblem(query: string, variables: unknown): string | undefined {
  const { maxVariablesDepth, maxRequestBytes } = requestLimits;
  if (nestingOf(variables, maxVariablesDepth) > maxVariablesDepth)
    return `The variables nest more than ${maxVariablesDepth} levels deep.`;
  const bytes = Buffer.byteLength(query) + Buffer.byteLength(JSON.stringify(variables ?? {}));
  if (bytes > maxRequestBytes)
    return `The query and its variables are larger than ${maxRequestBytes / 1024 / 1024} MB.`;
  return undefined;
}
