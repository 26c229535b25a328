/** The HTML frame shared by the consent page (sandbox and preview) and the sandbox's error pages. */
import { escapeHtml } from './escape.js';
import { css, metaContentSecurityPolicy } from './styles.js';

/** A complete document; `body` must already be escaped HTML. */
export function htmlDocument(lang: string, dir: 'ltr' | 'rtl', title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${css}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** A short page for a missing consent request or a refused action. */
export function messagePage(title: string, text: string, back?: string): string {
  const link = back === undefined ? '' : `<p><a href="${escapeHtml(back)}">Back to the consent request</a></p>`;
  return htmlDocument(
    'en',
    'ltr',
    title,
    `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${link}</main>`,
  );
}
