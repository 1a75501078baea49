import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_FONT_FAMILIES, RICH_TEXT_FONT_SIZES } from '../constants.js';

// The editor's sizes ("Taille N", px) and fonts are the kernel's, shared with the back office's editor.
const sizePattern = new RegExp(`^(${RICH_TEXT_FONT_SIZES.join('|')})px$`);
const familyPattern = new RegExp(
  `^\\s*['"]?(${RICH_TEXT_FONT_FAMILIES.map((f) => f.replace(/ /g, ' ')).join('|')})['"]?(\\s*,\\s*['"]?[A-Za-z -]+['"]?)*\\s*$`,
  'i',
);
const colourPattern = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;

/*
 * What user HTML may hold once sanitised: the editor's formatting, links and images, nothing that runs
 * (scripts, event handlers, iframes, forms are dropped; javascript: URLs too). Styles are limited to the
 * editor's own sizes, fonts, colours and alignment.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'span',
    'div',
    'img',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'style'],
    img: ['src', 'alt', 'width', 'height', 'style'],
    '*': ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedStyles: {
    '*': {
      'font-size': [sizePattern],
      'font-family': [familyPattern],
      color: [colourPattern],
      'background-color': [colourPattern],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
    },
  },
  disallowedTagsMode: 'discard',
};

/** User HTML reduced to what the editor can produce; anything executable is removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/** The text of an HTML fragment, for the plain-text part of a mail. */
export function plainText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote)>/gi, '\n')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
