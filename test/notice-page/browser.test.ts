/**
 * The preview pages in a real browser (Debian's chromium through playwright-core): an axe-core
 * accessibility scan with no serious violations, real glyphs for Devanagari, Tamil and Bengali
 * (fonts-noto-core; no tofu), and `preview --png` writing screenshots.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs } from '../../src/cli/commands/preview/screenshot.js';
import { runPreview } from '../../src/cli/commands/preview/run.js';
import { previewPages } from '../../src/notice-page/preview.js';
import { memoryIo } from '../cli/run-in-process.js';
import { repoRoot, tempDir } from '../cli/run-cli.js';
import { adult, type Json } from '../support/examples.js';

const executablePath = '/usr/bin/chromium';
// Skipped only on a developer machine without chromium; in CI (.ci/run installs it) it must run.
const skip = !existsSync(executablePath) && process.env.CI === undefined;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const temp = tempDir();
let browser: Browser;
beforeAll(async () => {
  if (skip) return;
  browser = await chromium.launch({ executablePath, headless: true, args: chromiumArgs });
});
afterAll(async () => {
  await browser?.close();
  temp.remove();
});

/** The adult example with a Bengali entry too (the same notice, Bengali labels). */
function fourScripts(): Json {
  const payload = adult();
  payload.content.languages.push({
    lang: 'bn',
    label: 'বাংলা',
    purposes: payload.content.languages[0].purposes.map((p: Json) => ({
      ...structuredClone(p),
      purposeText: 'অ্যাকাউন্ট খোলা ও পরিচয় যাচাই',
      description: 'আপনার সঞ্চয় অ্যাকাউন্ট খুলতে এবং পরিচয় যাচাই করতে।',
    })),
  });
  return payload;
}

let n = 0;
/** Opens HTML as a file (as a preview is opened), with the page's own CSP bypassed only to inject axe. */
async function open(html: string): Promise<Page> {
  const file = join(temp.dir, `page-${++n}.html`);
  writeFileSync(file, html);
  const context = await browser.newContext({ bypassCSP: true });
  await context.route(/^(?!file:|data:)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(pathToFileURL(file).href);
  return page;
}

/** axe's serious and critical violations: rule id and how many nodes. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(
    `axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] })`,
  )) as {
    violations: Array<{ id: string; impact: string; nodes: unknown[] }>;
  };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length})`);
}

/**
 * The share of characters in `text` drawn as the missing-glyph box: each letter's width against the
 * width of an unassigned code point (always the box), in the page's own font.
 */
async function tofuShare(page: Page, text: string, lang: string): Promise<number> {
  return page.evaluate(
    ({ text, lang }) => {
      // Runs in the page; typed by hand, as the tests compile without the DOM library.
      interface Span {
        lang: string;
        style: { cssText: string };
        textContent: string;
        getBoundingClientRect(): { width: number };
        remove(): void;
      }
      const document = (
        globalThis as unknown as { document: { createElement(tag: 'span'): Span; body: { append(node: Span): void } } }
      ).document;
      const width = (s: string): number => {
        const span = document.createElement('span');
        span.lang = lang;
        span.style.cssText = 'position:absolute;white-space:pre;font-size:40px';
        span.textContent = s;
        document.body.append(span);
        const w = span.getBoundingClientRect().width;
        span.remove();
        return w;
      };
      const box = width('\u0378');
      // Everything drawn as a glyph of its own: not marks, spaces, punctuation or digits.
      const letters = [...new Set([...text].filter((c) => /[^\p{M}\p{Z}\p{P}\p{N}\s]/u.test(c)))];
      return letters.filter((c) => Math.abs(width(c) - box) < 0.01).length / letters.length;
    },
    { text, lang },
  );
}

describe.skipIf(skip)('preview pages in chromium', () => {
  it.each(['en', 'hi', 'ta', 'bn'])('%s passes axe with no serious violations', async (lang) => {
    const page = await open(previewPages(fourScripts(), lang)[0]?.html ?? '');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('axe catches a toggle without a label (the scan can fail)', async () => {
    const html = (previewPages(adult(), 'en')[0]?.html ?? '').replace(/<label for="c-0-0">[^<]*<\/label>/, '');
    const page = await open(html);
    expect(await seriousViolations(page)).toContainEqual(expect.stringMatching(/^label /));
    await page.context().close();
  });

  it.each([
    ['hi', 'Devanagari'],
    ['ta', 'Tamil'],
    ['bn', 'Bengali'],
  ])('%s (%s) text takes real width, no tofu', async (lang) => {
    const page = await open(previewPages(fourScripts(), lang)[0]?.html ?? '');
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/\p{L}/u);
    expect(await tofuShare(page, text, lang)).toBe(0);
    await page.context().close();
  });

  it('the tofu check sees boxes where no font has the glyphs', async () => {
    const page = await open(previewPages(adult(), 'en')[0]?.html ?? '');
    // Unassigned code points in the Greek and Armenian blocks: every one is drawn as the box.
    expect(await tofuShare(page, '\u0380\u0381\u0382\u0557\u0558', 'und')).toBe(1);
    await page.context().close();
  });

  it('preview --png writes a screenshot of each page', async () => {
    const out = join(temp.dir, 'png');
    mkdirSync(out);
    const io = memoryIo({ cwd: repoRoot });
    const code = await runPreview(['schema/examples/adult.json', '--out', out, '--png', '--lang', 'hi'], io.io);
    expect({ code, err: io.stderr() }).toEqual({ code: 0, err: '' });
    const png = readFileSync(join(out, 'hi.png'));
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.readUInt32BE(16)).toBe(800);
    expect(png.readUInt32BE(20)).toBeGreaterThan(900);
  });
});
