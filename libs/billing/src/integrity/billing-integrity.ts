import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { In, IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { Database, type RequestContext } from '@cuvee/platform';
import { BillingDocumentLine } from '../documents/billing-document-line.entity.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { legalContentOf } from '../documents/documents.service.js';
import type { DocumentKind } from '../domain/document-kinds.js';
import { legalHashOf } from '../domain/legal-content.js';
import { missingCounters } from '../domain/numbering.js';
import { BillingSequence } from '../numbering/billing-sequence.entity.js';

const BATCH = 200;

export class TamperedDocumentDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  shopId!: number;

  @ApiProperty()
  kind!: string;

  @ApiProperty()
  number!: string;
}

export class SequenceGapDto {
  @ApiProperty()
  shopId!: number;

  @ApiProperty()
  series!: string;

  @ApiProperty({ description: "'all' or the fiscal year's first day" })
  period!: string;

  @ApiProperty({ type: [Number], description: 'counters given by the sequence but found on no document' })
  missing!: number[];
}

export class IntegrityReportDto {
  @ApiProperty({ description: 'numbered documents whose hash was recomputed' })
  checked!: number;

  @ApiProperty({ type: [TamperedDocumentDto], description: 'stored content no longer matches its hash' })
  tampered!: TamperedDocumentDto[];

  @ApiProperty({
    type: [SequenceGapDto],
    description: 'numbers missing from a sequence (a deleted document)',
  })
  gaps!: SequenceGapDto[];

  @ApiProperty()
  ok!: boolean;
}

/**
 * The integrity check of ADR 0016, callable from the API, the command line or a test: every numbered
 * document's legal content is rebuilt from its stored row and lines and hashed again (an edit behind
 * the API's back shows), and every sequence is compared with the numbers found (a deleted document
 * shows as a gap). Reads in batches, so a shop with years of invoices is checked in bounded memory.
 */
export async function verifyBillingIntegrity(
  manager: EntityManager,
  shopId: number | null = null,
): Promise<IntegrityReportDto> {
  const tampered: TamperedDocumentDto[] = [];
  const counters = new Map<string, number[]>();
  let checked = 0;
  let after = 0;
  for (;;) {
    const documents = await manager.getRepository(BillingDocument).find({
      where: { id: MoreThan(after), number: Not(IsNull()), ...(shopId !== null ? { shopId } : {}) },
      order: { id: 'ASC' },
      take: BATCH,
    });
    if (!documents.length) break;
    after = documents[documents.length - 1]!.id;
    const lines = await manager
      .getRepository(BillingDocumentLine)
      .find({ where: { documentId: In(documents.map((d) => d.id)) }, order: { position: 'ASC' } });
    for (const document of documents) {
      checked++;
      const own = lines.filter((line) => line.documentId === document.id);
      if (!document.hash || legalHashOf(legalContentOf(document, own)) !== document.hash)
        tampered.push({
          id: document.id,
          shopId: document.shopId,
          kind: document.kind,
          number: document.number!,
        });
      if (document.counter !== null && document.period !== null) {
        const key = `${document.shopId}|${document.kind}|${document.period}`;
        counters.set(key, [...(counters.get(key) ?? []), document.counter]);
      }
    }
  }
  const sequences = await manager
    .getRepository(BillingSequence)
    .find({ where: shopId !== null ? { shopId } : {} });
  const gaps: SequenceGapDto[] = [];
  for (const sequence of sequences) {
    const found = counters.get(`${sequence.shopId}|${sequence.series}|${sequence.period}`) ?? [];
    const missing = missingCounters(found, Math.max(sequence.lastNumber, ...found));
    if (missing.length)
      gaps.push({
        shopId: sequence.shopId,
        series: sequence.series as DocumentKind,
        period: sequence.period,
        missing,
      });
  }
  return { checked, tampered, gaps, ok: tampered.length === 0 && gaps.length === 0 };
}

@Injectable()
export class BillingIntegrityService {
  constructor(private readonly database: Database) {}

  check(ctx: RequestContext): Promise<IntegrityReportDto> {
    return verifyBillingIntegrity(this.database.dataSource.manager, shopScope(ctx).shopId);
  }
}
