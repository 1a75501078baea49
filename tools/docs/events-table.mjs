// The "Events" table of docs/architecture.md, read from the code: every class that extends DomainEvent,
// the files that build it (its publishers) and the @OnEvent methods that handle it.
// `node tools/docs/events-table.mjs` rewrites the table between its markers; the spec beside this file
// fails when the page and the code disagree.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const PAGE = join(root, 'docs/architecture.md');
export const START = '<!-- events:start (node tools/docs/events-table.mjs) -->';
export const END = '<!-- events:end -->';

async function sources(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', '__tests__', 'test', 'e2e'].includes(entry.name))
        found.push(...(await sources(path)));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
      found.push(path);
    }
  }
  return found;
}

/** The table's rows, sorted by event name: event class, queue name, publishers, handlers. */
export async function eventRows() {
  const files = await Promise.all(
    [...(await sources(join(root, 'libs'))), ...(await sources(join(root, 'apps')))].map(async (path) => ({
      path: relative(root, path),
      // Without comments: a comment naming an event neither publishes nor handles it.
      text: (await readFile(path, 'utf8')).replace(/\/\*[^]*?\*\/|^\s*\/\/.*$/gm, ''),
    })),
  );
  const events = [];
  for (const { path, text } of files) {
    for (const match of text.matchAll(
      /export class (\w+) extends DomainEvent \{[^]*?eventName = '([^']+)'/g,
    )) {
      events.push({ type: match[1], name: match[2], path });
    }
  }
  return events
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ type, name, path }) => {
      const publishers = files
        .filter((file) => file.path !== path && file.text.includes(`new ${type}(`))
        .map((file) => `\`${file.path}\``);
      const handlers = files.flatMap((file) =>
        [
          ...file.text.matchAll(
            new RegExp(`@OnEvent\\(${type}(?:, \\{ delivery: '([a-z-]+)' \\})?\\)\\s+async (\\w+)`, 'g'),
          ),
        ].map(
          (match) => `\`${className(file.text, match.index)}.${match[2]}\` (${match[1] ?? 'after-commit'})`,
        ),
      );
      return `| \`${type}\` (\`${name}\`) | \`${path}\` | ${publishers.join(', ') || '—'} | ${handlers.join(', ') || '—'} |`;
    });
}

/** The class a method at `index` belongs to: the last class declared before it. */
function className(text, index) {
  const classes = [...text.slice(0, index).matchAll(/class (\w+)/g)];
  return classes.at(-1)?.[1] ?? '?';
}

export async function eventsTable() {
  return [
    START,
    '| event (queue name) | class | published by | handlers (delivery) |',
    '| --- | --- | --- | --- |',
    ...(await eventRows()),
    END,
  ].join('\n');
}

/** The page with its table as the code has it now, laid out as `npm run format` would. */
export async function pageWithTable() {
  const page = await readFile(PAGE, 'utf8');
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`docs/architecture.md has no ${START} … ${END} markers`);
  const text = page.slice(0, start) + (await eventsTable()) + page.slice(end + END.length);
  return format(text, { ...(await resolveConfig(PAGE)), filepath: PAGE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(PAGE, await pageWithTable());
}
