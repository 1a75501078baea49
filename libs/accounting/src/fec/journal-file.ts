import iconv from 'iconv-lite';
import type { EntityManager } from 'typeorm';
import { Shop } from '@cuvee/iam';
import {
  SOFTWARE_LINES,
  softwareFileName,
  type SoftwareFormat,
  type SoftwareRow,
} from '../domain/software-formats.js';
import { entryLinePages, FEC_PAGE_SIZE, planPeriod, type PeriodRequest, type RawLine } from './fec-file.js';

export interface JournalFileRequest extends PeriodRequest {
  format: SoftwareFormat;
}

export interface JournalFile {
  format: SoftwareFormat;
  fileName: string;
  from: string;
  to: string;
}

/**
 * What a file for an accounting program asked for will be: the FEC's period (inside one fiscal year,
 * the current one by default), named after the shop, the program and the period.
 */
export async function planJournalFile(
  manager: EntityManager,
  shopId: number,
  request: JournalFileRequest,
): Promise<JournalFile> {
  const { from, to } = await planPeriod(manager, shopId, request);
  const shop = await manager
    .getRepository(Shop)
    .findOne({ where: { id: shopId }, select: { id: true, code: true } });
  return {
    format: request.format,
    fileName: softwareFileName(request.format, shop?.code ?? '', from, to),
    from,
    to,
  };
}

/**
 * The file's bytes, streamed like the FEC's text: one chunk per page of entry lines in posting order,
 * each line in the program's layout, encoded in Windows-1252 (the formatters keep to its characters).
 */
export async function* journalFileChunks(
  manager: EntityManager,
  shopId: number,
  file: JournalFile,
  pageSize = FEC_PAGE_SIZE,
): AsyncGenerator<Buffer> {
  const lineOf = SOFTWARE_LINES[file.format];
  for await (const page of entryLinePages(manager, shopId, file, pageSize)) {
    let chunk = '';
    for (const line of page) chunk += lineOf(softwareRow(line));
    yield iconv.encode(chunk, 'win1252');
  }
}

function softwareRow(line: RawLine): SoftwareRow {
  return {
    entryId: Number(line.entryId),
    journal: line.journal,
    entryNumber: line.entryNumber,
    entryDate: line.entryDate,
    pieceRef: line.pieceRef,
    account: line.account,
    auxAccount: line.auxAccount,
    label: line.label,
    debit: Number(line.debit),
    credit: Number(line.credit),
  };
}
