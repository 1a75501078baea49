import { RICH_TEXT_FONT_FAMILIES, RICH_TEXT_FONT_SIZES } from '@cuvee/kernel';

/*
 * The mail editor writes its text as paragraphs, each a plain text with one style: a paragraph or a
 * heading ("Titre N"), a size ("Taille N"), a font, an alignment, a colour. It reads back what it wrote
 * (and the top-level blocks of any HTML the API kept) the same way; inline formatting of HTML written
 * elsewhere reads as its text.
 */

export const PARAGRAPH_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type ParagraphTag = (typeof PARAGRAPH_TAGS)[number];
export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export interface Paragraph {
  tag: ParagraphTag;
  size: number | null;
  font: string | null;
  align: Alignment | null;
  colour: string | null;
  text: string;
}

export const emptyParagraph = (): Paragraph => ({
  tag: 'p',
  size: null,
  font: null,
  align: null,
  colour: null,
  text: '',
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const COLOUR = /^#[0-9a-f]{6}$/i;

/** The HTML the API stores for paragraphs: only the styles its sanitiser keeps. */
export function paragraphsToHtml(paragraphs: readonly Paragraph[]): string {
  if (paragraphs.every((paragraph) => !paragraph.text.trim())) return '';
  return paragraphs
    .map(({ tag, size, font, align, colour, text }) => {
      const styles = [
        size ? `font-size: ${size}px` : null,
        font ? `font-family: ${font}` : null,
        align ? `text-align: ${align}` : null,
        colour && COLOUR.test(colour) ? `color: ${colour}` : null,
      ].filter(Boolean);
      const style = styles.length ? ` style="${styles.join('; ')}"` : '';
      return `<${tag}${style}>${escapeHtml(text).replace(/\n/g, '<br>')}</${tag}>`;
    })
    .join('');
}

const SIZES = new Set<number>(RICH_TEXT_FONT_SIZES);
const FONTS = new Map<string, string>(RICH_TEXT_FONT_FAMILIES.map((font) => [font.toLowerCase(), font]));

/** A colour the browser computed ('rgb(123, 30, 58)') or was given, as '#7b1e3a'. */
function hexOf(colour: string): string | null {
  if (COLOUR.test(colour)) return colour.toLowerCase();
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  return rgb
    ? `#${rgb
        .slice(1, 4)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`
    : null;
}

/** The style of an element, and of the one span it may wrap its whole text in (as other editors write). */
function styleOf(element: HTMLElement): Omit<Paragraph, 'tag' | 'text'> {
  const only = element.children.length === 1 && element.firstElementChild;
  const inner = only instanceof HTMLElement && only.textContent === element.textContent ? only.style : null;
  const read = (name: 'fontSize' | 'fontFamily' | 'textAlign' | 'color') =>
    inner?.[name] || element.style[name] || '';
  const size = Number.parseInt(read('fontSize'), 10);
  const font = FONTS.get(read('fontFamily').split(',')[0]!.replace(/['"]/g, '').trim().toLowerCase());
  const align = read('textAlign') as Alignment;
  return {
    size: SIZES.has(size) ? size : null,
    font: font ?? null,
    align: ALIGNMENTS.includes(align) ? align : null,
    colour: hexOf(read('color')),
  };
}

/** The text of an element, its line breaks kept. */
function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof HTMLBRElement) return '\n';
  return Array.from(node.childNodes, textOf).join('');
}

/** Paragraphs from stored HTML: one per top-level block; at least one, empty, to type in. */
export function htmlToParagraphs(html: string): Paragraph[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const paragraphs: Paragraph[] = [];
  for (const node of Array.from(body.childNodes)) {
    const text = textOf(node);
    if (!text.trim()) continue;
    const tag = node instanceof HTMLElement ? node.tagName.toLowerCase() : 'p';
    paragraphs.push({
      ...(node instanceof HTMLElement ? styleOf(node) : emptyParagraph()),
      tag: (PARAGRAPH_TAGS as readonly string[]).includes(tag) ? (tag as ParagraphTag) : 'p',
      text,
    });
  }
  return paragraphs.length ? paragraphs : [emptyParagraph()];
}
