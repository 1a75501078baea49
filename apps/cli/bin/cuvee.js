#!/usr/bin/env node
// The `cuvee` command as npm links it. npm links a workspace's bin at install time, before anything
// is built, and skips a target that does not exist yet: this file is in the repository so `npx cuvee`
// always resolves, and it runs the build (`npm run build` or `npm start` makes it).
import { existsSync } from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write(
    "cuvee n'est pas encore construit : lancez « npm run build » (ou npm start).\n" +
      'cuvee is not built yet: run "npm run build" (or npm start).\n',
  );
  process.exit(1);
}
await import(main.href);
