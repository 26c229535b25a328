/**
 * `new Date(ms).toISOString()`, cheaper under load: Date's formatting was the costliest line of a
 * creation. The text up to the seconds is kept for the second at hand, so a busy sandbox formats
 * only the milliseconds of most timestamps. Same text, and the same RangeError for an invalid time.
 */

/** The second whose text is kept, in milliseconds since the epoch, and that text up to the dot. */
let keptSecond = Number.NaN;
let keptPrefix = '';

/** Largest time a Date holds, in milliseconds either side of the epoch (ECMA-262 TimeClip). */
const maxTime = 8.64e15;

/** The ISO 8601 text of the time `ms` (milliseconds since the epoch, truncated as Date does). */
export function isoTime(ms: number): string {
  // Invalid and out-of-range times take Date's own path, which throws its RangeError.
  if (!(Math.abs(ms) <= maxTime)) return new Date(ms).toISOString();
  const whole = Math.trunc(ms);
  const millis = ((whole % 1000) + 1000) % 1000;
  const second = whole - millis;
  if (second !== keptSecond) {
    // "…T12:34:56.789Z": everything before the milliseconds and the Z.
    keptPrefix = new Date(second).toISOString().slice(0, -4);
    keptSecond = second;
  }
  return `${keptPrefix}${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
}
