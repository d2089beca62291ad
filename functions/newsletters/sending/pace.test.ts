import { pacer } from './pace.ts';

test('calls are spaced to the rate: the first at once, each next one an interval later', async () => {
  let clock = 1_000;
  const waits: number[] = [];
  const pace = pacer(
    4,
    () => clock,
    async (ms) => {
      waits.push(ms);
      clock += ms;
    },
  );
  for (let call = 0; call < 4; call++) await pace();
  expect(waits).toEqual([250, 250, 250]);
  clock += 2_000; // idle: no debt carried, the next call goes at once
  await pace();
  expect(waits).toHaveLength(3);
});
