/**
 * The broad claims of the diff and the fingerprint, over generated valid payloads: a payload
 * does not differ from itself or from a shuffle of itself; each single edit yields exactly the
 * kind (and so the impact) the classification defines, and its inverse when OLD and NEW swap;
 * two payloads have the same fingerprint exactly when the diff finds no change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeKinds, type ChangeCode } from '../../../src/notice/diff/change-kinds.js';
import { diffConsentRequests } from '../../../src/notice/diff/diff-consent-requests.js';
import { noticeFingerprint } from '../../../src/notice/fingerprint.js';
import { consentRequest } from '../../../src/testing/arbitraries.js';
import type { Json } from '../../support/examples.js';

const clone = (value: unknown): Json => structuredClone(value);

/** Reverses or rotates every list whose order carries no meaning. */
function shuffle(payload: Json, seed: number): Json {
  const copy = clone(payload);
  const turn = <T>(items: T[], n: number): T[] =>
    items.length < 2 ? items : [...items.slice(n % items.length), ...items.slice(0, n % items.length)].reverse();
  copy.content.languages = turn(copy.content.languages, seed);
  for (const l of copy.content.languages) {
    l.purposes = turn(l.purposes, seed + 1);
    for (const p of l.purposes) p.dataCategories = turn(p.dataCategories, seed + 2);
  }
  return copy;
}

const pick = (items: readonly Json[], seed: number): Json => items[seed % items.length];
const defaultEntry = (p: Json): Json => p.content.languages.find((l: Json) => l.lang === p.content.defaultLanguage);
const otherEntry = (p: Json): Json | undefined =>
  p.content.languages.find((l: Json) => l.lang !== p.content.defaultLanguage);

/** One edit: changes `p` in place and names the kind it must produce, or returns undefined where it does not apply. */
type Edit = (p: Json, seed: number) => ChangeCode | undefined;

const edits: Readonly<Record<string, Edit>> = {
  addPurpose: (p, s) => {
    const l = pick(p.content.languages, s);
    l.purposes.push({ ...clone(l.purposes[0]), purposeId: 'zz-new-purpose' });
    return 'purpose-added';
  },
  removePurpose: (p, s) => {
    const l = pick(p.content.languages, s);
    if (l.purposes.length < 2) return undefined;
    l.purposes.splice(s % l.purposes.length, 1);
    return 'purpose-removed';
  },
  addCategory: (p, s) => {
    pick(pick(p.content.languages, s).purposes, s).dataCategories.push({ id: 'zz-new-category', label: 'new' });
    return 'category-added';
  },
  removeCategory: (p, s) => {
    const c = pick(pick(p.content.languages, s).purposes, s).dataCategories;
    if (c.length < 2) return undefined;
    c.splice(s % c.length, 1);
    return 'category-removed';
  },
  toggleRequired: (p, s) => {
    const c = pick(pick(pick(p.content.languages, s).purposes, s).dataCategories, s);
    c.required = c.required !== true;
    return c.required ? 'category-required' : 'category-optional';
  },
  lengthen: (p, s) => {
    const r = pick(pick(p.content.languages, s).purposes, s).retention;
    if (r.unit === 'year' && r.duration === 5) return undefined;
    if (r.unit === 'month' && r.duration === 11) Object.assign(r, { duration: 1, unit: 'year' });
    else r.duration += 1;
    return 'retention-lengthened';
  },
  shorten: (p, s) => {
    const r = pick(pick(p.content.languages, s).purposes, s).retention;
    if (r.unit === 'month' && r.duration === 1) return undefined;
    if (r.unit === 'year' && r.duration === 1) Object.assign(r, { duration: 11, unit: 'month' });
    else r.duration -= 1;
    return 'retention-shortened';
  },
  rewordDefault: (p, s) => {
    pick(defaultEntry(p).purposes, s).description += ' zz9 more';
    return 'purpose-meaning-changed';
  },
  rewordTranslation: (p, s) => {
    const l = otherEntry(p);
    if (l === undefined) return undefined;
    pick(l.purposes, s).purposeText += ' zz9 more';
    return 'purpose-wording-changed';
  },
  relabelCategory: (p, s) => {
    pick(pick(pick(p.content.languages, s).purposes, s).dataCategories, s).label += ' zz9';
    return 'category-label-changed';
  },
  addLanguage: (p) => {
    // Frisian: not among the generated tags.
    p.content.languages.push({ ...clone(p.content.languages[0]), lang: 'fy' });
    return 'language-added';
  },
  removeLanguage: (p, s) => {
    const others = p.content.languages.filter((l: Json) => l.lang !== p.content.defaultLanguage);
    if (others.length === 0) return undefined;
    p.content.languages.splice(p.content.languages.indexOf(pick(others, s)), 1);
    return 'language-removed';
  },
  renameCompany: (p) => {
    p.content.company.companyName += ' zz9';
    return 'company-changed';
  },
  changeOfficer: (p) => {
    p.content.company.grievanceOfficer.email = `zz9.${p.content.company.grievanceOfficer.email}`;
    return 'grievance-officer-changed';
  },
};

const editNames = Object.keys(edits);

describe('diff and fingerprint properties', () => {
  it('a payload does not differ from itself or from a shuffle of itself', () => {
    fc.assert(
      fc.property(consentRequest, fc.nat(), (payload, seed) => {
        expect(diffConsentRequests(payload, clone(payload)).changes).toEqual([]);
        const shuffled = shuffle(payload, seed);
        expect(diffConsentRequests(payload, shuffled).changes).toEqual([]);
        expect(noticeFingerprint(shuffled)).toEqual(noticeFingerprint(payload));
      }),
    );
  });

  it('each single edit yields exactly the kind its classification defines, and the inverse when swapped', () => {
    fc.assert(
      fc.property(consentRequest, fc.constantFrom(...editNames), fc.nat(), (payload, name, seed) => {
        const next = clone(payload);
        const code = edits[name]?.(next, seed);
        fc.pre(code !== undefined);
        const forward = diffConsentRequests(payload, next);
        expect(forward.changes.map((c) => [c.code, c.impact])).toEqual([[code, changeKinds[code!].impact]]);
        expect(forward.reconsentRequired).toBe(changeKinds[code!].impact === 'reconsent');
        const backward = diffConsentRequests(next, payload).changes;
        expect(backward.map((c) => c.code)).toEqual([changeKinds[code!].inverse]);
      }),
    );
  });

  it('two payloads have the same fingerprint exactly when the diff finds no change', () => {
    const pair = fc.oneof(
      fc.tuple(consentRequest, consentRequest),
      fc.tuple(consentRequest, fc.constantFrom(...editNames, 'shuffle'), fc.nat()).map(([payload, name, seed]) => {
        if (name === 'shuffle') return [payload, shuffle(payload, seed)] as const;
        const next = clone(payload);
        edits[name]?.(next, seed);
        return [payload, next] as const;
      }),
    );
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const sameFingerprint = noticeFingerprint(a).notice === noticeFingerprint(b).notice;
        expect(sameFingerprint).toBe(diffConsentRequests(a, b).changes.length === 0);
      }),
    );
  });
});
