/** `consent-contract preview PAYLOAD`: placeholder until the renderer moves (next commit). */
import type { CliIo } from '../../io.js';

/** Runs the command; returns the exit status. */
export async function runPreview(_argv: readonly string[], io: CliIo): Promise<number> {
  io.stderr('consent-contract preview: not available yet\n');
  return 2;
}
