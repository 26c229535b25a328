/** Paths as reports show them: relative to the working directory, with forward slashes. */
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** `file` relative to `cwd` with / separators; standard input's name is left alone. */
export function relativePath(file: string, cwd: string): string {
  if (file === '-') return file;
  const rel = relative(cwd, resolve(cwd, file));
  const shown = rel === '' || isAbsolute(rel) ? file : rel;
  return sep === '/' ? shown : shown.split(sep).join('/');
}
