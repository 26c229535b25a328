/**
 * --png: a full-page screenshot of each preview file through Chromium, driven by playwright-core
 * (an optional peer dependency; it never downloads a browser). The browser is Debian's
 * /usr/bin/chromium, or the one CONSENT_CONTRACT_CHROMIUM names.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The browser used when CONSENT_CONTRACT_CHROMIUM is not set. */
export const defaultChromium = '/usr/bin/chromium';

/** The flags of a quiet, offline, headless Chromium. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The screenshots written, or why there are none. */
export type Screenshots =
  | { readonly ok: true; readonly files: string[] }
  | { readonly ok: false; readonly error: string };

/** Takes a screenshot of each HTML file of `dir`, as <name>.png beside it. */
export async function screenshots(
  dir: string,
  files: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<Screenshots> {
  const executablePath = env.CONSENT_CONTRACT_CHROMIUM || defaultChromium;
  if (!existsSync(executablePath)) {
    return {
      ok: false,
      error:
        `no browser at ${executablePath} for --png; install Chromium ` +
        '(Debian: apt-get install chromium fonts-noto-core) or set CONSENT_CONTRACT_CHROMIUM to its path',
    };
  }
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return { ok: false, error: '--png needs the playwright-core package: npm install --save-dev playwright-core' };
  }
  const profile = mkdtempSync(join(tmpdir(), 'consent-contract-preview-'));
  let browser;
  try {
    browser = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: chromiumArgs,
      viewport: { width: 800, height: 900 },
    });
    // Offline: anything but the file itself is refused (the page's own CSP allows nothing else either).
    await browser.route(/^(?!file:|data:)/, (route) => route.abort());
    const written: string[] = [];
    for (const file of files) {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(join(dir, file)).href);
      const png = file.replace(/\.html$/, '.png');
      await page.screenshot({ path: join(dir, png), fullPage: true });
      await page.close();
      written.push(png);
    }
    return { ok: true, files: written };
  } catch (error) {
    return { ok: false, error: `the browser failed: ${(error as Error).message.split('\n')[0]}` };
  } finally {
    await browser?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
