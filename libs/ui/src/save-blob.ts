/**
 * Hands a file the page holds (an API's answer, a file it made) to the browser's downloads, under a
 * name: an object URL and a download link, both released once the download has its own copy.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
