/**
 * consent-contract/sandbox: a local stand-in for the consent manager's Data Fiduciary
 * interface, with real authentication, validation, idempotency, the consent page, an
 * inspection endpoint and faults on demand.
 */
export { createSandbox } from './server.js';
export type { Sandbox, SandboxStats } from './server.js';
export type { RequestLogEntry } from './http/request-log.js';
export { defaultSandboxClient, maxBodyBytes } from './options.js';
export type { SandboxOptions, SandboxClient, SandboxErrorContext } from './options.js';
export type { Inspection } from './routes/inspect.js';
export type { HistoryEntry, SandboxStatus } from './store/store.js';
