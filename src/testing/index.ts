/**
 * consent-contract/testing: what the conformance checks are built from, for Data Fiduciary teams'
 * own property tests. fast-check arbitraries of valid payloads and of invalid ones paired with the
 * diagnostic they must produce, the mutation operators, and buildConsentRequest. Loads fast-check
 * (a dependency of the package) only when imported.
 */
export {
  consentRequestArbitrary,
  consentRequest,
  dpHash,
  identifier,
  languageTags,
  retention,
  text,
} from './arbitraries.js';
export type { ConsentRequestArbitraryOptions, Count } from './arbitraries.js';
export { invalidConsentRequestArbitrary } from './invalid.js';
export type { InvalidConsentRequest, InvalidConsentRequestArbitraryOptions } from './invalid.js';
export { mutations } from './mutations.js';
export type { Mutated, Mutation } from './mutations.js';
export { buildConsentRequest } from './build.js';
export type { ConsentRequestOverrides, DeepPartial } from './build.js';
