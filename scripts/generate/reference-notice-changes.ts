/**
 * The "Notice changes" section of the field reference: every kind of change `diff` reports, from
 * the classification table in src/notice/diff/change-kinds.ts (passed in, so nothing is written twice).
 */
import { cell, code, table } from './reference-markdown.js';

/** What this section needs of the package. */
export interface NoticeChangeSource {
  readonly changeKinds: Readonly<Record<string, { impact: string; description: string; why: string; inverse: string }>>;
  readonly impacts: readonly string[];
}

const impactMeaning: Readonly<Record<string, string>> = {
  reconsent: 'consent given to OLD does not cover NEW: ask everyone again (`diff` exits 1)',
  notice: 'the page says something else, not more: show NEW from now on',
  narrowing: 'NEW asks for less than OLD: consent given to OLD covers it',
};

/** The section's body (without its heading). */
export function renderNoticeChanges(source: NoticeChangeSource): string {
  const impacts = source.impacts.map((impact) => `- ${code(impact)}: ${impactMeaning[impact] ?? ''}`);
  const rows = Object.entries(source.changeKinds).map(([id, kind]) => [
    code(id),
    code(kind.impact),
    cell(kind.description),
    cell(kind.why),
    code(kind.inverse),
  ]);
  return [
    '`diffConsentRequests(old, new)` and `consent-contract diff OLD NEW` compare two payloads through the',
    "notice's canonical form (the one `noticeFingerprint` hashes): language entries by `lang`, purposes by",
    '`purposeId`, data categories by `id`; order, white space and Unicode normalisation are no change, and',
    'requestId, dataPrincipal, version and supersedesPrevious are not part of the notice. Each change has',
    'an impact:',
    '',
    ...impacts,
    '',
    'A NEW that needs fresh consent but sets `supersedesPrevious: false` gets the error',
    '`supersedes-previous-false`. The inverse is what the same edit is when OLD and NEW swap.',
    '',
    table(['Change', 'Impact', 'When', 'Why', 'Inverse'], rows),
  ].join('\n');
}
