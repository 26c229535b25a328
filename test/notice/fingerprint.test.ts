/** noticeFingerprint: stable, documented canonical form; per language and whole. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalNotice } from '../../src/notice/canonical.js';
import {
  canonicalFormId,
  canonicalLanguageText,
  canonicalNoticeText,
  noticeFingerprint,
} from '../../src/notice/fingerprint.js';
import { adult, minor } from '../support/examples.js';

const sha = (text: string): string => `sha256:${createHash('sha256').update(text).digest('hex')}`;

describe('noticeFingerprint', () => {
  it('is SHA-256 over the canonical text, whole and per language', () => {
    const notice = canonicalNotice(adult());
    const fingerprint = noticeFingerprint(adult());
    expect(fingerprint.canonicalForm).toBe(canonicalFormId);
    expect(fingerprint.notice).toBe(sha(canonicalNoticeText(notice)));
    expect(Object.keys(fingerprint.languages)).toEqual(['en', 'hi', 'ta']);
    for (const entry of notice.languages)
      expect(fingerprint.languages[entry.lang as string]).toBe(sha(canonicalLanguageText(notice, entry)));
  });

  it('keeps its value across releases (a stored fingerprint must still match)', () => {
    // Changing the canonical form changes these: then change canonicalFormId too and say so in DECISIONS.md.
    expect(noticeFingerprint(adult()).notice).toBe(
      'sha256:3c2e9fd2f439508eafc438b59f861566be05822f8cde963e32de4c8a222d5c53',
    );
    expect(noticeFingerprint(minor()).languages.hi).toBe(
      'sha256:88aeb4746226b0e6f168d2bffeb331fe2cf954ce2d2178fe87fce72b503eee1b',
    );
  });

  it('writes sorted keys, sorted lists, NFC text and collapsed white space', () => {
    const text = canonicalNoticeText(canonicalNotice(adult()));
    expect(text.startsWith('{"company":{')).toBe(true);
    const ids = [...text.matchAll(/"purposeId":"([^"]+)"/g)].slice(0, 3).map((m) => m[1]);
    expect(ids).toEqual(['account-opening', 'personalised-offers', 'transaction-alerts']);
    const spaced = adult();
    spaced.content.languages[0].label = ' Engli\u0073h \n';
    expect(noticeFingerprint(spaced)).toEqual(noticeFingerprint(adult()));
  });

  it('a language fingerprint changes only with what that language shows', () => {
    const next = adult();
    next.content.languages[1].purposes[0].purposeText += ' (नया)';
    const [a, b] = [noticeFingerprint(adult()), noticeFingerprint(next)];
    expect(b.notice).not.toBe(a.notice);
    expect(b.languages.hi).not.toBe(a.languages.hi);
    expect(b.languages.en).toBe(a.languages.en);
    next.content.company.contactEmail = 'other@suvarna.example';
    expect(noticeFingerprint(next).languages.en).not.toBe(a.languages.en);
  });

  it('never throws, and gives a "__proto__" tag an own member', () => {
    expect(() => noticeFingerprint(null)).not.toThrow();
    const odd = adult();
    odd.content.languages[1].lang = '__proto__';
    const languages = noticeFingerprint(odd).languages;
    expect(Object.hasOwn(languages, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(languages)).toBe(Object.prototype);
  });
});
