/** The consent page as HTML over HTTP: structure, escaping, CSP, and the form actions. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../src/sandbox/index.js';
import { retentionLabel } from '../../src/notice-page/retention.js';
import { safeHref } from '../../src/notice-page/escape.js';
import { adultPayload, minorPayload, postConsentRequest, rawExchange } from './support.js';
import { useSandbox } from '../support/sandbox.js';
import { problemTypes } from '../../src/problems/problem-types.js';
import type { Json } from '../support/examples.js';

let sandbox: Sandbox;
let url: string;
const fixture = useSandbox();
beforeAll(() => ({ sandbox, url } = fixture));

async function create(payload: unknown): Promise<{ crId: string; redirectUrl: string }> {
  const res = await postConsentRequest(url, payload);
  expect(res.status).toBe(201);
  return res.json() as Json;
}

function act(
  action: string,
  fields: Record<string, string> | Array<[string, string]>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${url}/consent/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('GET /consent', () => {
  it('serves a self-contained page under a strict Content-Security-Policy', async () => {
    const { redirectUrl } = await create(adultPayload());
    const res = await fetch(redirectUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-inline|https?:/);
    const html = await res.text();
    expect(html).not.toMatch(/<script|<link|\ssrc="http/i);
  });

  it('shows the default language first and in use, with the others as links', async () => {
    const payload = minorPayload(); // defaultLanguage hi, listed first; en second
    payload.content.languages.reverse(); // en listed first in the payload, hi still the default
    const { redirectUrl } = await create(payload);
    const html = await (await fetch(redirectUrl)).text();
    expect(html).toMatch(/<html lang="hi"/);
    const switcher = [...html.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
    expect(switcher).toEqual(['hi', 'en']);
  });

  it('renders purposes, categories as labelled toggles, mandatory ones disabled, and localised retention', async () => {
    const { redirectUrl } = await create(adultPayload());
    const html = await (await fetch(redirectUrl)).text();
    expect(html).toContain('<h2>Account opening and identity verification</h2>');
    expect(html).toContain('To open your savings account');
    expect(html).toMatch(
      /<input type="checkbox" role="switch" id="c-0-0" name="p:account-opening" value="full-name" data-category="full-name" checked disabled aria-describedby="c-0-0-m"><label for="c-0-0">Full name<\/label> <span class="mandatory"/,
    );
    expect(html).toMatch(
      /<input type="checkbox" role="switch" id="c-1-1" name="p:transaction-alerts" value="email" data-category="email"><label for="c-1-1">E-mail address<\/label><\/div>/,
    );
    expect(html).toContain('<span class="retention">5 years</span>');
    expect(html).toContain('<span class="retention">6 months</span>');
    expect(html).toContain('Suvarna Bank Ltd.');
    expect(html).toContain('href="https://www.suvarnabank.example/privacy"');
    expect(html).toContain('href="https://www.suvarnabank.example/terms"');
    expect(html).toContain('<span id="grievance-officer">Meera Raghunathan</span>');
    expect(html).toContain('href="mailto:grievance@suvarnabank.example"');
    const hindi = await (await fetch(`${redirectUrl}&lang=hi`)).text();
    expect(hindi).toMatch(/<html lang="hi"/);
    expect(hindi).toContain(`<span class="retention">${retentionLabel(6, 'month', 'hi')}</span>`);
    expect(retentionLabel(6, 'month', 'hi')).not.toBe('6 months');
  });

  it('formats retention with Intl, falling back to English words for an unusable tag', () => {
    expect(retentionLabel(1, 'month', 'en')).toBe('1 month');
    expect(retentionLabel(2, 'year', 'en')).toBe('2 years');
    expect(retentionLabel(2, 'year', 'not a tag!')).toBe('2 years');
  });

  it('is never made for a javascript: or data:text/html address: creation refuses it (url-scheme)', async () => {
    const cases: Array<[string, string]> = [
      ['privacyPolicyUrl', 'javascript:alert(1)'],
      ['logo', 'data:text/html,<script>alert(1)</script>'],
    ];
    for (const [field, value] of cases) {
      const payload = adultPayload();
      payload.content.company[field] = value;
      const res = await postConsentRequest(url, payload);
      expect(res.status).toBe(400);
      const problem = (await res.json()) as Json;
      expect(problem.errors.map((d: Json) => `${d.code} ${d.pointer}`)).toEqual([
        `url-scheme /content/company/${field}`,
      ]);
    }
  });

  it('links only http(s) and mailto addresses, whatever reaches it (defence in depth)', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
    expect(safeHref('https://bank.example/privacy')).toBe('https://bank.example/privacy');
  });

  it('escapes every payload string', async () => {
    const payload = adultPayload();
    const evil = '<script>window.__pwned=1</script>"\'&';
    payload.content.company.companyName = evil;
    payload.content.company.grievanceOfficer.name = evil;
    payload.service.name = evil;
    for (const language of payload.content.languages) {
      language.label = `${language.label}${evil}`;
      for (const purpose of language.purposes) {
        purpose.purposeText = evil;
        purpose.description = evil;
        for (const category of purpose.dataCategories) category.label = evil;
      }
    }
    const { redirectUrl } = await create(payload);
    const html = await (await fetch(redirectUrl)).text();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;&quot;&#39;&amp;');
  });

  it('answers 404 for an unknown or missing cr_id', async () => {
    expect((await fetch(`${url}/consent?cr_id=cr_nope`)).status).toBe(404);
    expect((await fetch(`${url}/consent`)).status).toBe(404);
  });
});

describe('consent actions', () => {
  it('grant records the chosen and mandatory categories; revoke then grant again', async () => {
    const { crId } = await create(adultPayload());
    const res = await act('grant', [
      ['cr_id', crId],
      ['lang', 'en'],
      ['p:transaction-alerts', 'email'],
      ['p:transaction-alerts', 'not-a-category'],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/consent?cr_id=${crId}&lang=en`);
    let seen = sandbox.inspect(crId);
    expect(seen?.record.status).toBe('granted');
    expect(seen?.history.at(-1)).toMatchObject({
      event: 'granted',
      categories: {
        'account-opening': ['full-name', 'pan', 'address'],
        'transaction-alerts': ['mobile', 'email'],
        'personalised-offers': [],
      },
    });
    expect((await act('grant', { cr_id: crId })).status).toBe(409);
    expect((await act('revoke', { cr_id: crId })).status).toBe(303);
    expect((await act('revoke', { cr_id: crId })).status).toBe(409);
    expect((await act('grant', { cr_id: crId })).status).toBe(303);
    seen = sandbox.inspect(crId);
    expect(seen?.history.map((h) => h.status)).toEqual(['pending', 'granted', 'revoked', 'granted']);
    expect(seen?.record.status).toBe('granted');
  });

  it("holds a minor's request until a parent is verified", async () => {
    const { crId, redirectUrl } = await create(minorPayload());
    const waiting = await (await fetch(redirectUrl)).text();
    // The minor's notice is in Hindi by default; the Hindi catalogue has no sandbox-only words, so
    // that button is in English, marked as such.
    expect(waiting).toContain('सत्यापित माता-पिता की प्रतीक्षा');
    expect(waiting).toContain('<span lang="en">Verify as parent (sandbox only)</span>');
    expect(waiting).not.toContain('data-purpose=');
    expect((await act('grant', { cr_id: crId })).status).toBe(409);
    expect(sandbox.inspect(crId)?.record.status).toBe('pending');
    expect((await act('verify-parent', { cr_id: crId })).status).toBe(303);
    expect((await act('verify-parent', { cr_id: crId })).status).toBe(409);
    const verified = await (await fetch(redirectUrl)).text();
    expect(verified).toContain('data-purpose="live-classes"');
    expect((await act('grant', { cr_id: crId })).status).toBe(303);
    const seen = sandbox.inspect(crId);
    expect(seen?.parentVerified).toBe(true);
    expect(seen?.history.map((h) => h.event)).toEqual(['created', 'parent-verified', 'granted']);
  });

  it('refuses a parent step for an adult, unknown requests, and other form types', async () => {
    const { crId } = await create(adultPayload());
    expect((await act('verify-parent', { cr_id: crId })).status).toBe(409);
    expect((await act('grant', { cr_id: 'cr_nope' })).status).toBe(404);
    const json = await fetch(`${url}/consent/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect((await fetch(`${url}/consent/grant`)).status).toBe(405);
  });

  it('answers 400 to a form without cr_id, with the title of the problem table', async () => {
    for (const fields of [{ lang: 'en' }, { cr_id: '' }] as Array<Record<string, string>>) {
      const res = await act('grant', fields);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain(`<h1>${problemTypes['invalid-form'].title}</h1>`);
    }
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a null origin without Sec-Fetch-Site', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site', origin: 'null' }],
    ['a same-site fetch (another port or subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a post from %s with 403 and changes nothing', async (_name, headers) => {
    const { crId } = await create(adultPayload());
    const res = await act('grant', { cr_id: crId }, headers);
    expect(res.status).toBe(403);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.text()).toContain(`<h1>${problemTypes['cross-site-form'].title}</h1>`);
    expect(sandbox.inspect(crId)?.record.status).toBe('pending');
  });

  it.each([
    ['its own origin', () => ({ origin: url })],
    [
      'its own page (Sec-Fetch-Site same-origin, Origin null under no-referrer)',
      () => ({ 'sec-fetch-site': 'same-origin', origin: 'null' }),
    ],
    ['a typed address (Sec-Fetch-Site none)', () => ({ 'sec-fetch-site': 'none' })],
  ])('accepts a post from %s', async (_name, headers) => {
    const { crId } = await create(adultPayload());
    expect((await act('grant', { cr_id: crId }, headers())).status).toBe(303);
  });

  it('answers 415 to a form in a Transfer-Encoding other than chunked', async () => {
    const { crId } = await create(adultPayload());
    const port = new URL(url).port;
    const body = `cr_id=${crId}`;
    const head =
      `POST /consent/grant HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      'Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: gzip, chunked\r\n\r\n';
    const answer = await rawExchange(sandbox.port, `${head}${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`);
    expect(answer.status).toBe(415);
    expect(sandbox.inspect(crId)?.record.status).toBe('pending');
  });
});
