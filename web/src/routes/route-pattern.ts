import type { RouteParams } from './catalogue.ts';

/** One path segment of a route: literal text, a `{param}`, or `@{param}` (a username). */
export type Segment =
  { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'at'; name: string };

export function compilePath(path: string): Segment[] {
  if (!path.startsWith('/')) throw new Error(`Route path ${path} must start with '/'.`);
  return path
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      const param = /^(@?)\{(\w+)\}$/.exec(part);
      if (param) return param[1] ? { kind: 'at', name: param[2]! } : { kind: 'param', name: param[2]! };
      if (/[{}]/.test(part)) throw new Error(`Route path ${path}: unsupported segment ${part}.`);
      return { kind: 'static', value: part };
    });
}

export const paramNames = (segments: readonly Segment[]) =>
  segments.flatMap((segment) => (segment.kind === 'static' ? [] : [segment.name]));

/**
 * Two patterns are ambiguous when every segment is of the same kind with the same literal text: then
 * no rule can say which one a path means. Parameter names do not count.
 */
export const ambiguityKey = (segments: readonly Segment[]) =>
  '/' + segments.map((s) => (s.kind === 'static' ? `=${s.value}` : s.kind === 'at' ? '@' : ':')).join('/');

/**
 * Sort key making static segments beat `@` segments, which beat plain parameters, position by
 * position from the left: '/p/{postId}' wins over '/{collectionSlug}/{postId}' for /p/abc.
 */
export const specificity = (segments: readonly Segment[]) =>
  segments.map((s) => (s.kind === 'static' ? '2' : s.kind === 'at' ? '1' : '0')).join('');

/** Fills a pattern; throws when a parameter is missing (an empty one is allowed: it only warns on match). */
export function fillPath(routeName: string, segments: readonly Segment[], params: RouteParams): string {
  const parts = segments.map((segment) => {
    if (segment.kind === 'static') return segment.value;
    const value = params[segment.name];
    if (value === undefined) throw new Error(`Route ${routeName} needs the parameter ${segment.name}.`);
    return (segment.kind === 'at' ? '@' : '') + encodeURIComponent(value);
  });
  return '/' + parts.join('/');
}
