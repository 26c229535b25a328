/**
 * Faults on demand, for testing clients: the request header `X-Sandbox-Fault` holds one or
 * more comma-separated directives.
 *   500 (any status 400-599)  answer with this status and a problem body, instead of acting
 *   drop                      close the connection without any answer, instead of acting
 *   delay=MS                  act normally, then hold the answer back MS milliseconds (at most 60000)
 */

/** The parsed directives of one request. */
export interface Fault {
  readonly status?: number;
  readonly drop?: boolean;
  readonly delayMs?: number;
}

/** The request header that asks for a fault (lower case, as Node presents headers). */
export const faultHeader = 'x-sandbox-fault';
const maxDelayMs = 60_000;

/** The fault a header asks for; {} when absent; a string explaining the error when malformed. */
export function parseFault(header: string | string[] | undefined): Fault | string {
  if (header === undefined) return {};
  const fault: { status?: number; drop?: boolean; delayMs?: number } = {};
  for (const directive of String(header)
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter((d) => d !== '')) {
    const delay = /^delay=(\d{1,6})$/.exec(directive);
    if (directive === 'drop') fault.drop = true;
    else if (/^[45]\d\d$/.test(directive)) fault.status = Number(directive);
    else if (delay?.[1] !== undefined && Number(delay[1]) <= maxDelayMs) fault.delayMs = Number(delay[1]);
    else
      return `X-Sandbox-Fault directive "${directive}" is not one of: a status 400-599, drop, delay=MS (MS at most ${maxDelayMs})`;
  }
  return fault;
}
