import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/*
 * PDFs read back by the tests with pdf.js (its Node build) instead of poppler's command-line tools:
 * the text as a person reads it, line by line, and the pages as PNG images.
 */

const STANDARD_FONTS = join(
  dirname(fileURLToPath(import.meta.resolve('pdfjs-dist/package.json'))),
  'standard_fonts/',
);

/** Opens the PDF, hands it to `read`, and frees pdf.js's resources whatever happens. */
async function withPdf<T>(pdf: Uint8Array, read: (pdf: PDFDocumentProxy) => Promise<T>): Promise<T> {
  // pdf.js takes the bytes over: a copy, so that the caller's buffer stays readable.
  const loading = getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: STANDARD_FONTS,
  });
  try {
    return await read(await loading.promise);
  } finally {
    await loading.destroy();
  }
}

/** Items whose baselines are this close (in points) sit on one line. */
const SAME_LINE = 2;

/** One page's text: items grouped into lines top to bottom, left to right, a gap between two items kept as spaces. */
function pageText(items: TextItem[]): string {
  const placed = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({ item, x: item.transform[4] as number, y: item.transform[5] as number }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: (typeof placed)[] = [];
  for (const entry of placed) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - entry.y) <= SAME_LINE) line.push(entry);
    else lines.push([entry]);
  }
  return lines
    .map((line) => {
      let text = '';
      let end: number | null = null;
      for (const { item, x } of line.sort((a, b) => a.x - b.x)) {
        // A gap wider than a fifth of the font size separates words or columns (pdftotext -layout alike).
        const fontSize = Math.hypot(item.transform[0] as number, item.transform[1] as number) || 10;
        if (end !== null && x - end > fontSize / 5)
          text += ' '.repeat(Math.max(1, Math.round((x - end) / (fontSize / 2))));
        text += item.str;
        end = x + item.width;
      }
      return text.trimEnd();
    })
    .join('\n');
}

/**
 * The text of every page, lines in reading order, pages separated by a form feed as pdftotext does;
 * no-break spaces (French amounts and punctuation) read as plain spaces.
 */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return withPdf(pdf, async (document) => {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(pageText(content.items.filter((item): item is TextItem => 'str' in item)));
    }
    return pages.join('\n\f').replace(/[\u00a0\u202f]/g, ' ');
  });
}

/** Renders each page to `<into>/<name>-<n>.png` at `dpi`; answers the files' paths. */
export function pdfPages(pdf: Uint8Array, into: string, name: string, dpi = 80): Promise<string[]> {
  return withPdf(pdf, async (document) => {
    const files: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      // pdf.js draws on any canvas with the DOM's 2D context; its types name the DOM's class.
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
      const file = join(into, `${name}-${number}.png`);
      writeFileSync(file, canvas.toBuffer('image/png'));
      files.push(file);
    }
    return files;
  });
}

/** The PDF's embedded files (Factur-X's factur-x.xml) by name, and its XMP metadata as written. */
export function pdfAttachments(
  pdf: Uint8Array,
): Promise<{ files: Record<string, string>; xmp: string | null }> {
  return withPdf(pdf, async (document) => {
    // pdf.js names each attachment, then hands its bytes on demand (by the name's key).
    const files: Record<string, string> = {};
    for (const [id, file] of (await document.getAttachments()) ?? []) {
      const content = await document.getAttachmentContent(id);
      if (content) files[file.filename] = Buffer.from(content).toString('utf8');
    }
    const { metadata } = await document.getMetadata();
    return { files, xmp: metadata ? metadata.getRaw() : null };
  });
}
