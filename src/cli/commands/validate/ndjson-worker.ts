/**
 * A worker thread of `validate --ndjson --jobs N` (ndjson-pool.ts): checks each block of lines it
 * is sent and posts back what it found, compactly (see BlockResult).
 */
import { parentPort } from 'node:worker_threads';
import { checkBlock } from './ndjson-block.js';
import type { BlockReply, BlockTask } from './ndjson-pool.js';

const port = parentPort;
port?.on('message', (task: BlockTask) => {
  let reply: BlockReply;
  let moved: ArrayBuffer[] = [];
  try {
    const result = checkBlock(task.block, task.strict, task.budget, undefined, undefined, true);
    reply = { id: task.id, result, block: task.block };
    // The block goes back to be read into again, with the keys in it or in arrays moved beside it.
    moved = [...new Set([result.keys.buffer, result.keyLines.buffer, task.block.buffer])] as ArrayBuffer[];
  } catch (error) {
    reply = { id: task.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply, moved);
});
