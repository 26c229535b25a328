/**
 * The sandbox's page and the preview are the same page: for one payload and language, the HTML
 * the sandbox serves at redirectUrl equals the preview's file, except where they must differ (the
 * banner, the sandbox's status and request id, the switcher's addresses and the posted crId).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { previewPages } from '../../src/notice-page/preview.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { adultPayload, minorPayload, postConsentRequest } from '../sandbox/support.js';
import { useSandbox } from '../support/sandbox.js';
import type { Json } from '../support/examples.js';

let sandbox: Sandbox;
let url: string;
const fixture = useSandbox();
beforeAll(() => ({ sandbox, url } = fixture));

/** Removes what differs by design, and nothing else. */
const comparable = (html: string): string =>
  html
    .replace(/<p[^>]*data-context="[^"]*"[^>]*>.*?<\/p>\n?/g, '')
    .replace(/ href="[^"]*" hreflang=/g, ' href="#" hreflang=')
    .replace(/name="cr_id" value="[^"]*"/g, 'name="cr_id" value=""');

async function sandboxPage(payload: Json, lang: string): Promise<string> {
  const res = await postConsentRequest(url, payload);
  const { redirectUrl } = (await res.json()) as { redirectUrl: string };
  return (await fetch(`${redirectUrl}&lang=${lang}`)).text();
}

describe('sandbox page and preview', () => {
  it.each(['en', 'hi', 'ta'])('are identical for the adult example in %s', async (lang) => {
    const payload = adultPayload();
    const served = await sandboxPage(payload, lang);
    const [preview] = previewPages(payload, lang);
    expect(comparable(served)).toBe(comparable(preview?.html ?? ''));
    // The comparison still sees the notice: a changed purpose makes them differ.
    const changed = structuredClone(payload);
    changed.content.languages.find((l: Json) => l.lang === lang).purposes[0].purposeText += '!';
    expect(comparable(served)).not.toBe(comparable(previewPages(changed, lang)[0]?.html ?? ''));
  });

  it('are identical for a minor once the sandbox has verified the parent (the preview shows the notice)', async () => {
    const payload = minorPayload();
    payload.dataPrincipal.delegation.required = false;
    const served = await sandboxPage(payload, 'hi');
    expect(comparable(served)).toBe(comparable(previewPages(payload, 'hi')[0]?.html ?? ''));
  });
});
