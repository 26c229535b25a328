import { defineRule, noFindings, type Finding } from './rule.js';
import { purposePointer, type ConsentRequestView } from './payload-view.js';
import { retentionOf } from './purpose-fields.js';
import { retentionText } from './retention-text.js';

/** Allowed durations per unit (spec, section 8). */
export const retentionRanges: Readonly<Record<string, { readonly min: number; readonly max: number }>> = {
  month: { min: 1, max: 11 },
  year: { min: 1, max: 5 },
};
/** The same, for lookups by an untrusted unit (no prototype members, no keyed loads). */
const rangeByUnit = new Map(Object.entries(retentionRanges));

export const retentionRange = defineRule<ConsentRequestView>({
  id: 'retention-range',
  severity: 'error',
  enforcedByService: true,
  description: 'retention.duration is 1 to 11 for unit month and 1 to 5 for unit year.',
  rationale:
    'The consent manager shows retention as "6 months" or "2 years" and accepts only these ranges. Express 12 months or more in years.',
  messages: {
    outOfRange: 'retention of {durationText} is out of range for unit {unit} ({min} to {max})',
  },
  supersedes: ['schema/minimum', 'schema/maximum'],
  check({ languages }) {
    let findings: Finding[] | undefined;
    for (const language of languages) {
      const purposes = language.purposes ?? [];
      for (let p = 0; p < purposes.length; p++) {
        const retention = retentionOf(purposes[p]);
        if (retention === undefined) continue;
        const { duration, unit } = retention;
        if (typeof duration !== 'number' || !Number.isInteger(duration) || typeof unit !== 'string') continue;
        const range = rangeByUnit.get(unit);
        if (!range || (duration >= range.min && duration <= range.max)) continue;
        (findings ??= []).push({
          pointer: `${purposePointer(language, p)}/retention/duration`,
          messageId: 'outOfRange',
          data: { duration, unit, min: range.min, max: range.max, durationText: retentionText(duration, unit) },
        });
      }
    }
    return findings ?? noFindings;
  },
});
