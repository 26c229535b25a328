/**
 * consent-contract/client: a typed client of the Data Fiduciary interface. It gets and caches
 * access tokens, validates payloads before sending them, retries safely and checks every answer.
 */
export { createConsentClient } from './client.js';
export type { ConsentClient, CreateOptions } from './client.js';
export type { ConsentClientOptions } from './options.js';
export { isLoopbackHost } from './options.js';
export {
  ConsentClientError,
  ConsentStatusError,
  ConsentConfigError,
  ConsentValidationError,
  ConsentAuthError,
  ConsentHttpError,
  ConsentTimeoutError,
  ConsentNetworkError,
  ConsentResponseTooLargeError,
} from './errors.js';
export type { AnyConsentClientError, ConsentClientErrorCode, ValidationTarget } from './errors.js';
export type { ConsentRequest, ConsentRequestRecord, Problem } from '../../generated/types.js';
export type { Diagnostic } from '../diagnostic.js';
