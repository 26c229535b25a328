/** Invalid payloads, each paired with the diagnostic it must produce: the mutations over valid payloads. */
import fc from 'fast-check';
import type { ConsentRequest } from '../../generated/types.js';
import type { Severity } from '../diagnostic.js';
import { consentRequestArbitrary, type ConsentRequestArbitraryOptions } from './arbitraries.js';
import { mutations, type Mutation } from './mutations.js';

/** A broken payload, what broke it, and the diagnostic the validator must report. */
export interface InvalidConsentRequest {
  readonly payload: unknown;
  /** The mutation's name, for people ("put retention out of range for its unit"). */
  readonly mutation: string;
  readonly severity: Severity;
  readonly code: string;
  readonly pointer: string;
}

/** What {@link invalidConsentRequestArbitrary} generates. */
export interface InvalidConsentRequestArbitraryOptions extends ConsentRequestArbitraryOptions {
  /** `error` (the default): only payloads a service must reject; `any`: warnings too. */
  readonly severity?: 'error' | 'any';
  /** The operators to draw from; default every one of {@link mutations} of the severity asked for. */
  readonly mutations?: readonly Mutation[];
  /** Called on each valid payload before it is broken, for example to set the ids a test service expects. */
  readonly before?: (payload: ConsentRequest) => ConsentRequest;
}

/**
 * Invalid payloads paired with the code and pointer of the diagnostic they must produce. With
 * `severity: 'error'` every payload is one the service must answer with 400.
 */
export function invalidConsentRequestArbitrary(
  options: InvalidConsentRequestArbitraryOptions = {},
): fc.Arbitrary<InvalidConsentRequest> {
  const pool = (options.mutations ?? mutations).filter((m) => options.severity === 'any' || m.severity === 'error');
  if (pool.length === 0) throw new RangeError('no mutation to draw from');
  return fc
    .tuple(consentRequestArbitrary(options), fc.constantFrom(...pool), fc.nat())
    .map(([payload, mutation, seed]) => {
      const copy = structuredClone(payload);
      const mutated = mutation.apply(options.before === undefined ? copy : options.before(copy), seed);
      return mutated === undefined ? undefined : { ...mutated, mutation: mutation.name, severity: mutation.severity };
    })
    .filter((item): item is InvalidConsentRequest => item !== undefined);
}
