/** Vitest setup file: the seed of every property test (see fast-check-seed.ts). */
import fc from 'fast-check';
import { seedFrom } from './fast-check-seed.js';

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: seedFrom(process.env.FC_SEED) });
