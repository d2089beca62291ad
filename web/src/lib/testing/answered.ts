/**
 * Data as the API answers it and Apollo stores it, for test fixtures: a generated operation type (the
 * fields its document selects) with the `__typename` that Apollo adds to every object.
 */
export type Answered<T> = T extends readonly (infer Item)[]
  ? Answered<Item>[]
  : T extends object
    ? { [K in keyof T]: Answered<T[K]> } & { __typename?: string }
    : T;
