import { defineRule, noFindings, type Finding } from './utils/rule.js';
import { languageName, purposePointer, type ConsentRequestView, type LanguageView } from './utils/payload-view.js';
import {
  categoriesOf,
  categoryIdOf,
  durationOf,
  isRequiredCategory,
  purposeIdOf,
  retentionOf,
  unitOf,
} from './utils/purpose-fields.js';
import { retentionText } from './utils/retention-text.js';

/** One purpose as one language entry lists it. */
interface Occurrence {
  readonly language: LanguageView;
  readonly position: number;
  readonly purpose: unknown;
}

/** A value that occurrences agree or disagree on, with the occurrences that have it. */
interface Group {
  readonly key: string;
  readonly members: Occurrence[];
}

/**
 * The retention as a comparable key: durations in months, so that 24 months and 2 years are the
 * same; undefined when there is no duration and unit to compare (the schema's finding).
 */
function retentionKey(purpose: unknown): string | undefined {
  const retention = retentionOf(purpose);
  if (retention === undefined) return undefined;
  const { duration, unit } = retention;
  // Only values the schema accepts: a wrong type or unit is the schema's finding, not a second one here.
  if (typeof duration !== 'number' || !Number.isInteger(duration)) return undefined;
  if (unit === 'year') return `${duration * 12} month`;
  return unit === 'month' ? `${duration} month` : undefined;
}

function retentionTextOf(purpose: unknown): string {
  const duration = durationOf(purpose);
  const unit = unitOf(purpose);
  return typeof duration === 'number' && typeof unit === 'string' ? retentionText(duration, unit) : 'not given';
}

/** Category id -> required flag. */
function categoryFlags(categories: readonly unknown[]): Map<string, boolean> {
  const flags = new Map<string, boolean>();
  for (const c of categories) {
    const id = categoryIdOf(c);
    if (typeof id === 'string' && !flags.has(id)) flags.set(id, isRequiredCategory(c));
  }
  return flags;
}

/**
 * The categories as a comparable key, in any order; undefined when they are not an array, or when
 * a category is not an object with a string id and a boolean (or no) required flag: the schema
 * reports that value, and what it was meant to say cannot be compared.
 */
function categoriesKey(purpose: unknown): string | undefined {
  const categories = categoriesOf(purpose);
  if (categories === undefined) return undefined;
  for (const c of categories) {
    if (typeof categoryIdOf(c) !== 'string') return undefined;
    const required = (c as { required?: unknown }).required;
    if (required !== undefined && typeof required !== 'boolean') return undefined;
  }
  return JSON.stringify([...categoryFlags(categories)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function categoryDifference(expected: Map<string, boolean>, actual: Map<string, boolean>): string {
  const parts: string[] = [];
  const missing = [...expected.keys()].filter((id) => !actual.has(id));
  const extra = [...actual.keys()].filter((id) => !expected.has(id));
  const flagged = [...actual].filter(([id, req]) => expected.has(id) && expected.get(id) !== req).map(([id]) => id);
  if (missing.length) parts.push(`missing ${missing.join(', ')}`);
  if (extra.length) parts.push(`extra ${extra.join(', ')}`);
  if (flagged.length) parts.push(`required differs for ${flagged.join(', ')}`);
  return parts.join('; ');
}

/** Occurrences grouped by `key` (occurrences without one are left out), in order of first appearance. */
function groupBy(occurrences: readonly Occurrence[], key: (purpose: unknown) => string | undefined): Group[] {
  const groups = new Map<string, Group>();
  for (const o of occurrences) {
    const k = key(o.purpose);
    if (k === undefined) continue;
    const group = groups.get(k);
    if (group === undefined) groups.set(k, { key: k, members: [o] });
    else group.members.push(o);
  }
  return [...groups.values()];
}

/** The group more than half of the compared occurrences belong to, if any. */
function majorityOf(groups: readonly Group[]): Group | undefined {
  const total = groups.reduce((n, g) => n + g.members.length, 0);
  return groups.find((g) => g.members.length * 2 > total);
}

/** "\"hi\"", "\"hi\" and \"ta\"", "\"hi\", \"ta\" and \"mr\"". */
function entryList(occurrences: readonly Occurrence[]): string {
  const names = occurrences.map((o) => languageName(o.language));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
}

/** Every purposeId listed by more than one language entry, with where. Linear in the purposes. */
function purposesAcrossLanguages(view: ConsentRequestView): Map<string, Occurrence[]> {
  const byId = new Map<string, Occurrence[]>();
  for (const language of view.languages) {
    const purposes = language.purposes ?? [];
    for (let p = 0; p < purposes.length; p++) {
      const purposeId = purposeIdOf(purposes[p]);
      if (typeof purposeId !== 'string') continue;
      const list = byId.get(purposeId);
      const occurrence = { language, position: p, purpose: purposes[p] };
      // The first listing per language counts (a repeat is unique-purpose-ids' finding).
      if (list === undefined) byId.set(purposeId, [occurrence]);
      else if (list[list.length - 1]!.language !== language) list.push(occurrence);
    }
  }
  return byId;
}

/** Whether every language entry repeats the reference (a loop: no closure per call). */
function allMirrorReference(view: ConsentRequestView): boolean {
  for (const language of view.languages) if (!view.mirrorsReference(language)) return false;
  return true;
}

export const consistentTranslations = defineRule<ConsentRequestView>({
  id: 'consistent-translations',
  severity: 'warning',
  description: 'A purposeId has the same retention, data category ids and required flags in every language entry.',
  rationale:
    'Only the text of a notice is translated: what is collected and for how long must not depend on the language the Data Principal reads.',
  messages: {
    retention: 'retention of purpose "{purposeId}" is {actual} in {entry} but {expected} in {others}',
    retentionSplit:
      'retention of purpose "{purposeId}" differs between the language entries: {values}; make it the same in every language',
    categories: 'data categories of purpose "{purposeId}" in {entry} differ from {others}: {difference}',
    categoriesSplit:
      'data categories of purpose "{purposeId}" differ between the language entries {entries}, and no version is in most of them; make them the same in every language',
  },
  check(view) {
    // The common case: every entry repeats the reference (worked out once by the view).
    if (allMirrorReference(view)) return noFindings;
    let findings: Finding[] | undefined;
    const add = (finding: Finding): void => void (findings ??= []).push(finding);
    for (const [purposeId, occurrences] of purposesAcrossLanguages(view)) {
      if (occurrences.length < 2) continue;
      const pointer = (o: Occurrence, member: string): string => `${purposePointer(o.language, o.position)}/${member}`;

      const retentions = groupBy(occurrences, retentionKey);
      if (retentions.length > 1) {
        const majority = majorityOf(retentions);
        if (majority !== undefined) {
          const expected = retentionTextOf(majority.members[0]!.purpose);
          for (const group of retentions) {
            if (group === majority) continue;
            for (const o of group.members) {
              add({
                pointer: pointer(o, 'retention'),
                messageId: 'retention',
                data: {
                  purposeId,
                  entry: languageName(o.language),
                  others: entryList(majority.members),
                  actual: retentionTextOf(o.purpose),
                  expected,
                },
              });
            }
          }
        } else {
          const values = retentions
            .flatMap((g) => g.members)
            .sort((a, b) => a.language.index - b.language.index)
            .map((o) => `${retentionTextOf(o.purpose)} in ${languageName(o.language)}`)
            .join(', ');
          add({
            pointer: pointer(occurrences[0]!, 'retention'),
            messageId: 'retentionSplit',
            data: { purposeId, values },
          });
        }
      }

      const categories = groupBy(occurrences, categoriesKey);
      if (categories.length > 1) {
        const majority = majorityOf(categories);
        if (majority !== undefined) {
          const expected = categoryFlags(categoriesOf(majority.members[0]!.purpose)!);
          for (const group of categories) {
            if (group === majority) continue;
            for (const o of group.members) {
              const difference = categoryDifference(expected, categoryFlags(categoriesOf(o.purpose)!));
              add({
                pointer: pointer(o, 'dataCategories'),
                messageId: 'categories',
                data: { purposeId, entry: languageName(o.language), others: entryList(majority.members), difference },
              });
            }
          }
        } else {
          const entries = entryList(
            categories.flatMap((g) => g.members).sort((a, b) => a.language.index - b.language.index),
          );
          add({
            pointer: pointer(occurrences[0]!, 'dataCategories'),
            messageId: 'categoriesSplit',
            data: { purposeId, entries },
          });
        }
      }
    }
    return findings ?? noFindings;
  },
});
