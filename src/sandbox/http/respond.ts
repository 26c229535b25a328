/** Writing answers: JSON, application/problem+json and HTML, and closing a connection gently. */
import { STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Problem } from '../../../generated/types.js';

const common = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } as const;

/** No headers beyond the usual: the default, recognised so that the usual case builds one literal. */
const noHeaders: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The headers of a JSON answer. The usual case is one object literal of one shape (spreading
 * made V8 define the properties one by one, a measurable part of an answer under load).
 */
function jsonHeaders(type: string, text: string, headers: Readonly<Record<string, string>>): OutgoingHttpHeaders {
  const base = {
    'cache-control': common['cache-control'],
    'x-content-type-options': common['x-content-type-options'],
    'content-type': type,
    'content-length': Buffer.byteLength(text),
  };
  return headers === noHeaders ? base : { ...base, ...headers };
}

/** Sends a JSON body (unless the response already started). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = noHeaders,
): void {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

/** Sends JSON text already written (`JSON.stringify` of the body), unless the response already started. */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Readonly<Record<string, string>> = noHeaders,
): void {
  if (res.headersSent) return;
  res.writeHead(status, jsonHeaders('application/json; charset=utf-8', text, headers));
  res.end(text);
}

/** Sends a problem body with its own status. */
export function sendProblem(
  res: ServerResponse,
  body: Problem,
  headers: Readonly<Record<string, string>> = noHeaders,
): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(body.status, jsonHeaders('application/problem+json; charset=utf-8', text, headers));
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
 * Writes a problem straight to a socket that has no response object (Node's parser refused the
 * request), as the last answer on it, then closes it like closeAfterAnswer does.
 */
export function sendProblemToSocket(socket: Duplex, body: Problem): void {
  const text = JSON.stringify(body);
  const headers = {
    ...common,
    'content-type': 'application/problem+json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${body.status} ${STATUS_CODES[body.status] ?? ''}\r\n${head}\r\n${text}`);
  lingerThenDestroy(socket);
}

/** Cuts the connection after a short grace, or as soon as the client closes it. */
function lingerThenDestroy(socket: Duplex): void {
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/**
 * Marks the answer as the last on this connection and, once it is sent, half-closes and cuts
 * the connection after a short grace (RFC 9112 section 9.6). Cutting at once could reset the
 * connection before the client has read the answer; the grace lets it read the answer, and the
 * rest of an oversized upload is discarded, never buffered.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  // Already answered (a client error was answered first): that answer closes the connection.
  if (res.headersSent) return;
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
    lingerThenDestroy(this);
  };
}
