import { anonymousViewer, type Viewer } from '#shared/api/viewer.ts';
import type { Meter, MeterReading } from './metered/meter.ts';
import { unlockStory } from './story-unlock.ts';
import { storedPost } from './test-doubles.ts';

const key = 'a'.repeat(32);
const locked = storedPost({ isLocked: true, visibility: 'LOCKED' });
const reader: Viewer = { ...anonymousViewer, id: 'reader' };
const reading = (unlocked: boolean): MeterReading => ({
  unlocked,
  storiesLeft: unlocked ? 2 : 0,
  allowance: 3,
  window: 'MONTHLY',
});
const meterAnswering = (answer: MeterReading | undefined) =>
  ({ open: jest.fn(async () => answer) }) satisfies Meter;

describe('unlockStory', () => {
  test('asks nothing for readers the rule already lets in, nor for stories not member-only', async () => {
    const meter = meterAnswering(reading(true));
    expect(await unlockStory(locked, { ...reader, tier: 'MEMBER' }, {}, meter)).toEqual({});
    expect(await unlockStory(locked, { ...reader, id: locked.creatorId }, {}, meter)).toEqual({});
    expect(await unlockStory(storedPost(), reader, {}, meter)).toEqual({});
    expect(meter.open).not.toHaveBeenCalled();
  });

  test('opens the story for the key stored, before and instead of the meter', async () => {
    const meter = meterAnswering(reading(true));
    expect(await unlockStory(locked, reader, { stored: key, presented: key }, meter)).toEqual({
      unlock: 'friend-link',
    });
    expect(await unlockStory(locked, anonymousViewer, { stored: key, presented: key }, meter)).toEqual({
      unlock: 'friend-link',
    });
    expect(meter.open).not.toHaveBeenCalled();
  });

  test('a wrong or revoked key is no key', async () => {
    const meter = meterAnswering(undefined);
    expect(
      await unlockStory(locked, anonymousViewer, { stored: key, presented: 'b'.repeat(32) }, meter),
    ).toEqual({});
    expect(await unlockStory(locked, anonymousViewer, { presented: key }, meter)).toEqual({});
    expect(await unlockStory(locked, anonymousViewer, { stored: key, presented: 'a' }, meter)).toEqual({});
  });

  test('meters signed-in readers only: opened within the allowance, told when none is left', async () => {
    expect(await unlockStory(locked, reader, {}, meterAnswering(reading(true)))).toEqual({
      unlock: 'meter',
      meter: reading(true),
    });
    expect(await unlockStory(locked, reader, {}, meterAnswering(reading(false)))).toEqual({
      meter: reading(false),
    });
    expect(await unlockStory(locked, reader, {}, meterAnswering(undefined))).toEqual({});
    const meter = meterAnswering(reading(true));
    expect(await unlockStory(locked, anonymousViewer, {}, meter)).toEqual({});
    expect(meter.open).not.toHaveBeenCalled();
  });

  test('never opens a story that is not published (a writer previewing their draft is the writer)', async () => {
    const meter = meterAnswering(reading(true));
    expect(
      await unlockStory({ ...locked, status: 'DRAFT' }, reader, { stored: key, presented: key }, meter),
    ).toEqual({});
  });
});
