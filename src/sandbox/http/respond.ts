/** Writing answers: JSON, application/problem+json and HTML, and closing a connection gently. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Problem } from '../../../generated/types.js';

const common = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } as const;

/** Sends a JSON body (unless the response already started). */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { ...common, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Sends a problem body with its own status. */
export function sendProblem(res: ServerResponse, body: Problem, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(body.status, { ...common, 'content-type': 'application/problem+json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Sends an HTML document with the given Content-Security-Policy. */
export function sendHtml(res: ServerResponse, status: number, html: string, csp: string): void {
  if (res.headersSent) return;
  res.writeHead(status, {
    ...common,
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'content-security-policy': csp,
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  });
  res.end(html);
}

/** How long a refused upload may keep sending before the connection is cut. */
const lingerMs = 1000;

/**
 * Marks the answer as the last on this connection and, once it is sent, half-closes and cuts
 * the connection after a short grace (RFC 9112 section 9.6). Cutting at once could reset the
 * connection before the client has read the answer; the grace lets it read the answer, and the
 * rest of an oversized upload is discarded, never buffered.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('connection', 'close');
  // Reading nothing more: read(0) marks the body as being consumed, so Node does not drain
  // ("dump") the rest of it after the answer, and a paused request stops the socket once its
  // small buffer is full.
  req.pause();
  req.read(0);
  const socket = req.socket;
  // Node calls destroySoon once a "Connection: close" answer is sent; destroying at that very
  // moment, with upload bytes still unread, makes the kernel send a reset.
  socket.destroySoon = function lingeringClose(this: typeof socket): void {
    this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}
