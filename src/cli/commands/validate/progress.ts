/** A progress line for long NDJSON inputs, on a terminal only, redrawn at most five times a second. */

/** Reports progress and clears the line when done. */
export interface Progress {
  readonly update: (lines: number, bytes: number) => void;
  readonly done: () => void;
}

const noProgress: Progress = { update: () => undefined, done: () => undefined };

/** A progress line on `write`, shown once an input has taken a second; nothing when not a terminal. */
export function progressLine(
  write: (text: string) => void,
  isTTY: boolean,
  label: string,
  now: () => number = Date.now,
): Progress {
  if (!isTTY) return noProgress;
  const started = now();
  let lastDraw = 0;
  let drawn = false;
  return {
    update(lines, bytes) {
      const t = now();
      if (t - started < 1000 || t - lastDraw < 200) return;
      lastDraw = t;
      drawn = true;
      const rate = Math.round((lines * 1000) / Math.max(1, t - started));
      write(
        `\r\u001b[K${label}: ${lines.toLocaleString('en')} lines, ${(bytes / 1048576).toFixed(1)} MiB (${rate.toLocaleString('en')} lines/s)`,
      );
    },
    done() {
      if (drawn) write('\r\u001b[K');
    },
  };
}
