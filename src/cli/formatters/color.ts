/** Whether to colour output, and the few ANSI styles the stylish format uses. */

/** The --color flag. */
export type ColorMode = 'auto' | 'always' | 'never';

/** The colour modes, for the usage check. */
export const colorModes: readonly ColorMode[] = ['auto', 'always', 'never'];

/**
 * The flag wins; under `auto`, FORCE_COLOR (any value but 0 or false) turns colour on and wins
 * over NO_COLOR (any non-empty value), as in Node itself; otherwise colour only on a terminal
 * that is not TERM=dumb.
 */
export function shouldColor(
  mode: ColorMode,
  env: Readonly<Record<string, string | undefined>>,
  isTTY: boolean,
): boolean {
  if (mode !== 'auto') return mode === 'always';
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY && env.TERM !== 'dumb';
}

/** Styles text, or leaves it alone when colour is off. */
export interface Paint {
  readonly red: (text: string) => string;
  readonly yellow: (text: string) => string;
  readonly green: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly underline: (text: string) => string;
  readonly bold: (text: string) => string;
}

const style =
  (open: number, close: number) =>
  (text: string): string =>
    `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string): string => text;

/** The styles, enabled or not. */
export function paint(enabled: boolean): Paint {
  if (!enabled) return { red: plain, yellow: plain, green: plain, dim: plain, underline: plain, bold: plain };
  return {
    red: style(31, 39),
    yellow: style(33, 39),
    green: style(32, 39),
    dim: style(2, 22),
    underline: style(4, 24),
    bold: style(1, 22),
  };
}
