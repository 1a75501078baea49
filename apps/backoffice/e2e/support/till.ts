/* eslint-disable @nx/enforce-module-boundaries -- Test code: the till browser test builds the day's
   archive on the in-process API, as `cuvee till archive` does, then edits a ticket inside it. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { Database } from '@cuvee/platform';
import type { TestApi } from '@cuvee/testing';
import { ArchivesService, TillRecord } from '@cuvee/till';

/**
 * The archive of a sales point's last closure written to a file, and a copy where the ticket
 * `reference` was made 1 € cheaper: what a cashier would upload to check.
 */
export async function lastClosureArchives(
  api: TestApi,
  pointId: number,
  reference: string,
): Promise<{ closureKey: string; intact: string; tampered: string }> {
  const [closure] = await api
    .get(Database)
    .dataSource.getRepository(TillRecord)
    .find({ where: { salesPointId: pointId, kind: 'closure' }, order: { sequence: 'DESC' }, take: 1 });
  const archive = await api.get(ArchivesService).archiveOf(closure!.shopId, pointId, closure!.sequence);
  const folder = await mkdtemp(join(tmpdir(), 'till-archive-'));
  const intact = join(folder, archive.fileName);
  await writeFile(intact, archive.content);
  const opened = await JSZip.loadAsync(archive.content);
  const records = JSON.parse(await opened.file('records.json')!.async('string')) as {
    reference: string;
    totalTtc: number;
  }[];
  records.find((record) => record.reference === reference)!.totalTtc -= 100;
  opened.file('records.json', `${JSON.stringify(records, null, 1)}\n`);
  const tampered = join(folder, 'caisse-modifiee.zip');
  await writeFile(tampered, await opened.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
  return { closureKey: closure!.closureKey!, intact, tampered };
}
