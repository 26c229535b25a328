/** Where the sandbox answers, spelled once. */
import { apiPaths } from '../../../generated/paths.js';

/**
 * The sandbox's paths: the service's two endpoints (from the OpenAPI, through generated/paths.ts),
 * the consent page and the sandbox-only inspection prefix.
 */
export const paths = {
  token: apiPaths.getAccessToken,
  consentRequests: apiPaths.createConsentRequest,
  consentPage: '/consent',
  inspection: '/sandbox/consent-requests/',
} as const;
