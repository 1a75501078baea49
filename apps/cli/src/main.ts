#!/usr/bin/env node
import { enableCompileCache } from 'node:module';

// Each command is a new process that loads the whole application: Node keeps the compiled code of
// every module on disk (in the system's temporary folder), so the next command skips compiling it,
// a sixth of its start (docs/operations/cli.md).
enableCompileCache();
await import('reflect-metadata');
const { run } = await import('./program.js');

process.exitCode = await run(process.argv, {
  env: process.env,
  writeOut: (text) => process.stdout.write(text),
  writeErr: (text) => process.stderr.write(text),
});
