/**
 * Reads a file in chunks into one buffer, used again for every read: for a consumer that copies
 * each chunk before asking for the next (the NDJSON reader does), a long input then allocates
 * nothing per read, where fs.createReadStream allocates a new buffer each time.
 */
import { open } from 'node:fs/promises';

/** Chunks of at most `size` bytes; each is valid only until the next is asked for. */
export async function* fileChunks(path: string, size = 1 << 20): AsyncGenerator<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(size);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, size, null);
      if (bytesRead === 0) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}
