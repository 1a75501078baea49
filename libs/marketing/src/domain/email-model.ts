import { brokenField, escapeHtml as escapeAttribute } from './dynamic-fields.js';
import { containsScript } from '@cuvee/kernel';
import { sanitizeRichText } from '@cuvee/kernel/node';

/**
 * A model is standard (one rich text from the editor) or advanced (a column of blocks). Both end as one
 * email-client-safe HTML body: nested tables, inline styles, 600 px wide, nothing that needs CSS classes
 * or scripts (mail clients drop <style> and never run scripts).
 */
export type ModelKind = 'standard' | 'advanced';
export const MODEL_KINDS: readonly ModelKind[] = ['standard', 'advanced'];

export type Block =
  | { kind: 'header'; imageUrl: string; alt?: string; link?: string }
  | { kind: 'text'; html: string }
  | { kind: 'button'; label: string; url: string; colour?: string }
  | { kind: 'columns'; columns: string[] }
  | { kind: 'products'; items: ProductCard[] }
  | { kind: 'footer'; html: string };
export const BLOCK_KINDS = ['header', 'text', 'button', 'columns', 'products', 'footer'] as const;

/** A product card: the price is the one of the typology the list aims at, written by the seller. */
export interface ProductCard {
  name: string;
  price: string;
  imageUrl?: string;
  url?: string;
}

/** What is wrong with a model's content, as a message key and its parameters; null when it is fine. */
export interface ModelProblem {
  key: 'marketing.brokenField' | 'marketing.unsafeHtml' | 'marketing.emptyModel' | 'marketing.badUrl';
  params?: Record<string, string>;
}

/** The pieces of user text a model holds (for the checks), HTML and plain alike. */
function textsOf(
  kind: ModelKind,
  html: string,
  blocks: Block[],
): { html: string[]; plain: string[]; urls: string[] } {
  if (kind === 'standard') return { html: [html], plain: [], urls: [] };
  const out = { html: [] as string[], plain: [] as string[], urls: [] as string[] };
  for (const block of blocks) {
    switch (block.kind) {
      case 'header':
        out.urls.push(block.imageUrl, ...(block.link ? [block.link] : []));
        out.plain.push(block.alt ?? '');
        break;
      case 'text':
      case 'footer':
        out.html.push(block.html);
        break;
      case 'button':
        out.plain.push(block.label);
        out.urls.push(block.url);
        break;
      case 'columns':
        out.html.push(...block.columns);
        break;
      case 'products':
        for (const item of block.items) {
          out.plain.push(item.name, item.price);
          out.urls.push(...(item.imageUrl ? [item.imageUrl] : []), ...(item.url ? [item.url] : []));
        }
        break;
    }
  }
  return out;
}

const isWebUrl = (url: string) =>
  /^https?:\/\/[^\s"'<>]+$/i.test(url) || /^\{\{\s*[A-Za-z]+\s*\}\}$/.test(url);

/** The first problem of a model's content, checked before it is saved and again before a campaign. */
export function modelProblem(
  kind: ModelKind,
  subject: string,
  html: string,
  blocks: Block[],
): ModelProblem | null {
  const texts = textsOf(kind, html, blocks);
  if (texts.html.every((h) => !h.trim()) && texts.plain.every((p) => !p.trim()) && !texts.urls.length)
    return { key: 'marketing.emptyModel' };
  for (const piece of texts.html) if (containsScript(piece)) return { key: 'marketing.unsafeHtml' };
  for (const url of texts.urls) if (!isWebUrl(url)) return { key: 'marketing.badUrl', params: { url } };
  for (const piece of [subject, ...texts.html, ...texts.plain]) {
    const broken = brokenField(piece);
    if (broken) return { key: 'marketing.brokenField', params: { field: broken } };
  }
  return null;
}

const FONT = 'font-family: Arial, Helvetica, sans-serif; font-size: 14px; line-height: 1.5; color: #1f2a44';
const row = (content: string, style = 'padding: 12px 24px') =>
  `<tr><td style="${style}">${content}</td></tr>`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'header': {
      const image = `<img src="${escapeAttribute(block.imageUrl)}" alt="${escapeAttribute(block.alt ?? '')}" width="600" style="display: block; width: 100%; max-width: 600px; height: auto; border: 0">`;
      return row(block.link ? `<a href="${escapeAttribute(block.link)}">${image}</a>` : image, 'padding: 0');
    }
    case 'text':
      return row(sanitizeRichText(block.html));
    case 'button': {
      const colour = /^#[0-9a-f]{3,8}$/i.test(block.colour ?? '') ? block.colour! : '#7b1e3a';
      return row(
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td style="background: ${colour}; border-radius: 4px"><a href="${escapeAttribute(block.url)}" style="display: inline-block; padding: 12px 24px; color: #ffffff; text-decoration: none; font-weight: bold">${escapeAttribute(block.label)}</a></td></tr></table>`,
      );
    }
    case 'columns': {
      const width = Math.floor(100 / Math.max(1, block.columns.length));
      const cells = block.columns
        .map(
          (column) =>
            `<td class="column" width="${width}%" valign="top" style="padding: 0 8px">${sanitizeRichText(column)}</td>`,
        )
        .join('');
      return row(
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>${cells}</tr></table>`,
      );
    }
    case 'products': {
      const cells = block.items
        .map((item) => {
          const image = item.imageUrl
            ? `<img src="${escapeAttribute(item.imageUrl)}" alt="${escapeAttribute(item.name)}" width="160" style="display: block; margin: 0 auto; max-width: 100%; height: auto; border: 0">`
            : '';
          const name = `<p style="margin: 8px 0 4px; font-weight: bold">${escapeAttribute(item.name)}</p><p style="margin: 0; color: #7b1e3a">${escapeAttribute(item.price)}</p>`;
          const body = item.url
            ? `<a href="${escapeAttribute(item.url)}" style="color: inherit; text-decoration: none">${image}${name}</a>`
            : image + name;
          return `<td class="column" valign="top" align="center" style="padding: 8px">${body}</td>`;
        })
        .join('');
      return row(
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>${cells}</tr></table>`,
      );
    }
    case 'footer':
      return row(sanitizeRichText(block.html), 'padding: 16px 24px; font-size: 12px; color: #666666');
  }
}

/** The body of a model, dynamic fields still in place: sanitised rich text, or the blocks as tables. */
export function modelBody(kind: ModelKind, html: string, blocks: Block[]): string {
  return kind === 'standard' ? row(sanitizeRichText(html)) : blocks.map(blockHtml).join('');
}

export interface MailFrame {
  subject: string;
  /** The shop's footer (legal address), plain text. */
  footer: string;
  /** The words of the unsubscribe link. */
  unsubscribeText: string;
}

/**
 * The whole HTML document around a body; `{{unsubscribeUrl}}` is left for each recipient. The mobile
 * rule (columns stacked under 620 px) sits in the head for clients that read it; the others get the
 * desktop layout, which still reads at 600 px.
 */
export function mailDocument(body: string, frame: MailFrame): string {
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttribute(frame.subject)}</title>`,
    '<style>@media (max-width: 620px) { .container { width: 100% !important } .column { display: block !important; width: 100% !important } }</style>',
    '</head>',
    `<body style="margin: 0; padding: 0; background: #f4f1ec">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background: #f4f1ec"><tr><td align="center" style="padding: 16px 0">',
    `<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width: 600px; max-width: 600px; background: #ffffff; ${FONT}">`,
    body,
    row(
      `${escapeAttribute(frame.footer).replace(/\n/g, '<br>')}<br><a href="{{unsubscribeUrl}}" style="color: #666666">${escapeAttribute(frame.unsubscribeText)}</a>`,
      'padding: 16px 24px; font-size: 11px; color: #666666; text-align: center; border-top: 1px solid #e5e0d8',
    ),
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/** The blocks of an advanced model as the API receives them, or null when one is not a known shape. */
export function parseBlocks(input: unknown): Block[] | null {
  if (!Array.isArray(input) || input.length > 100) return null;
  const blocks: Block[] = [];
  for (const raw of input as Record<string, unknown>[]) {
    if (!raw || typeof raw !== 'object') return null;
    const block = parseBlock(raw);
    if (!block) return null;
    blocks.push(block);
  }
  return blocks;
}

function parseBlock(raw: Record<string, unknown>): Block | null {
  const optional = (value: unknown, max: number) => value === undefined || isText(value, max);
  switch (raw.kind) {
    case 'header':
      return isText(raw.imageUrl, 2000) && optional(raw.alt, 200) && optional(raw.link, 2000)
        ? {
            kind: 'header',
            imageUrl: raw.imageUrl,
            ...(raw.alt ? { alt: raw.alt as string } : {}),
            ...(raw.link ? { link: raw.link as string } : {}),
          }
        : null;
    case 'text':
    case 'footer':
      return isText(raw.html, 100_000) ? { kind: raw.kind, html: raw.html } : null;
    case 'button':
      return isText(raw.label, 100) && isText(raw.url, 2000) && optional(raw.colour, 20)
        ? {
            kind: 'button',
            label: raw.label,
            url: raw.url,
            ...(raw.colour ? { colour: raw.colour as string } : {}),
          }
        : null;
    case 'columns':
      return Array.isArray(raw.columns) &&
        raw.columns.length >= 1 &&
        raw.columns.length <= 3 &&
        raw.columns.every((c) => isText(c, 50_000))
        ? { kind: 'columns', columns: raw.columns as string[] }
        : null;
    case 'products': {
      if (!Array.isArray(raw.items) || raw.items.length < 1 || raw.items.length > 4) return null;
      const items: ProductCard[] = [];
      for (const item of raw.items as Record<string, unknown>[]) {
        if (
          !item ||
          !isText(item.name, 150) ||
          !isText(item.price, 50) ||
          !optional(item.imageUrl, 2000) ||
          !optional(item.url, 2000)
        )
          return null;
        items.push({
          name: item.name,
          price: item.price,
          ...(item.imageUrl ? { imageUrl: item.imageUrl as string } : {}),
          ...(item.url ? { url: item.url as string } : {}),
        });
      }
      return { kind: 'products', items };
    }
    default:
      return null;
  }
}

/** The blocks with their user HTML sanitised, as they are stored. */
export function sanitizeBlocks(blocks: Block[]): Block[] {
  return blocks.map((block) => {
    switch (block.kind) {
      case 'text':
      case 'footer':
        return { ...block, html: sanitizeRichText(block.html) };
      case 'columns':
        return { ...block, columns: block.columns.map(sanitizeRichText) };
      default:
        return block;
    }
  });
}
