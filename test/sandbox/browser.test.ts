/** The consent page in a real browser: Debian's chromium driven by playwright-core. */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../src/sandbox/index.js';
import { adultPayload, minorPayload, postConsentRequest } from './support.js';
import { startSandbox } from '../support/sandbox.js';
import type { Json } from '../support/examples.js';

const executablePath = '/usr/bin/chromium';
// Skipped only on a developer machine without chromium; in CI (.ci/run installs it) it must run.
const skip = !existsSync(executablePath) && process.env.CI === undefined;

let sandbox: Sandbox;
let url: string;
let browser: Browser;

beforeAll(async () => {
  if (skip) return;
  ({ sandbox, url } = await startSandbox());
  browser = await chromium.launch({
    executablePath,
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
});
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

async function create(payload: unknown): Promise<{ crId: string; redirectUrl: string }> {
  const res = await postConsentRequest(url, payload);
  expect(res.status).toBe(201);
  return res.json() as Json;
}

/** A page that fails the test on any request leaving the sandbox or any CSP violation. */
async function openPage(): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(url)) problems.push(`request to ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return { page, problems };
}

const status = async (crId: string): Promise<string> =>
  ((await (await fetch(`${url}/sandbox/consent-requests/${crId}`)).json()) as Json as { record: { status: string } })
    .record.status;

describe.skipIf(skip)('consent page in chromium', () => {
  it('switches language, shows a disabled mandatory toggle, and grants', async () => {
    const { crId, redirectUrl } = await create(adultPayload());
    const { page, problems } = await openPage();
    await page.goto(redirectUrl);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const languages = await page.locator('nav a').allTextContents();
    expect(languages[0]).toBe('English');
    expect(languages).toEqual(['English', 'हिन्दी', 'தமிழ்']);

    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(/lang=hi/);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await expect.poll(() => page.getByRole('heading', { name: 'खाता खोलना और पहचान सत्यापन' }).count()).toBe(1);

    const mandatory = page.getByRole('switch', { name: 'पूरा नाम' });
    expect(await mandatory.isDisabled()).toBe(true);
    expect(await mandatory.isChecked()).toBe(true);
    const optional = page.getByRole('switch', { name: 'ईमेल पता' });
    expect(await optional.isDisabled()).toBe(false);
    await optional.check();

    expect(await status(crId)).toBe('pending');
    // The page's own words come from its language's catalogue.
    await page.getByRole('button', { name: 'सहमति दें' }).click();
    await page.waitForURL(/lang=hi/);
    expect(await page.locator('#status').textContent()).toBe('granted');
    expect(await status(crId)).toBe('granted');
    expect(sandbox.inspect(crId)?.history.at(-1)?.categories?.['transaction-alerts']).toEqual(['mobile', 'email']);
    expect(await page.getByRole('switch', { name: 'ईमेल पता' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'सहमति वापस लें' }).click();
    await expect.poll(() => status(crId)).toBe('revoked');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('renders a <script> in a label as text, and runs no script', async () => {
    const payload = adultPayload();
    const label = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
    payload.content.languages[0].purposes[0].dataCategories[0].label = label;
    payload.content.company.companyName = '<b>Bold & Co</b>';
    const { redirectUrl } = await create(payload);
    const { page, problems } = await openPage();
    await page.goto(redirectUrl);
    expect(await page.locator('label[for="c-0-0"]').textContent()).toBe(label);
    expect(await page.locator('h1').textContent()).toBe('<b>Bold & Co</b>');
    expect(await page.evaluate(() => (globalThis as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('script, img, b').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("asks a minor's request to wait for a verified parent, then lets the parent grant", async () => {
    const { crId, redirectUrl } = await create(minorPayload());
    const { page, problems } = await openPage();
    await page.goto(`${redirectUrl}&lang=en`);
    expect(await page.getByRole('heading', { name: 'Awaiting a verified parent' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Grant' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Verify as parent (sandbox only)' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Grant' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Grant' }).click();
    await expect.poll(() => status(crId)).toBe('granted');
    expect(sandbox.inspect(crId)?.history.map((h) => h.event)).toEqual(['created', 'parent-verified', 'granted']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('refuses a form that another site posts to the sandbox (403), and the record stays as it was', async () => {
    const { crId } = await create(adultPayload());
    // The attacker's page: another origin (another port of 127.0.0.1) that posts the grant form at load.
    const form =
      `<form method="post" action="${url}/consent/grant"><input name="cr_id" value="${crId}"></form>` +
      '<script>document.forms[0].submit()</script>';
    const evil = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(form));
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const answered = page.waitForResponse((r) => r.url() === `${url}/consent/grant`);
      await page.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`);
      const response = await answered;
      expect(response.status()).toBe(403);
      expect(await response.request().headerValue('sec-fetch-site')).toBe('same-site');
      expect(await status(crId)).toBe('pending');
    } finally {
      await context.close();
      await new Promise((resolve) => evil.close(resolve));
    }
  });
});
