/** The message catalogues: English complete, others a subset with the same placeholders, fallback by string. */
import { describe, expect, it } from 'vitest';
import { catalogueFor, catalogues, english, messagesFor } from '../../../src/notice-page/messages/catalogue.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();

describe('message catalogues', () => {
  it('English has every message, none blank', () => {
    for (const [key, text] of Object.entries(english.messages)) expect(text.trim(), key).not.toBe('');
  });

  it('every other catalogue has only known keys, with the placeholders English has', () => {
    for (const catalogue of catalogues.values()) {
      for (const [key, text] of Object.entries(catalogue.messages)) {
        expect(Object.hasOwn(english.messages, key), `${catalogue.lang}.${key}`).toBe(true);
        expect(placeholders(text as string), `${catalogue.lang}.${key}`).toEqual(
          placeholders(english.messages[key as keyof typeof english.messages]),
        );
      }
    }
  });

  it('Hindi has the words of the notice and its statements', () => {
    const hi = catalogueFor('hi').messages;
    for (const key of ['grant', 'revoke', 'mandatory', 'retention', 'withdraw', 'grievance', 'board'] as const)
      expect(hi[key]).toBeDefined();
  });

  it('picks the exact tag, then the primary language, then English; falls back per message', () => {
    expect(catalogueFor('hi-IN').lang).toBe('hi');
    expect(catalogueFor('HI').lang).toBe('hi');
    expect(catalogueFor('ta').lang).toBe('en');
    const hi = messagesFor('hi');
    expect(hi('grant')).toEqual({ text: 'सहमति दें', lang: 'hi' });
    expect(hi('verifyParent')).toEqual({ text: english.messages.verifyParent, lang: 'en' });
  });
});
