import {
  meterFromFlags,
  meterWindow,
  type MeterConfig,
  type PaywallWindow,
} from '#contract/paywall-meter.ts';
import type { Flags } from '#contract/flags.ts';
import type { MeteredRepository } from './repository.ts';

/** What the story page tells a metered reader (PostContent.meter). */
export interface MeterReading {
  /** Whether this story opened in full through the allowance. */
  unlocked: boolean;
  storiesLeft: number;
  allowance: number;
  window: PaywallWindow;
}

export interface MeterDependencies {
  repository: MeteredRepository;
  /** The flag store's values (cached by it): the allowance and its window. */
  flags: () => Promise<Flags>;
  now: () => number;
}

/** The meter in force, from the operators' flags. */
const configOf = (flags: Flags): MeterConfig =>
  meterFromFlags(String(flags.paywall_metered_stories), String(flags.paywall_metered_window));

/**
 * The metered paywall (decision 141): a signed-in non-member's open of a member-only story on its page
 * counts against the allowance of the current window. Undefined when the meter is off (allowance 0).
 */
export function createMeter({ repository, flags, now }: MeterDependencies) {
  return {
    async open(userId: string, postId: string): Promise<MeterReading | undefined> {
      const config = configOf(await flags());
      if (config.stories === 0) return undefined;
      const window = meterWindow(config.window, now());
      const { counted, storiesUsed } = await repository.openMetered({
        userId,
        postId,
        window: config.window,
        windowStart: window.start,
        stories: config.stories,
        expiresAt: Math.ceil(window.end / 1000),
      });
      return {
        unlocked: counted,
        storiesLeft: Math.max(0, config.stories - storiesUsed),
        allowance: config.stories,
        window: config.window,
      };
    },
  };
}

export type Meter = ReturnType<typeof createMeter>;
