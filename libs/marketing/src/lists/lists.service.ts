import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Client } from '@cuvee/crm';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { normaliseFilter } from '../domain/campaign-rules.js';
import type { ListDto, ListImportResultDto, ListInputDto, ListMemberDto } from './dto/list.dto.js';
import { MarketingList, MarketingListMember } from './marketing-list.entity.js';
import { recipientsQuery } from './recipients.js';

const LIST_LIST: ListDefinition = {
  resource: 'marketing-lists',
  sortable: { id: 'l.id', name: 'l.name', createdAt: 'l.createdAt' },
  filters: {
    id: { kind: 'equals', column: 'l.id', type: 'number' },
    kind: { kind: 'equals', column: 'l.kind', type: 'string' },
    q: { kind: 'search', columns: ['l.name'] },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'l.id',
};

const MEMBER_LIST: ListDefinition = {
  resource: 'marketing-list-members',
  sortable: { id: 'c.id', displayName: 'c.displayName' },
  filters: { q: { kind: 'search', columns: ['c.displayName', 'c.email'] } },
  defaultSort: ['displayName', 'ASC'],
  idColumn: 'c.id',
};

/** A list of the shop, else 404 (another shop's answers the same as none). */
export async function shopList(manager: EntityManager, shopId: number, id: number): Promise<MarketingList> {
  const list = await manager.getRepository(MarketingList).findOneBy({ id, shopId, archived: false });
  if (!list) throw new NotFoundException('error.notFound');
  return list;
}

const IMPORT_CHUNK = 500;

/** Client lists (/crm/lists, /lists/add, /lists/{id}): static or dynamic, counted live. */
@Injectable()
export class ListsService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<ListDto>> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const builder = manager
      .getRepository(MarketingList)
      .createQueryBuilder('l')
      .where('l.shopId = :shopId AND l.archived = :archived', { shopId, archived: false });
    const page = await fetchPage(builder, parseListQuery(query, LIST_LIST), LIST_LIST);
    const rows: ListDto[] = [];
    for (const list of page.rows) rows.push(await this.dto(manager, list));
    return { ...page, rows };
  }

  async get(ctx: RequestContext, id: number): Promise<ListDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    return this.dto(manager, await shopList(manager, shopId, id));
  }

  /** The clients a list holds now (react-admin list), consent shown. */
  async members(ctx: RequestContext, id: number, query: ListQueryDto): Promise<Page<ListMemberDto>> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const list = await shopList(manager, shopId, id);
    const page = await fetchPage(
      recipientsQuery(manager, shopId, [list], false),
      parseListQuery(query, MEMBER_LIST),
      MEMBER_LIST,
    );
    return {
      ...page,
      rows: page.rows.map((c) => ({
        id: c.id,
        displayName: c.displayName,
        email: c.email,
        marketingConsent: c.marketingConsent,
      })),
    };
  }

  async create(ctx: RequestContext, input: ListInputDto): Promise<ListDto> {
    const { shopId } = shopScope(ctx);
    if (!input.name?.trim()) throw new BadRequestException({ message: ['validation.needed'] });
    const kind = input.kind ?? 'static';
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(MarketingList);
      const list = await repository.save(
        repository.create({
          shopId,
          name: input.name!.trim(),
          kind,
          filter: kind === 'dynamic' ? normaliseFilter(input.filter ?? {}) : null,
          archived: false,
        }),
      );
      if (kind === 'static' && input.clientIds) await this.replaceMembers(manager, list, input.clientIds);
      return this.dto(manager, list);
    });
  }

  async update(ctx: RequestContext, id: number, input: ListInputDto): Promise<ListDto> {
    const { shopId } = shopScope(ctx);
    if (input.name !== undefined && !input.name.trim())
      throw new BadRequestException({ message: ['validation.needed'] });
    return this.database.transaction(async (manager) => {
      const list = await shopList(manager, shopId, id);
      if (input.kind !== undefined && input.kind !== list.kind)
        throw new BadRequestException({ message: 'marketing.listKindFixed' });
      const changes: Partial<MarketingList> = {};
      if (input.name !== undefined) changes.name = input.name.trim();
      if (list.kind === 'dynamic' && input.filter) changes.filter = normaliseFilter(input.filter);
      if (Object.keys(changes).length) await manager.getRepository(MarketingList).update({ id }, changes);
      if (list.kind === 'static' && input.clientIds)
        await this.replaceMembers(manager, list, input.clientIds);
      return this.dto(manager, { ...list, ...changes });
    });
  }

  /** Archived: the campaigns that went to it still name it. */
  async remove(ctx: RequestContext, id: number): Promise<ListDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const list = await shopList(manager, shopId, id);
      const dto = await this.dto(manager, list);
      await manager.getRepository(MarketingList).update({ id }, { archived: true });
      return dto;
    });
  }

  /** Adds the clients a CSV names by email to a static list; addresses of no client are reported. */
  async importCsv(ctx: RequestContext, id: number, csv: string): Promise<ListImportResultDto> {
    const { shopId } = shopScope(ctx);
    const emails = emailsOfCsv(csv);
    if (!emails.length) throw new BadRequestException({ message: 'marketing.noEmailColumn' });
    return this.database.transaction(async (manager) => {
      const list = await shopList(manager, shopId, id);
      if (list.kind !== 'static') throw new BadRequestException({ message: 'marketing.importStaticOnly' });
      let added = 0;
      const unknown: string[] = [];
      for (let start = 0; start < emails.length; start += IMPORT_CHUNK) {
        const chunk = emails.slice(start, start + IMPORT_CHUNK);
        const found = await manager
          .getRepository(Client)
          .find({ select: { id: true, email: true }, where: { shopId, archived: false, email: In(chunk) } });
        const known = new Set(found.map((c) => c.email));
        unknown.push(...chunk.filter((email) => !known.has(email)));
        added += await this.addMembers(
          manager,
          list,
          found.map((c) => c.id),
        );
      }
      return { added, unknown: unknown.slice(0, 100) };
    });
  }

  private async replaceMembers(
    manager: EntityManager,
    list: MarketingList,
    clientIds: number[],
  ): Promise<void> {
    await manager.getRepository(MarketingListMember).delete({ listId: list.id });
    await this.addMembers(manager, list, clientIds);
  }

  /** Adds the shop's clients among `clientIds` (others ignored: no row of another shop); returns how many. */
  private async addMembers(
    manager: EntityManager,
    list: MarketingList,
    clientIds: number[],
  ): Promise<number> {
    let added = 0;
    const unique = [...new Set(clientIds)];
    for (let start = 0; start < unique.length; start += IMPORT_CHUNK) {
      const chunk = unique.slice(start, start + IMPORT_CHUNK);
      const own = await manager
        .getRepository(Client)
        .find({ select: { id: true }, where: { shopId: list.shopId, id: In(chunk) } });
      if (!own.length) continue;
      const present = new Set(
        (
          await manager
            .getRepository(MarketingListMember)
            .find({ where: { listId: list.id, clientId: In(own.map((c) => c.id)) } })
        ).map((m) => m.clientId),
      );
      const rows = own
        .filter((c) => !present.has(c.id))
        .map((c) => ({ listId: list.id, clientId: c.id, shopId: list.shopId }));
      if (rows.length) await manager.getRepository(MarketingListMember).insert(rows);
      added += rows.length;
    }
    return added;
  }

  private async dto(manager: EntityManager, list: MarketingList): Promise<ListDto> {
    const [count, consenting] = await Promise.all([
      recipientsQuery(manager, list.shopId, [list], false).getCount(),
      recipientsQuery(manager, list.shopId, [list], true).getCount(),
    ]);
    return {
      id: list.id,
      name: list.name,
      kind: list.kind,
      filter: list.filter,
      count,
      consenting,
      createdAt: list.createdAt,
    };
  }
}

/** The addresses of a CSV's email column (header "email", "mail" or "e-mail", any case), lower case. */
export function emailsOfCsv(csv: string): string[] {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim());
  if (!lines.length) return [];
  const separator = lines[0]!.includes(';') ? ';' : ',';
  const header = lines[0]!.split(separator).map((cell) => cell.trim().replace(/^"|"$/g, '').toLowerCase());
  const column = header.findIndex((name) => ['email', 'mail', 'e-mail', 'courriel'].includes(name));
  if (column < 0) return [];
  const emails = lines
    .slice(1)
    .map((line) => line.split(separator)[column]?.trim().replace(/^"|"$/g, '').toLowerCase() ?? '')
    .filter((email) => email.includes('@'));
  return [...new Set(emails)];
}
