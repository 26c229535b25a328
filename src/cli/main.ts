#!/usr/bin/env node
/** The `consent-contract` command: the real process's I/O handed to the dispatcher. */
import { runCli } from './dispatch.js';
import { processIo } from './io.js';

// No top-level await: the command is also bundled as one CommonJS file, which starts faster.
runCli(process.argv.slice(2), processIo()).then((status) => {
  process.exitCode = status;
});
