/*
 * Libraries that only some requests, jobs and commands use — spreadsheets, zip archives, PDFs — loaded
 * on first use rather than at start: together they are about a sixth of what the API loads, which
 * every start of a replica, a command or a test file would pay otherwise (docs/performance.md).
 */

/** exceljs: reading and writing spreadsheets (imports, exports, templates). */
export async function loadExcel() {
  return (await import('exceljs')).default;
}

/** pdfkit: every PDF the contexts draw (documents, DRM, statements, purchase orders). */
export async function loadPdfKit() {
  return (await import('pdfkit')).default;
}

/** archiver: the zips exports are delivered in. */
export async function loadArchiver() {
  return import('archiver');
}
