import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import JSZip from 'jszip';

/** A copy of a downloaded till archive where the ticket `reference` was made 1 € cheaper, as a forger would. */
export async function withTicketEdited(archive: string, reference: string): Promise<string> {
  const opened = await JSZip.loadAsync(await readFile(archive));
  const records = JSON.parse(await opened.file('records.json')!.async('string')) as {
    reference: string;
    totalTtc: number;
  }[];
  records.find((record) => record.reference === reference)!.totalTtc -= 100;
  opened.file('records.json', `${JSON.stringify(records, null, 1)}\n`);
  const tampered = join(dirname(archive), 'caisse-modifiee.zip');
  await writeFile(tampered, await opened.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
  return tampered;
}
