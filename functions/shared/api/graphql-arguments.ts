import type * as z from 'zod';

/** A union of literals (an enum, Boolean) as opposed to any string or number. */
type IsOpen<T> = [string] extends [T] ? true : [number] extends [T] ? true : false;

/** Why a value the API may pass (`Args`) and what Zod accepts (`Input`) disagree; never when they agree. */
type ValueProblem<Input, Args, Path extends string> =
  | (null extends Args ? (null extends Input ? never : `${Path} may be null`) : never)
  | (undefined extends Args ? (undefined extends Input ? never : `${Path} may be left out`) : never)
  | ShapeProblem<NonNullable<Input>, NonNullable<Args>, Path>;

type ShapeProblem<Input, Args, Path extends string> = [Args] extends [readonly (infer Item)[]]
  ? [Input] extends [readonly (infer Accepted)[]]
    ? ValueProblem<Accepted, Item, `${Path}[]`>
    : `${Path} is a list`
  : [Args] extends [object]
    ? ObjectProblem<Input, Args, `${Path}.`>
    : IsOpen<Args> extends true
      ? // Any string or number: Zod may take fewer (a pattern, an enum of providers).
        [Input] extends [Args]
        ? never
        : `${Path} has another type`
      : // An enum: Zod must take every value.
        [Args] extends [Input]
        ? never
        : `${Path} does not take every value`;

/** `Path`: the prefix of the object's arguments (`input.`), empty at the top. */
type ObjectProblem<Input, Args, Path extends string> =
  | { [K in Exclude<keyof Args, keyof Input>]: `${Path}${K & string} is not read` }[Exclude<
      keyof Args,
      keyof Input
    >]
  | { [K in Exclude<keyof Input, keyof Args>]: `${Path}${K & string} is not an argument` }[Exclude<
      keyof Input,
      keyof Args
    >]
  | { [K in keyof Args & keyof Input]: ValueProblem<Input[K], Args[K], `${Path}${K & string}`> }[keyof Args &
      keyof Input];

/** Each field's arguments type checked on its own: one Zod schema may serve several fields. */
type ArgumentsProblem<Input, Args> = Args extends unknown ? ObjectProblem<Input, Args, ''> : never;

/**
 * A Zod schema of a field's arguments, tied at compile time to the arguments type generated from
 * graphql/schema.graphql (graphql/generated/schema-types.ts): it reads exactly the field's arguments, takes
 * null or nothing wherever the API may pass them, every value of an enum, and no other type than the
 * API's (it may take fewer strings or numbers: that is its job). A schema change that the Zod schema
 * does not follow fails typecheck, naming the argument. `Args` may be a union when one Zod schema
 * serves several fields.
 */
export const graphqlArguments =
  <Args>() =>
  <Schema extends z.ZodType>(
    schema: Schema &
      ([ArgumentsProblem<z.input<Schema>, Args>] extends [never]
        ? unknown
        : { argumentsProblem: ArgumentsProblem<z.input<Schema>, Args> }),
  ): Schema =>
    schema;
