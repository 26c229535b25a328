/**
 * The page around Redoc's output in generated/docs/index.html (a Handlebars template for
 * `redocly build-docs --template`). It differs from Redocly's default template in one way that
 * matters: a Content-Security-Policy that lets the page load nothing from anywhere, so that the
 * docs are provably self-contained. Redoc's inlined script and styles run; its "API docs by"
 * badge, which would fetch a logo from Redocly's CDN, and its telemetry are refused by the browser.
 */

/** What the page may load: its own inline script and styles, and data: images and fonts. */
export const docsContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  'font-src data:',
].join('; ');

/** Placeholders: title, redocHead (styles), redocHTML (prerendered page and inlined Redoc). */
export const docsTemplate = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta http-equiv="Content-Security-Policy" content="${docsContentSecurityPolicy}">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{{title}}</title>
  <style>
    body {
      padding: 0;
      margin: 0;
    }
  </style>
  {{{redocHead}}}
</head>
<body>
  {{{redocHTML}}}
</body>
</html>
`;
