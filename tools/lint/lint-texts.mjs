// Lints code snippets as if they were files of the workspace in the working directory, without
// writing them: `node tools/lint/lint-texts.mjs cases.json` where cases.json is
// [{ "filePath": "libs/x/src/y.ts", "code": "…" }, …]. Prints [{ filePath, errors }] as JSON.
// Used by tools/lint/__tests__/module-boundaries.spec.ts to lint a temporary workspace: Nx takes its
// workspace root from the process's working directory, hence a separate process.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const cases = JSON.parse(await readFile(process.argv[2], 'utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
const outcomes = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: resolve(filePath) });
  outcomes.push({
    filePath,
    errors: result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
  });
}
process.stdout.write(JSON.stringify(outcomes));
