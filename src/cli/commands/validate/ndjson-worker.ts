/**
 * A worker thread of `validate --ndjson` with --jobs above 1 (ndjson-pool.ts): checks each block
 * of lines it is sent and posts back what it found.
 */
import { parentPort } from 'node:worker_threads';
import { checkBlock } from './ndjson-block.js';
import type { BlockReply, BlockTask } from './ndjson-pool.js';

const port = parentPort;
port?.on('message', (task: BlockTask) => {
  // Structured cloning delivers a plain Uint8Array; a Buffer view of it finds newlines faster.
  const block = Buffer.from(task.block.buffer, task.block.byteOffset, task.block.byteLength);
  let reply: BlockReply;
  try {
    reply = { id: task.id, result: checkBlock(block, task.strict, task.budget) };
  } catch (error) {
    reply = { id: task.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
