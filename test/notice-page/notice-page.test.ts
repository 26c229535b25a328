/** The notice page: the page's language, the DPDP statements, escaping, and the preview's files. */
import { describe, expect, it } from 'vitest';
import { renderNoticePage, type NoticePageView } from '../../src/notice-page/notice-page.js';
import { previewPages } from '../../src/notice-page/preview.js';
import { adult, minor, type Json } from '../support/examples.js';

const view = (lang: string | null): NoticePageView => ({
  context: 'preview',
  requestedLang: lang,
  crId: 'x',
  guardian: 'none',
  pageHref: (l) => `${l}.html`,
});

describe('renderNoticePage', () => {
  it('<html lang> is the language of the text; words the catalogue lacks are marked lang="en"', () => {
    const tamil = renderNoticePage(adult(), view('ta'));
    expect(tamil).toContain('<html lang="ta" dir="ltr">');
    expect(tamil).toContain('<button type="submit"><span lang="en">Grant</span></button>');
    const hindi = renderNoticePage(adult(), view('hi'));
    expect(hindi).toContain('<html lang="hi" dir="ltr">');
    expect(hindi).toContain('<button type="submit">सहमति दें</button>');
    expect(hindi).toContain('<p class="banner" data-context="preview"><span lang="en">consent-contract preview');
    const english = renderNoticePage(adult(), view('en'));
    expect(english).not.toContain('<span lang=');
  });

  it('states how to withdraw, how to seek redress with the officer, and the Data Protection Board', () => {
    const page = renderNoticePage(adult(), view('en'));
    expect(page).toMatch(
      /data-statement="withdraw">You can withdraw your consent at any time, as easily as you gave it: .*<strong>Revoke<\/strong>/,
    );
    expect(page).toContain(
      'contact the grievance officer, Meera Raghunathan (<a href="mailto:grievance@suvarnabank.example"',
    );
    expect(page).toContain(
      'data-statement="board">If your grievance is not resolved, you may complain to the Data Protection Board of India',
    );
    expect(renderNoticePage(adult(), view('hi'))).toContain('भारतीय डेटा संरक्षण बोर्ड');
  });

  it('escapes payload text inside the statements too', () => {
    const payload: Json = adult();
    payload.content.company.grievanceOfficer.name = '<img src=x onerror=alert(1)>';
    const page = renderNoticePage(payload, view('en'));
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt; (');
    expect(page).not.toContain('<img src=x');
  });

  it('carries its Content-Security-Policy in the document, for a file opened offline', () => {
    expect(renderNoticePage(adult(), view('en'))).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'sha256-[^']+'; img-src data:; form-action 'self'; base-uri 'none'">/,
    );
  });
});

describe('previewPages', () => {
  it('one page per language, default first, the switcher linking the sibling files', () => {
    const pages = previewPages(minor());
    expect(pages.map((p) => [p.lang, p.file])).toEqual([
      ['hi', 'hi.html'],
      ['en', 'en.html'],
    ]);
    expect(pages[0]?.html).toContain('<a href="en.html" hreflang="en" lang="en">');
    expect(previewPages(adult(), 'TA').map((p) => p.file)).toEqual(['ta.html']);
    expect(previewPages(adult(), 'fr')).toEqual([]);
  });

  it('makes safe, unique file names of odd tags', () => {
    const payload: Json = adult();
    payload.content.languages[1].lang = '../../etc/x';
    payload.content.languages[2].lang = '..\\..\\etc/x';
    expect(previewPages(payload).map((p) => p.file)).toEqual(['en.html', '______etc_x.html', '______etc_x-2.html']);
  });
});
