import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@cuvee/kernel';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { HELP_SLUGS, type HelpSlug } from './slugs.js';

/*
 * The help centre's content, made at BUILD time (Node, not the browser): the articles of docs/help and
 * the changelog's releases, Markdown turned into HTML and sanitised here, so the fronts ship neither a
 * Markdown parser nor a sanitiser (docs/help-centre.md). The Vite plugin (vite-plugin.ts) serves it.
 */

export interface HelpArticle {
  readonly slug: HelpSlug;
  readonly title: string;
  readonly summary: string;
  readonly tags: readonly string[];
  /** The back-office pages that link to it (kernel route patterns). */
  readonly screens: readonly string[];
  /** The body, sanitised HTML. */
  readonly html: string;
  /** The body as plain text, for the search. */
  readonly text: string;
}

/** One group of a release (Ajouté, Modifié…), in one language. */
export interface NewsGroup {
  readonly title: string;
  readonly html: string;
}

export interface NewsRelease {
  readonly version: string;
  readonly date: string;
  readonly groups: readonly NewsGroup[];
}

export interface HelpContent {
  readonly articles: readonly HelpArticle[];
  readonly news: readonly NewsRelease[];
}

const SAFE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'code',
    'pre',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'br',
    'hr',
    'kbd',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

const markdown = new Marked({ gfm: true, async: false });

/** Markdown to sanitised HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }), SAFE).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised HTML, for the search. */
export function textOf(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d|td|th)>/g, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface FrontMatter {
  readonly fields: Record<string, string | string[]>;
  readonly body: string;
}

/**
 * A Markdown file's front matter: `key: value` lines between two `---` lines, a value in brackets being
 * a list (`tags: [stock, inventaire]`), an indented line going on with the value above it (as Prettier
 * wraps a long list). Enough for the help articles; anything else is refused.
 */
export function parseFrontMatter(source: string, file: string): FrontMatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error(`${file}: no front matter (--- … ---) at the top`);
  const raw: [string, string][] = [];
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const last = raw.at(-1);
    if (/^\s/.test(line) && last) {
      last[1] = `${last[1]} ${line.trim()}`.trim();
      continue;
    }
    const pair = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`${file}: front matter line not understood: ${line}`);
    raw.push([pair[1] ?? '', (pair[2] ?? '').trim()]);
  }
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of raw) {
    const list = /^\[(.*)\]$/.exec(value);
    fields[key] = list
      ? (list[1] ?? '')
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== '')
      : value;
  }
  return { fields, body: source.slice(match[0].length) };
}

function text(fields: FrontMatter['fields'], key: string, file: string): string {
  const value = fields[key];
  if (typeof value !== 'string' || value === '') throw new Error(`${file}: "${key}" is missing`);
  return value;
}

function list(fields: FrontMatter['fields'], key: string, file: string): string[] {
  const value = fields[key];
  if (!Array.isArray(value)) throw new Error(`${file}: "${key}" must be a list in brackets`);
  return value;
}

/** The articles of one language, in HELP_SLUGS' order; a missing or unlisted file is an error. */
export function loadArticles(folder: string): HelpArticle[] {
  const files = readdirSync(folder).filter((name) => name.endsWith('.md'));
  const unknown = files.filter((name) => !(HELP_SLUGS as readonly string[]).includes(name.slice(0, -3)));
  if (unknown.length > 0) throw new Error(`${folder}: articles not in HELP_SLUGS: ${unknown.join(', ')}`);
  return HELP_SLUGS.map((slug) => {
    const file = join(folder, `${slug}.md`);
    if (!existsSync(file)) throw new Error(`${file} is missing`);
    const { fields, body } = parseFrontMatter(readFileSync(file, 'utf8'), file);
    const html = renderMarkdown(body);
    return {
      slug,
      title: text(fields, 'title', file),
      summary: text(fields, 'summary', file),
      tags: list(fields, 'tags', file),
      screens: list(fields, 'screens', file),
      html,
      text: textOf(html),
    };
  });
}

/**
 * The releases of a Keep-a-Changelog file written in both languages: `## [version] - date` sections
 * (newest first), each with groups `### Ajouté (fr)`, `### Added (en)`… Only the given language's groups
 * are kept, and a release with none is left out (an empty "Unreleased").
 */
export function parseChangelog(source: string, locale: Locale): NewsRelease[] {
  const releases: NewsRelease[] = [];
  for (const section of source.split(/^## /m).slice(1)) {
    const [heading = '', ...rest] = section.split('\n');
    const release = /^\[([^\]]+)\](?:\s*-\s*(\d{4}-\d{2}-\d{2}))?/.exec(heading.trim());
    if (!release) throw new Error(`CHANGELOG.md: release heading not understood: ## ${heading}`);
    const groups: NewsGroup[] = [];
    for (const group of rest.join('\n').split(/^### /m).slice(1)) {
      const [title = '', ...lines] = group.split('\n');
      const tagged = /^(.*?)\s*\((fr|en)\)\s*$/.exec(title);
      if (!tagged) throw new Error(`CHANGELOG.md: group without its language, e.g. "(fr)": ### ${title}`);
      if (tagged[2] === locale)
        groups.push({ title: tagged[1] ?? '', html: renderMarkdown(lines.join('\n')) });
    }
    if (groups.length > 0) releases.push({ version: release[1] ?? '', date: release[2] ?? '', groups });
  }
  return releases;
}

/** Everything the help centre shows in one language, read from the repository at `root`. */
export function loadHelpContent(root: string, locale: Locale): HelpContent {
  return {
    articles: loadArticles(join(root, 'docs', 'help', locale)),
    news: parseChangelog(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), locale),
  };
}
