import { createClapGrouper } from './clap-grouping.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

test('clicks within the window leave as one request carrying their count', () => {
  const sent: number[] = [];
  const grouper = createClapGrouper(700, async (numClaps) => void sent.push(numClaps));
  for (let click = 0; click < 5; click++) {
    grouper.add();
    jest.advanceTimersByTime(600);
  }
  expect(sent).toEqual([]);
  expect(grouper.pending()).toBe(5);
  jest.advanceTimersByTime(700);
  expect(sent).toEqual([5]);
});

test('clicks made while a group is on its way leave after its answer, as the next group', async () => {
  const sent: number[] = [];
  const answers = [deferred(), deferred()];
  const grouper = createClapGrouper(700, (numClaps) => {
    sent.push(numClaps);
    return answers[sent.length - 1]!.promise;
  });
  grouper.add();
  grouper.add();
  jest.advanceTimersByTime(700);
  grouper.add();
  grouper.add();
  grouper.add();
  jest.advanceTimersByTime(700);
  expect(sent).toEqual([2]);
  expect(grouper.pending()).toBe(5);
  answers[0]!.resolve();
  await Promise.resolve();
  await Promise.resolve();
  jest.advanceTimersByTime(700);
  expect(sent).toEqual([2, 3]);
});

test('flush sends what is gathered at once; nothing gathered sends nothing', () => {
  const sent: number[] = [];
  const grouper = createClapGrouper(700, async (numClaps) => void sent.push(numClaps));
  grouper.flush();
  grouper.add();
  grouper.flush();
  expect(sent).toEqual([1]);
});
