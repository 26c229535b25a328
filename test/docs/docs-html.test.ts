/**
 * generated/docs/index.html: one self-contained page. Read as text, it loads nothing from
 * elsewhere and is what the generator renders now; opened in Debian's chromium with every
 * network request refused, it shows both operations and the ConsentRequest schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { rootDir } from '../support/examples.js';
import { generateDocsHtml } from '../../scripts/generate/docs-html.js';
import { docsContentSecurityPolicy } from '../../scripts/generate/docs-template.js';

const file = `${rootDir}generated/docs/index.html`;
const chromiumPath = '/usr/bin/chromium';
const openapi = JSON.parse(readFileSync(`${rootDir}generated/openapi.json`, 'utf8'));

interface Operation {
  readonly operationId: string;
  readonly summary: string;
  readonly path: string;
}
const operations: Operation[] = Object.entries(openapi.paths as Record<string, Record<string, Operation>>).flatMap(
  ([path, item]) => Object.values(item).map((operation) => ({ ...operation, path })),
);

describe('generated/docs/index.html, as text', () => {
  const html = readFileSync(file, 'utf8');

  it('is what the generator renders now, byte for byte, on every run', async () => {
    const [first, second] = await Promise.all([generateDocsHtml(), generateDocsHtml()]);
    expect(first === second, 'two renders differ: the output is not deterministic').toBe(true);
    expect(first === html, 'generated/docs/index.html is stale: run npm run generate').toBe(true);
  });

  it('loads no script, style sheet or font from elsewhere', () => {
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html).not.toMatch(/<link[^>]*\shref=["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/@import\s+url\(\s*["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/fonts\.googleapis|cdn\.redocly\.com\/redoc\/v[\d.]+\/bundles/);
  });

  it('forbids the browser to load anything else, with a Content-Security-Policy', () => {
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${docsContentSecurityPolicy}">`);
    expect(docsContentSecurityPolicy).toMatch(/^default-src 'none';/);
  });

  it('carries the OpenAPI document, with both operations and the examples', () => {
    for (const { operationId, summary } of operations) {
      expect(html).toContain(operationId);
      expect(html).toContain(summary);
    }
    expect(html).toContain('An adult, notice in English, Hindi and Tamil');
  });
});

const noChromium = !existsSync(chromiumPath);

describe.skipIf(noChromium && !process.env.CI)('generated/docs/index.html, in chromium without network', () => {
  const url = pathToFileURL(file).href;
  let browser: Browser;
  let context: BrowserContext;
  let home: Page;
  const leaked: string[] = [];
  const pageErrors: string[] = [];
  const blocked: string[] = [];

  /** A fresh page at `url`, watched for errors. */
  async function open(target: string): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(target);
    return page;
  }

  /**
   * Follows the page's own link whose text is `text`, in a fresh page: Redoc renders the section
   * a deep link names when the page loads, with no wait for the script to take over the links.
   */
  async function follow(text: string | RegExp): Promise<Page> {
    const href = await home.locator('a[href^="#"]', { hasText: text }).first().getAttribute('href');
    expect(href, `a link to ${String(text)}`).toMatch(/^#./);
    return open(url + href);
  }

  /** A heading whose text is `text` (Redoc puts a "link to ..." anchor before the text). */
  const heading = (page: Page, text: string) =>
    page.getByRole('heading', { name: new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.route('**', (route) => {
      const requested = route.request().url();
      if (requested.startsWith('file:') || requested.startsWith('data:')) return route.continue();
      leaked.push(requested);
      return route.abort();
    });
    home = await open(url);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is parsed in standards mode despite the comment before the doctype', async () => {
    expect(await home.evaluate('document.compatMode')).toBe('CSS1Compat');
  });

  it("shows the API's title and both tags", async () => {
    const title = `${openapi.info.title} (${openapi.info.version})`;
    for (const text of [title, ...(openapi.tags as { name: string }[]).map((t) => t.name)]) {
      await heading(home, text).waitFor({ state: 'visible', timeout: 15_000 });
      expect(await heading(home, text).isVisible(), text).toBe(true);
    }
  });

  it.each(operations.map((o) => [o.operationId, o.summary, o.path]))(
    'renders the operation %s (%s)',
    async (_id, summary, path) => {
      const page = await follow(path);
      await heading(page, summary).waitFor({ state: 'visible', timeout: 15_000 });
      expect(await heading(page, summary).isVisible()).toBe(true);
      expect(await page.getByText(path, { exact: true }).first().isVisible()).toBe(true);
    },
  );

  it('renders the ConsentRequest schema with its description and every top-level field', async () => {
    const schema = openapi.components.schemas.ConsentRequest;
    const page = await follow(/^ConsentRequest$/);
    await heading(page, 'ConsentRequest').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByText(schema.description, { exact: true }).first().isVisible()).toBe(true);
    for (const field of Object.keys(schema.properties)) {
      expect(await page.getByText(field, { exact: true }).first().isVisible(), field).toBe(true);
    }
  });

  it('made no request beyond the file itself, and threw no error', () => {
    expect(leaked).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('loads nothing its own policy blocks (no Content Security Policy violation, the badge logo included)', async () => {
    await home.waitForTimeout(0);
    expect(blocked).toEqual([]);
  });
});
