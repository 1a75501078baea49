import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import type { Locale } from '@cuvee/kernel';
import {
  Database,
  fetchPage,
  keysetPages,
  parseListQuery,
  PersonalDataService,
  type ErasurePlan,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { ClientRecords } from '../clients/client-records.js';
import { Client } from '../clients/client.entity.js';
import { crmScope } from '../crm-scope.js';
import { CONSENT_SOURCE_LABELS, retentionCutoff } from '../domain/privacy.js';
import { ClientConsent } from './client-consent.entity.js';
import type { ClientConsentDto, ErasureDto } from './dto/erasure.dto.js';

const CONSENTS_LIST: ListDefinition = {
  resource: 'client-consents',
  sortable: { id: 'k.id', createdAt: 'k.createdAt' },
  filters: {},
  defaultSort: ['id', 'DESC'],
  idColumn: 'k.id',
};

/** How many clients the retention job handles per transaction. */
const RETENTION_BATCH = 200;

/**
 * A client's personal data from the CRM's side (ADR 0066): what an erasure would do, the erasure itself
 * (every context's share in one transaction, through PersonalDataService), the consent history, and the
 * retention job's two sweeps — erasures waiting for an invoice to be paid, and idle prospects proposed.
 */
@Injectable()
export class ClientErasureService {
  constructor(
    private readonly database: Database,
    private readonly records: ClientRecords,
    private readonly personalData: PersonalDataService,
  ) {}

  async preview(ctx: RequestContext, id: number): Promise<ErasureDto> {
    const manager = this.database.dataSource.manager;
    return this.previewOf(manager, await this.records.find(manager, crmScope(ctx), id), ctx.locale);
  }

  erase(ctx: RequestContext, id: number): Promise<ErasureDto> {
    return this.database.transaction(async (manager) =>
      this.eraseIn(manager, await this.records.find(manager, crmScope(ctx), id), ctx.locale),
    );
  }

  /** The preview for the command line (no request context: the platform acts for the shop). */
  async previewForShop(shopId: number, id: number, locale: Locale): Promise<ErasureDto> {
    const manager = this.database.dataSource.manager;
    return this.previewOf(manager, await shopClient(manager, shopId, id), locale);
  }

  /** The erasure for the command line. */
  eraseForShop(shopId: number, id: number, locale: Locale): Promise<ErasureDto> {
    return this.database.transaction(async (manager) =>
      this.eraseIn(manager, await shopClient(manager, shopId, id), locale),
    );
  }

  private async previewOf(manager: EntityManager, client: Client, locale: Locale): Promise<ErasureDto> {
    return erasureView(client, await this.personalData.plan(manager, subjectOf(client)), locale);
  }

  private async eraseIn(manager: EntityManager, client: Client, locale: Locale): Promise<ErasureDto> {
    if (client.erasedAt) throw new ConflictException('privacy.alreadyErased');
    const plan = await this.personalData.erase(manager, subjectOf(client));
    const after = await manager.getRepository(Client).findOneByOrFail({ id: client.id });
    return erasureView(after, plan, locale);
  }

  async consents(ctx: RequestContext, id: number, query: ListQueryDto): Promise<Page<ClientConsentDto>> {
    const manager = this.database.dataSource.manager;
    const client = await this.records.find(manager, crmScope(ctx), id);
    const builder = manager
      .getRepository(ClientConsent)
      .createQueryBuilder('k')
      .where('k.shopId = :shopId AND k.clientId = :clientId', { shopId: client.shopId, clientId: client.id });
    const page = await fetchPage(builder, parseListQuery(query, CONSENTS_LIST), CONSENTS_LIST);
    return {
      ...page,
      rows: page.rows.map((consent) => ({
        id: consent.id,
        channel: consent.channel,
        granted: consent.granted,
        source: consent.source,
        sourceLabel: CONSENT_SOURCE_LABELS[consent.source][ctx.locale],
        actorId: consent.actorId,
        createdAt: consent.createdAt,
      })),
    };
  }

  /**
   * Completes the erasures that waited for the identity (an invoice since paid, a credit paid back).
   * Returns how many completed.
   */
  async completePending(progress: (done: number, total: number) => Promise<void>): Promise<number> {
    const pending = () =>
      this.database.dataSource.manager
        .getRepository(Client)
        .createQueryBuilder('c')
        .where('c.erasureRequestedAt IS NOT NULL AND c.erasedAt IS NULL');
    const total = await pending().getCount();
    let done = 0;
    let completed = 0;
    // A page of ids at a time: the waiting erasures of every shop may be many.
    for await (const { id } of keysetPages(
      (after, size) =>
        pending()
          .select(['c.id'])
          .andWhere('c.id > :after', { after })
          .orderBy('c.id', 'ASC')
          .limit(size)
          .getMany(),
      (client) => client.id,
      RETENTION_BATCH,
    )) {
      await this.database.transaction(async (manager) => {
        const client = await manager.getRepository(Client).findOneByOrFail({ id });
        if (client.erasedAt || (await this.personalData.plan(manager, subjectOf(client))).partial) return;
        await this.personalData.erase(manager, subjectOf(client));
        completed += 1;
      });
      await progress(++done, total);
    }
    return completed;
  }

  /**
   * Proposes for erasure the prospects with no activity (record, timeline, task) since the retention
   * cutoff, and withdraws the proposal of those that came back to life. Returns how many are proposed.
   */
  async proposeIdleProspects(now: Date): Promise<number> {
    const cutoff = retentionCutoff(now);
    return this.database.transaction(async (manager) => {
      await this.withdrawRevived(manager, cutoff);
      let proposed = 0;
      for (;;) {
        const ids = await this.idleProspects(manager, cutoff);
        if (ids.length === 0) return proposed;
        await manager
          .getRepository(Client)
          .createQueryBuilder()
          .update()
          // The record's own updatedAt stays: it is the activity the next run judges.
          .set({ erasureProposedAt: now, updatedAt: () => 'updatedAt' })
          .where('id IN (:...ids)', { ids })
          .execute();
        proposed += ids.length;
      }
    });
  }

  private idleProspects(manager: EntityManager, cutoff: Date): Promise<number[]> {
    return manager
      .getRepository(Client)
      .createQueryBuilder('c')
      .select('c.id', 'id')
      .where('c.pipe IS NOT NULL AND c.erasedAt IS NULL AND c.erasureProposedAt IS NULL')
      .andWhere('c.updatedAt < :cutoff', { cutoff })
      .andWhere(recentActivity('NOT EXISTS'))
      .orderBy('c.id', 'ASC')
      .limit(RETENTION_BATCH)
      .getRawMany<{ id: number }>()
      .then((rows) => rows.map((row) => Number(row.id)));
  }

  private async withdrawRevived(manager: EntityManager, cutoff: Date): Promise<void> {
    await manager
      .getRepository(Client)
      .createQueryBuilder('c')
      .update()
      .set({ erasureProposedAt: null })
      .where('erasureProposedAt IS NOT NULL AND erasedAt IS NULL')
      .andWhere(`(updatedAt >= :cutoff OR pipe IS NULL OR ${recentActivity('EXISTS', 'clients')})`, {
        cutoff,
      })
      .execute();
  }
}

/** A note, timeline line or task of the client since the cutoff (`alias`: how the query names clients). */
function recentActivity(test: 'EXISTS' | 'NOT EXISTS', alias = 'c'): string {
  return (
    `(${test} (SELECT 1 FROM client_events e WHERE e.clientId = ${alias}.id AND e.createdAt >= :cutoff) ` +
    `${test === 'EXISTS' ? 'OR' : 'AND'} ` +
    `${test} (SELECT 1 FROM tasks t WHERE t.clientId = ${alias}.id AND t.updatedAt >= :cutoff))`
  );
}

async function shopClient(manager: EntityManager, shopId: number, id: number): Promise<Client> {
  const client = await manager.getRepository(Client).findOneBy({ id, shopId });
  if (!client) throw new NotFoundException('error.notFound');
  return client;
}

function subjectOf(client: Client): { shopId: number; clientId: number } {
  return { shopId: client.shopId, clientId: client.id };
}

function erasureView(client: Client, plan: ErasurePlan, locale: Locale): ErasureDto {
  return {
    clientId: client.id,
    status: client.erasedAt ? 'erased' : client.erasureRequestedAt ? 'pending' : 'none',
    partial: plan.partial,
    holdsIdentity: plan.holdsIdentity.map((reason) => reason[locale]),
    erased: plan.erased.map((line) => ({
      context: line.context,
      what: line.what[locale],
      count: line.count,
    })),
    kept: plan.kept.map((line) => ({
      context: line.context,
      what: line.what[locale],
      count: line.count,
      why: line.why[locale],
      until: line.until,
    })),
  };
}
