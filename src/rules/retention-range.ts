import { defineRule, type Finding } from './utils/rule.js';
import {
  findInEachLanguage,
  purposePointer,
  type ConsentRequestView,
  type LanguageView,
} from './utils/payload-view.js';
import { retentionOf } from './utils/purpose-fields.js';
import { retentionText } from './utils/retention-text.js';

/** Allowed durations per unit (spec, section 8). */
export const retentionRanges: Readonly<Record<string, { readonly min: number; readonly max: number }>> = {
  month: { min: 1, max: 11 },
  year: { min: 1, max: 5 },
};
/** The same, for lookups by an untrusted unit (no prototype members, no keyed loads). */
const rangeByUnit = new Map(Object.entries(retentionRanges));

/** The same length of time in the other unit when it is in range there: 12 months -> "1 year" (unit year). */
function equivalentInRange(duration: number, unit: string): string | undefined {
  const [other, amount] =
    unit === 'month'
      ? (['year', duration / 12] as const)
      : unit === 'year'
        ? (['month', duration * 12] as const)
        : [undefined, 0];
  const range = other === undefined ? undefined : rangeByUnit.get(other);
  if (
    other === undefined ||
    range === undefined ||
    !Number.isInteger(amount) ||
    amount < range.min ||
    amount > range.max
  )
    return undefined;
  return `${retentionText(amount, other)} (duration ${amount}, unit "${other}")`;
}

function findIn(language: LanguageView): Finding[] | undefined {
  let findings: Finding[] | undefined;
  const purposes = language.purposes ?? [];
  for (let p = 0; p < purposes.length; p++) {
    const retention = retentionOf(purposes[p]);
    if (retention === undefined) continue;
    const { duration, unit } = retention;
    if (typeof duration !== 'number' || !Number.isInteger(duration) || typeof unit !== 'string') continue;
    const range = rangeByUnit.get(unit);
    if (!range || (duration >= range.min && duration <= range.max)) continue;
    const equivalent = equivalentInRange(duration, unit);
    (findings ??= []).push({
      pointer: `${purposePointer(language, p)}/retention/duration`,
      messageId: equivalent === undefined ? 'outOfRange' : 'outOfRangeEquivalent',
      data: {
        duration,
        unit,
        min: range.min,
        max: range.max,
        durationText: retentionText(duration, unit),
        ...(equivalent && { equivalent }),
      },
    });
  }
  return findings;
}

export const retentionRange = defineRule<ConsentRequestView>({
  id: 'retention-range',
  severity: 'error',
  enforcedByService: true,
  description: 'retention.duration is 1 to 11 for unit month and 1 to 5 for unit year.',
  rationale:
    'The consent manager shows retention as "6 months" or "2 years" and accepts only these ranges. Express 12 months or more in years.',
  messages: {
    outOfRange: 'retention of {durationText} is out of range for unit {unit} ({min} to {max})',
    outOfRangeEquivalent:
      'retention of {durationText} is out of range for unit {unit} ({min} to {max}); use {equivalent}',
  },
  supersedes: ['schema/minimum', 'schema/maximum'],
  check: (view) => findInEachLanguage(view, findIn),
});
