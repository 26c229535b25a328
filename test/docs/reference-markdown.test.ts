/** Markdown helpers of the field reference (scripts/generate/reference-markdown.ts). */
import { describe, expect, it } from 'vitest';
import { anchor, cell, code, table } from '../../scripts/generate/reference/markdown.js';

describe('reference markdown', () => {
  it('keeps a cell on one line and reads nothing in it as syntax', () => {
    expect(cell('a | b\n  c <crId> & *d* _e_ `f` [g]')).toBe(
      'a \\| b c &lt;crId&gt; &amp; \\*d\\* \\_e\\_ \\`f\\` \\[g\\]',
    );
  });

  it('writes code spans that survive backticks and pipes', () => {
    expect(code('^a|b$')).toBe('`^a\\|b$`');
    expect(code('a`b')).toBe('``a`b``');
    expect(code('`a')).toBe('`` `a ``');
  });

  it('writes a table with a header separator', () => {
    expect(table(['A', 'B'], [['1', '2']])).toBe('| A | B |\n| --- | --- |\n| 1 | 2 |');
  });

  it('makes the anchors GitHub makes', () => {
    expect(anchor('Error body (Problem)')).toBe('error-body-problem');
    expect(anchor('ConsentRequest')).toBe('consentrequest');
    expect(anchor('Consent Request payload')).toBe('consent-request-payload');
  });
});
