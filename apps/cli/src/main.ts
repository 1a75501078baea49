#!/usr/bin/env node
import 'reflect-metadata';
import { run } from './program.js';

process.exitCode = await run(process.argv, {
  env: process.env,
  writeOut: (text) => process.stdout.write(text),
  writeErr: (text) => process.stderr.write(text),
});
