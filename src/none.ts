/**
 * The empty result: one frozen array shared by every function that finds nothing, so the common
 * case allocates nothing. `readonly never[]` fits any `readonly T[]`.
 */
export const none: readonly never[] = Object.freeze([]);
