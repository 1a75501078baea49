import { readFileSync } from 'node:fs';

/** The product version, from the root package.json: shown by the CLI, /v1/health and the front ends. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
