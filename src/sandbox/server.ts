/** createSandbox: the sandbox as a real HTTP server on 127.0.0.1. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Exchange, SandboxState } from './http/context.js';
import { loadDataFile } from './store/data-file.js';
import { prepareDataDirectory } from './store/data-dir.js';
import { Journal } from './store/journal.js';
import { resolveSandboxOptions, type SandboxOptions } from './options.js';
import { RequestLog, toEntry, type RawLogEntry, type RequestLogEntry } from './http/request-log.js';
import { closeAfterAnswer, sendProblem, sendProblemToSocket } from './http/respond.js';
import { clientErrorProblem, requestLineOf, type ClientError } from './http/client-error.js';
import type { Duplex } from 'node:stream';
import { openExchange, route } from './http/router.js';
import { inspection, type Inspection } from './routes/inspect.js';
import { RecordStore } from './store/store.js';
import { TokenIssuer } from './auth/tokens.js';
import { problemBody } from '../problems/problem-types.js';

/** Counters since start. */
export interface SandboxStats {
  readonly tokenRequests: number;
  readonly tokensIssued: number;
  readonly creationRequests: number;
  readonly records: number;
}

/** A sandbox of the consent manager's Data Fiduciary interface. */
export interface Sandbox {
  /** Starts listening (loading the data file first, when there is one); resolves to the base URL. */
  listen(): Promise<string>;
  /** Stops listening, cuts open connections and waits for pending data file writes. */
  close(): Promise<void>;
  /** The base URL; throws before listen(). */
  readonly url: string;
  /** The TCP port; throws before listen(). */
  readonly port: number;
  stats(): SandboxStats;
  /** The most recent requests (up to 1000), oldest first, without any header values but the fault. */
  requests(): readonly RequestLogEntry[];
  /** Invalidates every token issued so far, as if they had expired. */
  revokeTokens(): void;
  /** What GET /sandbox/consent-requests/{crId} answers, or undefined. */
  inspect(crId: string): Inspection | undefined;
}

/** Creates (but does not start) a sandbox. Throws TypeError/RangeError for bad options. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const o = resolveSandboxOptions(options);
  const tokens = new TokenIssuer(o.tokenTtlSeconds, o.now);
  const limits = { maxRecords: o.maxRecords, maxStoredBytes: o.maxStoredBytes };
  let store = new RecordStore(limits);
  let writer: Journal | undefined;
  let server: Server | undefined;
  let baseUrl: string | undefined;
  const counters = { tokenRequests: 0, creationRequests: 0 };
  const log = new RequestLog();

  const state: SandboxState = {
    options: o,
    tokens,
    get store() {
      return store;
    },
    counters,
    persist: () => writer?.save(),
    baseUrl: () => {
      if (baseUrl === undefined) throw new Error('the sandbox is not listening; call listen() first');
      return baseUrl;
    },
  };

  const note = (ex: Exchange): void => {
    const fault = ex.req.headers['x-sandbox-fault'];
    const entry: RawLogEntry = {
      time: o.now(),
      method: ex.req.method ?? '',
      path: ex.path,
      status: ex.res.headersSent ? ex.res.statusCode : 0,
      requestId: ex.requestId,
      fault: fault === undefined ? undefined : String(fault),
      warnings: ex.warnings,
    };
    logEntry(entry);
  };

  /** Tells the developer (the answer only points to the console); a failing onError is ignored. */
  const report = (error: unknown, ex: Exchange): void => {
    try {
      o.onError(error instanceof Error ? error : new Error(`non-Error thrown: ${typeof error}`), {
        method: ex.req.method ?? '',
        path: ex.path,
      });
    } catch {
      // Nothing more can be done; the sandbox keeps serving.
    }
  };

  /** Answers 500 to a request whose route threw, or cuts it when the answer had already begun. */
  const fail = (error: unknown, ex: Exchange): void => {
    report(error, ex);
    if (ex.res.headersSent) {
      if (!ex.res.writableEnded) ex.res.destroy();
      return;
    }
    sendProblem(ex.res, problemBody('internal', 'The sandbox failed to answer; see its console.'));
  };

  /** The request being answered on each connection, so a client error in its body is answered through it. */
  const active = new WeakMap<Duplex, Exchange>();
  /** Connections already answered for a client error: a second error on them only cuts them. */
  const refused = new WeakSet<Duplex>();

  const logEntry = (entry: RawLogEntry): void => {
    log.add(entry);
    try {
      o.onRequest?.(toEntry(entry));
    } catch {
      // A failing log callback must not take the sandbox down.
    }
  };

  /**
   * Node's parser refused the request, or the client was too slow (slowloris included): answer
   * with a problem and close. A request whose headers were read is answered through its own
   * response (its route then logs it); otherwise the answer is written to the socket and logged here.
   */
  const clientError = (error: ClientError, socket: Duplex): void => {
    const ex = active.get(socket);
    const problem = clientErrorProblem(error, o, ex?.req);
    if (problem === undefined || refused.has(socket) || !socket.writable || ex?.res.headersSent === true) {
      socket.destroy();
      return;
    }
    refused.add(socket);
    if (ex?.req.complete === true) {
      // The error is in a request pipelined after this one, which is still being answered: that
      // answer goes out as the last on the connection (Node then closes it).
      ex.res.setHeader('connection', 'close');
      return;
    }
    if (ex !== undefined) {
      closeAfterAnswer(ex.req, ex.res);
      sendProblem(ex.res, problem);
      // After a parser error Node no longer ends the request when the connection closes; the
      // route still reading its body would wait forever (and never log it).
      socket.once('close', () => ex.req.destroy());
      return;
    }
    sendProblemToSocket(socket, problem);
    const { method, path } = requestLineOf(error.rawPacket);
    try {
      logEntry({ time: o.now(), method, path, status: problem.status, requestId: undefined, fault: undefined });
    } catch {
      // A failing clock must not take the sandbox down; the answer went out.
    }
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const ex = openExchange(req, res);
    active.set(req.socket, ex);
    res.once('finish', () => {
      if (active.get(req.socket) === ex) active.delete(req.socket);
    });
    // route() resolves once the answer is written (or the connection dropped), delays included;
    // a failed request is logged too, with the 500 it got. One reaction each way, not a chain of three.
    route(state, ex).then(
      () => settle(ex),
      (error: unknown) => {
        try {
          fail(error, ex);
        } catch (failure) {
          report(failure, ex);
          return;
        }
        settle(ex);
      },
    );
  };

  /** Logs an answered exchange; a failure to log is reported, never thrown. */
  const settle = (ex: Exchange): void => {
    try {
      note(ex);
    } catch (error) {
      report(error, ex);
    }
  };

  const listening = (): Server => {
    if (server?.listening !== true) throw new Error('the sandbox is not listening; call listen() first');
    return server;
  };

  return {
    async listen() {
      if (server !== undefined) throw new Error('listen() was already called');
      if (o.dataFile !== undefined) {
        await prepareDataDirectory(o.dataFile);
        store = new RecordStore(limits, await loadDataFile(o.dataFile));
        const journal = new Journal(o.dataFile, () => store.all());
        store.onChange((change) => journal.append(change));
        // The first write is a compaction: it drops a line cut short by a crash and rewrites a v1 file as a journal.
        await journal.save();
        writer = journal;
      }
      const s = createServer(
        {
          requestTimeout: o.requestTimeoutMs,
          headersTimeout: Math.min(o.headersTimeoutMs, o.requestTimeoutMs),
          connectionsCheckingInterval: Math.min(1000, o.headersTimeoutMs),
        },
        handle,
      );
      s.keepAliveTimeout = 5000;
      s.on('clientError', clientError);
      server = s;
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(o.port, '127.0.0.1', () => {
          s.off('error', reject);
          resolve();
        });
      });
      baseUrl = o.baseUrl ?? `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
      return baseUrl;
    },
    async close() {
      const s = server;
      if (s === undefined) return;
      if (s.listening) {
        const closed = new Promise<void>((resolve) => s.close(() => resolve()));
        s.closeAllConnections();
        await closed;
      }
      await writer?.close();
    },
    get url() {
      listening();
      return state.baseUrl();
    },
    get port() {
      return (listening().address() as AddressInfo).port;
    },
    stats: () => ({ ...counters, tokensIssued: tokens.issued, records: store.size }),
    requests: () => log.entries(),
    revokeTokens: () => tokens.revokeAll(),
    inspect: (crId) => {
      const stored = store.get(crId);
      return stored === undefined ? undefined : inspection(stored);
    },
  };
}
