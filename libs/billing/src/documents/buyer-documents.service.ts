import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { In, type SelectQueryBuilder } from 'typeorm';
import { Client } from '@cuvee/crm';
import { Shop } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { BillingDocument } from './billing-document.entity.js';
import { BUYER_DOCUMENT_KINDS } from '../domain/document-kinds.js';
import { DocumentRendersService } from '../pdf/renders.service.js';
import type { BuyerDocumentDto } from './dto/buyer-documents.dto.js';

const BUYER_DOCUMENTS_LIST: ListDefinition = {
  resource: 'buyer-documents',
  sortable: { id: 'd.id', issueDate: 'd.issueDate', number: 'd.number', totalTtc: 'd.totalTtc' },
  filters: {
    id: { kind: 'equals', column: 'd.id', type: 'number' },
    kind: { kind: 'equals', column: 'd.kind', type: 'string' },
    status: { kind: 'equals', column: 'd.status', type: 'string' },
    number: { kind: 'equals', column: 'd.number', type: 'string' },
    sellerId: { kind: 'equals', column: 'd.shopId', type: 'number' },
  },
  defaultSort: ['issueDate', 'DESC'],
  idColumn: 'd.id',
};

/**
 * A buyer's documents across their sellers (ADR 0029): those issued to a client record of a shop that
 * is tied to their account (`clients.userId`), never drafts, never quotes, never imported ones (ADR 0069).
 * Anything else answers 404.
 */
@Injectable()
export class BuyerDocumentsService {
  constructor(
    private readonly database: Database,
    private readonly renders: DocumentRendersService,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<BuyerDocumentDto>> {
    const request = parseListQuery(query, BUYER_DOCUMENTS_LIST);
    const page = await fetchPage(this.scoped(ctx), request, BUYER_DOCUMENTS_LIST);
    const shopIds = [...new Set(page.rows.map((document) => document.shopId))];
    const shops = shopIds.length
      ? await this.database.dataSource.getRepository(Shop).findBy({ id: In(shopIds) })
      : [];
    const names = new Map(shops.map((shop) => [shop.id, shop.name]));
    return {
      ...page,
      rows: page.rows.map((document) => ({
        id: document.id,
        kind: document.kind,
        status: document.status,
        number: document.number!,
        sellerId: document.shopId,
        sellerName: names.get(document.shopId) ?? '',
        issueDate: document.issueDate!,
        dueDate: document.dueDate,
        correctedNumber: document.correctedNumber,
        references: document.references,
        totalTtc: document.totalTtc,
        outstanding: document.outstanding,
      })),
    };
  }

  /** The document's PDF as issued: the one kept, else drawn now and kept. */
  async pdf(ctx: RequestContext, id: number): Promise<{ fileName: string; content: Buffer }> {
    const document = await this.scoped(ctx).andWhere('d.id = :id', { id }).getOne();
    if (!document) throw new NotFoundException('error.notFound');
    return this.renders.issuedPdf(document);
  }

  /** The caller's issued documents: a client record of theirs in the document's shop. */
  private scoped(ctx: RequestContext): SelectQueryBuilder<BillingDocument> {
    const userId = ctx.user?.userId;
    if (userId === undefined) throw new UnauthorizedException('error.unauthorized');
    return (
      this.database.dataSource
        .getRepository(BillingDocument)
        .createQueryBuilder('d')
        .innerJoin(Client, 'c', 'c.id = d.clientId AND c.shopId = d.shopId')
        .where('c.userId = :me', { me: userId })
        .andWhere('d.kind IN (:...kinds)', { kinds: BUYER_DOCUMENT_KINDS })
        .andWhere('d.number IS NOT NULL')
        // Imported documents have no PDF here: their original went to the buyer from the former software.
        .andWhere('d.importId IS NULL')
    );
  }
}
