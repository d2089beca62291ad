import type { Instrument } from '#local/runtime.ts';

/** One call through an instrumented function: its name, its arguments and its answer. */
export interface RecordedCall {
  name: string;
  args: unknown[];
  answer: unknown;
}

/**
 * Records the calls a page makes through the instrumented parts of the local platform, and replays
 * any part from the record: with 'graphql' replayed the pages Lambda renders without the API; with
 * the domains replayed the local AppSync executes without the Lambdas. A replayed call answers what
 * the recorded call with the same first argument (the event, the GraphQL request) answered.
 */
export function partRecorder() {
  const raw = new Map<string, (...args: never[]) => unknown>();
  const answers = new Map<string, unknown>();
  const replayed = new Set<string>();
  let recording = false;
  let calls: RecordedCall[] = [];
  const keyOf = (name: string, input: unknown) => `${name} ${JSON.stringify(input)}`;

  const instrument: Instrument = (name, fn) => {
    raw.set(name, fn);
    const wrapped = async (...args: never[]) => {
      const [input] = args;
      if (replayed.has(name)) {
        const key = keyOf(name, input);
        if (!answers.has(key)) throw new Error(`Nothing recorded for ${key.slice(0, 200)}`);
        return answers.get(key);
      }
      const answer = await fn(...args);
      if (recording) {
        calls.push({ name, args, answer });
        answers.set(keyOf(name, input), answer);
      }
      return answer;
    };
    return wrapped as unknown as typeof fn;
  };

  return {
    instrument,
    /** Records the calls `run` makes; they replace the previous record. */
    async record(run: () => Promise<unknown>): Promise<RecordedCall[]> {
      calls = [];
      recording = true;
      try {
        await run();
      } finally {
        recording = false;
      }
      return calls;
    },
    /** Runs `run` with the named parts answering from the record. */
    async replaying<T>(names: readonly string[], run: () => Promise<T>): Promise<T> {
      names.forEach((name) => replayed.add(name));
      try {
        return await run();
      } finally {
        names.forEach((name) => replayed.delete(name));
      }
    },
    /** The function a part wraps, to call it alone. */
    raw(name: string) {
      const fn = raw.get(name);
      if (!fn) throw new Error(`No part named ${name}`);
      return fn as unknown as (...args: unknown[]) => Promise<unknown>;
    },
  };
}
