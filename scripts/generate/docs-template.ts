/**
 * The page around Redoc's output in generated/docs/index.html (a Handlebars template for
 * `redocly build-docs --template`). It differs from Redocly's default template in one way that
 * matters: a Content-Security-Policy that lets the page load nothing from anywhere, so that the
 * docs are provably self-contained. Redoc's inlined script and styles run; its telemetry is
 * refused by the browser. Its "API docs by" badge would fetch a logo from Redocly's CDN, which
 * the policy refuses with a console error on every page: a small inline script lets an <img>
 * take only a data: address, so the badge never asks (the page loads nothing its policy blocks).
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
  <script>
    (function () {
      // Only data: images, as img-src says; anything else is never requested (Redoc's badge logo).
      var dataUrl = function (value) { return /^data:/i.test(String(value)); };
      var setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name, value) {
        if (this instanceof HTMLImageElement && String(name).toLowerCase() === 'src' && !dataUrl(value)) return;
        return setAttribute.call(this, name, value);
      };
      var src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
      Object.defineProperty(HTMLImageElement.prototype, 'src', {
        configurable: true,
        get: src.get,
        set: function (value) { if (dataUrl(value)) src.set.call(this, value); },
      });
    })();
  </script>
  {{{redocHead}}}
</head>
<body>
  {{{redocHTML}}}
</body>
</html>
`;
