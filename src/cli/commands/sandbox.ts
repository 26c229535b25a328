/**
 * `consent-contract sandbox`: starts the sandbox on 127.0.0.1, prints where it is and which
 * credentials it accepts, logs each request, and stops cleanly on Ctrl-C (SIGINT) or SIGTERM.
 */
import { checkArgv } from '../argv.js';
import { parseArgs } from 'node:util';
import { maxShownLength, plainOrQuoted, quoted } from '../../sandbox/http/console-text.js';
import { printableLines } from '../../safe-text.js';
import { defaultSandboxClient, internalErrorLine, maxTokenTtlSeconds } from '../../sandbox/options.js';
import type { RequestLogEntry } from '../../sandbox/http/request-log.js';
import { createSandbox } from '../../sandbox/server.js';
import { missingDataDirectoryCode } from '../../sandbox/store/data-dir.js';
import { paths } from '../../sandbox/http/paths.js';
import type { CliIo } from '../io.js';
import { canParseUrl } from '../../can-parse-url.js';

const usage = `Usage: consent-contract sandbox [options]

Runs a local sandbox of the consent manager's Data Fiduciary interface on 127.0.0.1.

Options:
  --port N             TCP port (default 4010; 0 picks a free one)
  --client-id ID       client id the token endpoint accepts (default ${defaultSandboxClient.clientId})
  --client-secret S    client secret it accepts (default ${defaultSandboxClient.clientSecret})
  --token-ttl SECONDS  lifetime of issued tokens, 1 to 86400 (default 900)
  --data FILE          keep records in FILE across restarts (default: memory only); its
                       directory must exist
  --max-stored-mib N   keep at most N MiB of payloads and history, forgetting the
                       oldest records (and their requestIds) first (default 64);
                       bounds memory and FILE
  --base-url URL       public address used in redirectUrl (default http://127.0.0.1:PORT)
  --quiet              do not log requests
  --help               show this help

Internal errors are printed to stderr. Request-derived values in the log (requestId,
fault) are quoted as JSON strings and cut to ${maxShownLength} characters.

Faults for client tests: send the request header X-Sandbox-Fault with 500 (any 400-599),
drop, or delay=MS. Inspect a request: GET ${paths.inspection}{crId}.
Stop with Ctrl-C.`;

function fail(io: CliIo, message: string): number {
  io.stderr(`consent-contract sandbox: ${message}\n\n${usage}\n`);
  return 2;
}

function integer(text: string | undefined, fallback: number): number | undefined {
  if (text === undefined) return fallback;
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** One console line per request; the client's values are quoted, so they cannot forge lines or escapes. */
function logLine(entry: RequestLogEntry): string {
  const id = entry.requestId === undefined ? '' : ` requestId=${quoted(entry.requestId)}`;
  const fault = entry.fault === undefined ? '' : ` fault=${quoted(entry.fault)}`;
  const warnings = entry.warnings === undefined ? '' : ` warnings=${quoted(entry.warnings.join(', '))}`;
  // A request Node's parser refused may have no readable method or path: "-" stands for it.
  const method = entry.method === '' ? '-' : plainOrQuoted(entry.method);
  const path = entry.path === '' ? '-' : plainOrQuoted(entry.path);
  const status = entry.status === 0 ? 'dropped' : entry.status;
  return `${entry.at.slice(11, 23)} ${method} ${path} ${status}${id}${fault}${warnings}\n`;
}

/** Runs the command with the arguments after `sandbox`; resolves to the exit code. */
export async function runSandboxCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const options = {
    port: { type: 'string' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    'token-ttl': { type: 'string' },
    data: { type: 'string' },
    'max-stored-mib': { type: 'string' },
    'base-url': { type: 'string' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  } as const;
  const checked = checkArgv(argv, options, (name) => (name === 'port' ? 'a port number' : 'a value'));
  if (!checked.ok) return fail(io, checked.error);
  const operand = checked.args.find((a) => !a.startsWith('-'));
  if (operand !== undefined) return fail(io, `unexpected argument "${operand}": the sandbox takes options only`);
  let values;
  try {
    ({ values } = parseArgs({ args: checked.args, strict: true, allowPositionals: false, options }));
  } catch (error) {
    return fail(io, `the arguments could not be read (${(error as Error).message.replaceAll('"', "'")})`);
  }
  if (values.help === true) {
    io.stdout(`${usage}\n`);
    return 0;
  }
  const port = integer(values.port, 4010);
  if (port === undefined || port > 65535)
    return fail(io, `--port must be a whole number from 0 to 65535, got "${values.port}"`);
  const ttl = integer(values['token-ttl'], 900);
  if (ttl === undefined || ttl < 1 || ttl > maxTokenTtlSeconds)
    return fail(
      io,
      `--token-ttl must be a whole number of seconds from 1 to ${maxTokenTtlSeconds} (the contract's longest token lifetime), got "${values['token-ttl']}"`,
    );
  const mib = integer(values['max-stored-mib'], 64);
  if (mib === undefined || mib < 1 || mib > 1024 * 1024)
    return fail(io, `--max-stored-mib must be a whole number from 1 to 1048576, got "${values['max-stored-mib']}"`);
  const id = values['client-id'];
  const secret = values['client-secret'];
  if ((id === undefined) !== (secret === undefined))
    return fail(io, 'give both --client-id and --client-secret, or neither');
  const client =
    id === undefined || secret === undefined ? defaultSandboxClient : { clientId: id, clientSecret: secret };
  if (client.clientId === '' || client.clientId.includes(':') || client.clientSecret === '')
    return fail(io, '--client-id must be non-empty without ":", --client-secret non-empty');
  if (values['base-url'] !== undefined && !canParseUrl(values['base-url']))
    return fail(io, `--base-url is not an absolute URL: ${values['base-url']}`);

  const sandbox = createSandbox({
    port,
    clients: [client],
    tokenTtlSeconds: ttl,
    maxStoredBytes: mib * 1024 * 1024,
    onError: (error, request) => io.stderr(internalErrorLine(error, request)),
    ...(values.data === undefined ? {} : { dataFile: values.data }),
    ...(values['base-url'] === undefined ? {} : { baseUrl: values['base-url'] }),
    ...(values.quiet === true ? {} : { onRequest: (entry: RequestLogEntry) => io.stdout(logLine(entry)) }),
  });
  let url: string;
  try {
    url = await sandbox.listen();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${port} is in use; pass another --port (0 picks a free one)`
        : (error as Error).message;
    // The reason can quote the data file's content, which is escaped like any outside text.
    io.stderr(`consent-contract sandbox: cannot start: ${printableLines(reason)}\n`);
    await sandbox.close();
    // A --data path in a missing directory is a mistake in the command, like a usage error.
    return code === missingDataDirectoryCode ? 2 : 1;
  }
  io.stdout(
    [
      `consent-contract sandbox listening on ${url}`,
      `  token:          GET  ${url}${paths.token}`,
      `  create:         POST ${url}${paths.consentRequests}`,
      `  inspect:        GET  ${url}${paths.inspection}{crId}`,
      `  client id:      ${client.clientId}`,
      `  client secret:  ${client.clientSecret}`,
      `  token lifetime: ${ttl} s`,
      `  data:           ${values.data ?? 'in memory (lost on exit; --data FILE keeps it)'}`,
      `  payload budget: ${mib} MiB (oldest records forgotten beyond it)`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  await new Promise<void>((resolve) => {
    const stopListening = io.onStop(() => {
      stopListening();
      resolve();
    });
  });
  await sandbox.close();
  io.stdout('consent-contract sandbox stopped\n');
  return 0;
}
