/** The page's only style sheet, inline, allowed by its hash in the Content-Security-Policy. */
import { createHash } from 'node:crypto';

/** The style sheet, inlined in every page. */
export const css = `
:root{font-family:system-ui,sans-serif;color:#1b1f24;background:#f6f7f9;line-height:1.5}
body{max-width:46rem;margin:0 auto;padding:1rem}
header{display:flex;gap:1rem;align-items:center}
.logo{width:3.5rem;height:3.5rem;border-radius:.5rem;background:#2d5b8a;color:#fff;display:grid;place-items:center;font-size:1.6rem;margin:0}
.logo img{max-width:100%;max-height:100%}
.banner{background:#fff3cd;border:1px solid #e0c36c;padding:.4rem .7rem;border-radius:.4rem}
nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:.5rem;padding:0}
nav a{padding:.2rem .6rem;border:1px solid #9aa5b1;border-radius:1rem;text-decoration:none;color:inherit}
nav a[aria-current]{background:#2d5b8a;color:#fff;border-color:#2d5b8a}
.purpose,.guardian{background:#fff;border:1px solid #d8dde3;border-radius:.5rem;padding:.8rem 1rem;margin:1rem 0}
.guardian{border-color:#e0c36c}
fieldset{border:0;padding:0}
.toggle{display:flex;gap:.5rem;align-items:center;margin:.3rem 0}
.mandatory{font-size:.8rem;background:#e8ecf0;border-radius:.3rem;padding:0 .4rem}
.actions{display:flex;gap:.8rem}
button{font:inherit;padding:.5rem 1.2rem;border-radius:.4rem;border:1px solid #2d5b8a;background:#2d5b8a;color:#fff}
button.secondary{background:#fff;color:#2d5b8a}
button:disabled{opacity:.5}
footer{font-size:.9rem;color:#4a5561;margin-top:2rem}
.rights{margin:1.5rem 0}
.rights h2{font-size:1.1rem}
`;

const hash = createHash('sha256').update(css).digest('base64');

/**
 * Nothing but this style sheet, data: images and posts to this origin: no script runs at all,
 * so even text that escaped escaping could not execute, and nothing loads from other hosts.
 */
export const contentSecurityPolicy = `default-src 'none'; style-src 'sha256-${hash}'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/**
 * The same policy in the page itself (a <meta> element), so that a preview opened from a file is
 * held to it too. frame-ancestors has no effect in a <meta> (browsers warn), so only the header has it.
 */
export const metaContentSecurityPolicy = contentSecurityPolicy.replace(/; frame-ancestors 'none'$/, '');
