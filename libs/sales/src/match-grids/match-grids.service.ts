import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Product, ProductFormat, Vintage } from '@cuvee/catalogue';
import { unitPrice } from '@cuvee/catalogue/domain';
import { Client } from '@cuvee/crm';
import { ShopMember, User, shopScope } from '@cuvee/iam';
import { failure, formatLabel, PUBLIC_TYPOLOGY, type Cents, type ValidationFailure } from '@cuvee/kernel';
import {
  Database,
  fetchPage,
  isUniqueViolation,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { CartCatalogue, pricingSettingsOf } from '../cart/cart-catalogue.js';
import {
  MAX_MATCH_GRID_ROWS,
  MAX_PARTNER_REFERENCE,
  referenceFailures,
  referenceKey,
  withFixedPrice,
} from '../domain/match-grid-rules.js';
import { failureException, failuresException } from '../sales-errors.js';
import type {
  MatchGridDto,
  MatchGridInputDto,
  MatchGridRowDto,
  MatchGridSummaryDto,
  ResolvedReferenceDto,
} from './dto/match-grid.dto.js';
import { MatchGrid, MatchGridRow } from './match-grid.entity.js';

const MATCH_GRID_LIST: ListDefinition = {
  resource: 'match-grids',
  sortable: { id: 'g.id', name: 'g.name', updatedAt: 'g.updatedAt' },
  filters: {
    id: { kind: 'equals', column: 'g.id', type: 'number' },
    partnerKind: { kind: 'equals', column: 'g.partnerKind', type: 'string' },
    partnerId: { kind: 'equals', column: 'g.partnerId', type: 'number' },
    q: { kind: 'search', columns: ['g.name'] },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'g.id',
};

/** At most this many references in one resolve. */
const MAX_RESOLVED = 200;

/** What a client's grid makes of the lines of an order given by the client's references. */
export interface ClientReferenceLines {
  /** The price grid the order is priced with. */
  readonly typology: string;
  /** By line index: the shop's product, format and vintage (null: the product's current one). */
  readonly lines: ReadonlyMap<number, { productId: number; formatId: number; vintageId: number | null }>;
  /** By line index: the fixed price HT of the row, for the lines whose row has one. */
  readonly fixedPrices: ReadonlyMap<number, Cents>;
}

/** A grid of the shop, else 404 (another shop's too). */
async function shopGrid(manager: EntityManager, shopId: number, id: number): Promise<MatchGrid> {
  const grid = await manager.getRepository(MatchGrid).findOneBy({ id, shopId });
  if (!grid) throw new NotFoundException('error.notFound');
  return grid;
}

const rowsOf = (manager: EntityManager, gridId: number) =>
  manager.getRepository(MatchGridRow).find({ where: { gridId }, order: { position: 'ASC' } });

/**
 * Correspondence grids (ADR 0090, /v1/match-grids): a partner's references mapped to the shop's
 * products and formats. Products come from the catalogue and partners from the CRM (clients) and iam
 * (agents), read by id through their exported entities; prices through the cart's loader, so a reference
 * is priced by the same rules as an order line.
 */
@Injectable()
export class MatchGridsService {
  constructor(
    private readonly database: Database,
    private readonly catalogue: CartCatalogue,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<MatchGridSummaryDto>> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const builder = manager
      .getRepository(MatchGrid)
      .createQueryBuilder('g')
      .where('g.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, MATCH_GRID_LIST), MATCH_GRID_LIST);
    return { ...page, rows: await this.summaries(manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<MatchGridDto> {
    const { shopId } = shopScope(ctx);
    return this.detail(
      this.database.dataSource.manager,
      await shopGrid(this.database.dataSource.manager, shopId, id),
    );
  }

  async create(ctx: RequestContext, input: MatchGridInputDto): Promise<MatchGridDto> {
    const { shopId } = shopScope(ctx);
    return this.write(shopId, null, input);
  }

  async update(ctx: RequestContext, id: number, input: MatchGridInputDto): Promise<MatchGridDto> {
    const { shopId } = shopScope(ctx);
    await shopGrid(this.database.dataSource.manager, shopId, id);
    return this.write(shopId, id, input);
  }

  async remove(ctx: RequestContext, id: number): Promise<MatchGridDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const grid = await shopGrid(manager, shopId, id);
      const answer = await this.detail(manager, grid);
      await manager.getRepository(MatchGridRow).delete({ gridId: id });
      await manager.getRepository(MatchGrid).delete({ id, shopId });
      return answer;
    });
  }

  /** Each reference asked, in order: what the grid makes of it and its price HT today, or unknown. */
  async resolve(ctx: RequestContext, id: number, asked: string): Promise<ResolvedReferenceDto[]> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const grid = await shopGrid(manager, shopId, id);
    const references = asked
      .split(',')
      .map((reference) => reference.trim())
      .filter((reference) => reference !== '');
    if (references.length === 0) throw failuresException([failure('sales.matchGridReferencesNeeded')]);
    if (references.length > MAX_RESOLVED)
      throw failuresException([failure('sales.matchGridTooManyAsked', { max: MAX_RESOLVED })]);
    const keys = [...new Set(references.map(referenceKey))].filter(
      (key) => key.length <= MAX_PARTNER_REFERENCE,
    );
    const rows = keys.length
      ? await manager.getRepository(MatchGridRow).findBy({ gridId: grid.id, referenceKey: In(keys) })
      : [];
    const [described, prices] = await Promise.all([
      this.describe(manager, rows),
      this.prices(ctx, shopId, await this.priceGridOf(manager, grid), rows),
    ]);
    const byKey = new Map(
      rows.map((row, index) => [row.referenceKey, { ...described[index]!, price: prices[index]! }]),
    );
    return references.map((reference) => {
      const found = byKey.get(referenceKey(reference));
      if (!found) return unknownReference(reference);
      return {
        reference,
        known: true,
        productId: found.productId,
        productName: found.productName,
        formatId: found.formatId,
        formatLabel: found.formatLabel,
        vintageId: found.vintageId,
        vintageName: found.vintageName,
        priceHt: found.price?.listHt ?? null,
        priceSource: found.price ? (found.fixedPriceHt === null ? 'priceGrid' : 'fixed') : null,
        unitHt: found.price?.ht ?? null,
      };
    });
  }

  /**
   * The lines of an order given by the client's references (`clientReference`), through the client's
   * grid: a 400 naming the line when the client has no grid or the grid lacks the reference.
   */
  async clientReferenceLines(
    manager: EntityManager,
    shopId: number,
    client: { id: number; typology: string },
    lines: readonly { clientReference?: string }[],
  ): Promise<ClientReferenceLines | null> {
    const given = lines.flatMap((line, index) =>
      line.clientReference === undefined ? [] : [{ index, reference: line.clientReference }],
    );
    if (given.length === 0) return null;
    const grid = await manager
      .getRepository(MatchGrid)
      .findOneBy({ shopId, partnerKind: 'client', partnerId: client.id });
    if (!grid) throw failuresException([failure('sales.noMatchGrid', { position: given[0]!.index + 1 })]);
    const rows = await manager
      .getRepository(MatchGridRow)
      .findBy({ gridId: grid.id, referenceKey: In(given.map((line) => referenceKey(line.reference))) });
    const byKey = new Map(rows.map((row) => [row.referenceKey, row]));
    const found = new Map<number, { productId: number; formatId: number; vintageId: number | null }>();
    const fixedPrices = new Map<number, Cents>();
    const failures: ValidationFailure[] = [];
    for (const { index, reference } of given) {
      const row = byKey.get(referenceKey(reference));
      if (!row) {
        failures.push(
          failure('sales.unknownClientReference', { position: index + 1, reference: reference.trim() }),
        );
        continue;
      }
      found.set(index, { productId: row.productId, formatId: row.formatId, vintageId: row.vintageId });
      if (row.fixedPriceHt !== null) fixedPrices.set(index, row.fixedPriceHt);
    }
    if (failures.length) throw failuresException(failures);
    return { typology: grid.typology ?? client.typology, lines: found, fixedPrices };
  }

  /** Creates (id null) or replaces a grid and its rows, everything checked first, in one transaction. */
  private async write(shopId: number, id: number | null, input: MatchGridInputDto): Promise<MatchGridDto> {
    const name = input.name.trim();
    if (!name) throw failuresException([failure('sales.matchGridNameNeeded')]);
    if (input.rows.length > MAX_MATCH_GRID_ROWS)
      throw failuresException([
        failure('sales.matchGridTooManyRows', { max: MAX_MATCH_GRID_ROWS, count: input.rows.length }),
      ]);
    const manager = this.database.dataSource.manager;
    const failures = [
      ...(await this.partnerFailures(manager, shopId, input)),
      ...(await this.typologyFailures(manager, shopId, input.typology ?? null)),
      ...referenceFailures(input.rows),
      ...(await this.catalogueFailures(manager, shopId, input.rows)),
    ];
    if (failures.length) throw failuresException(failures);
    const taken = await manager
      .getRepository(MatchGrid)
      .findOneBy({ shopId, partnerKind: input.partnerKind, partnerId: input.partnerId });
    if (taken && taken.id !== id) throw partnerTaken();
    try {
      return await this.database.transaction(async (transaction) => {
        const repository = transaction.getRepository(MatchGrid);
        const values = {
          shopId,
          name,
          partnerKind: input.partnerKind,
          partnerId: input.partnerId,
          typology: input.typology ?? null,
        };
        let grid: MatchGrid;
        if (id === null) grid = await repository.save(repository.create(values));
        else {
          grid = await shopGrid(transaction, shopId, id);
          Object.assign(grid, values, { updatedAt: new Date() });
          await repository.save(grid);
          await transaction.getRepository(MatchGridRow).delete({ gridId: id });
        }
        if (input.rows.length)
          await transaction.getRepository(MatchGridRow).insert(
            input.rows.map((row, position) => ({
              shopId,
              gridId: grid.id,
              position,
              reference: row.reference.trim(),
              referenceKey: referenceKey(row.reference),
              label: row.label?.trim() || null,
              productId: row.productId,
              formatId: row.formatId,
              vintageId: row.vintageId ?? null,
              fixedPriceHt: row.fixedPriceHt ?? null,
            })),
          );
        return this.detail(transaction, grid);
      });
    } catch (error) {
      // Two grids written at once for one partner: the unique index decides, the second is told why.
      if (isUniqueViolation(error)) {
        const holder = await manager
          .getRepository(MatchGrid)
          .findOneBy({ shopId, partnerKind: input.partnerKind, partnerId: input.partnerId });
        if (holder && holder.id !== id) throw partnerTaken();
      }
      throw error;
    }
  }

  /** The partner exists in the shop: a client not archived, or an agent of the shop. */
  private async partnerFailures(
    manager: EntityManager,
    shopId: number,
    input: Pick<MatchGridInputDto, 'partnerKind' | 'partnerId'>,
  ): Promise<ValidationFailure[]> {
    const exists =
      input.partnerKind === 'client'
        ? await manager.getRepository(Client).existsBy({ id: input.partnerId, shopId, archived: false })
        : await manager
            .getRepository(ShopMember)
            .existsBy({ shopId, userId: input.partnerId, role: 'agent' });
    if (exists) return [];
    return [
      failure(
        input.partnerKind === 'client' ? 'sales.matchGridUnknownClient' : 'sales.matchGridUnknownAgent',
        {
          id: input.partnerId,
        },
      ),
    ];
  }

  private async typologyFailures(
    manager: EntityManager,
    shopId: number,
    typology: string | null,
  ): Promise<ValidationFailure[]> {
    if (typology === null) return [];
    const pricing = (await pricingSettingsOf(manager, [shopId])).get(shopId)!;
    return Object.hasOwn(pricing.typologies, typology)
      ? []
      : [failure('sales.matchGridUnknownTypology', { typology })];
  }

  /** Every row names a product of the shop, one of its formats and, if any, one of its vintages. */
  private async catalogueFailures(
    manager: EntityManager,
    shopId: number,
    rows: MatchGridInputDto['rows'],
  ): Promise<ValidationFailure[]> {
    if (rows.length === 0) return [];
    const { products, formats, vintages } = await catalogueRows(manager, shopId, rows);
    return rows.flatMap((row, index): ValidationFailure[] => {
      const position = index + 1;
      if (!products.has(row.productId))
        return [failure('sales.matchGridUnknownProduct', { position, id: row.productId })];
      if (formats.get(row.formatId)?.productId !== row.productId)
        return [failure('sales.matchGridUnknownFormat', { position, id: row.formatId })];
      if (row.vintageId && vintages.get(row.vintageId)?.productId !== row.productId)
        return [failure('sales.matchGridUnknownVintage', { position, id: row.vintageId })];
      return [];
    });
  }

  /** The price grid a grid's references are priced with now: its own, else its client's typology. */
  private async priceGridOf(manager: EntityManager, grid: MatchGrid): Promise<string> {
    return (await this.priceGrids(manager, [grid])).get(grid.id)!;
  }

  private async priceGrids(
    manager: EntityManager,
    grids: readonly MatchGrid[],
  ): Promise<Map<number, string>> {
    const clientIds = grids
      .filter((g) => g.typology === null && g.partnerKind === 'client')
      .map((g) => g.partnerId);
    const clients = clientIds.length
      ? await manager
          .getRepository(Client)
          .find({ where: { id: In(clientIds) }, select: { id: true, typology: true } })
      : [];
    const typologyOf = new Map(clients.map((client) => [client.id, client.typology]));
    return new Map(
      grids.map((grid) => [
        grid.id,
        grid.typology ??
          (grid.partnerKind === 'client' ? typologyOf.get(grid.partnerId) : undefined) ??
          PUBLIC_TYPOLOGY,
      ]),
    );
  }

  /** One unit of each row priced by the cart's rules at the price grid, its fixed price put in. */
  private async prices(
    ctx: RequestContext,
    shopId: number,
    typology: string,
    rows: readonly MatchGridRow[],
  ): Promise<({ listHt: Cents; ht: Cents } | null)[]> {
    if (rows.length === 0) return [];
    const loaded = await this.catalogue.load(
      ctx,
      [
        {
          sellerId: shopId,
          lines: rows.map((row, index) => ({
            key: String(index),
            productId: row.productId,
            formatId: row.formatId,
            vintageId: row.vintageId,
            quantity: 1,
            isWrapped: false,
          })),
        },
      ],
      { kind: 'client', typology },
    );
    const seller = loaded.sellers.get(shopId);
    const resolved = loaded.lines.get(shopId) ?? [];
    return rows.map((row, index) => {
      const item = resolved[index]?.item;
      if (!seller || !item) return null;
      const format =
        row.fixedPriceHt === null
          ? item.price.format
          : withFixedPrice(item.price.format, seller.typology.key, row.fixedPriceHt);
      const { unit } = unitPrice({ product: item.price.product, format }, loaded.day.context(seller));
      return { listHt: unit.listHt, ht: unit.ht };
    });
  }

  private async summaries(
    manager: EntityManager,
    grids: readonly MatchGrid[],
  ): Promise<MatchGridSummaryDto[]> {
    if (grids.length === 0) return [];
    const ids = grids.map((grid) => grid.id);
    const clientIds = grids.filter((g) => g.partnerKind === 'client').map((g) => g.partnerId);
    const agentIds = grids.filter((g) => g.partnerKind === 'agent').map((g) => g.partnerId);
    const [counts, clients, agents, priceGrids] = await Promise.all([
      manager
        .getRepository(MatchGridRow)
        .createQueryBuilder('r')
        .select('r.gridId', 'gridId')
        .addSelect('COUNT(*)', 'count')
        .where('r.gridId IN (:...ids)', { ids })
        .groupBy('r.gridId')
        .getRawMany<{ gridId: number | string; count: number | string }>(),
      clientIds.length
        ? manager
            .getRepository(Client)
            .find({ where: { id: In(clientIds) }, select: { id: true, displayName: true } })
        : [],
      agentIds.length
        ? manager
            .getRepository(User)
            .find({ where: { id: In(agentIds) }, select: { id: true, firstname: true, lastname: true } })
        : [],
      this.priceGrids(manager, grids),
    ]);
    const countOf = new Map(counts.map((row) => [Number(row.gridId), Number(row.count)]));
    const clientName = new Map(clients.map((client) => [client.id, client.displayName]));
    const agentName = new Map(
      agents.map((agent) => [agent.id, `${agent.firstname} ${agent.lastname}`.trim()]),
    );
    return grids.map((grid) => ({
      id: grid.id,
      name: grid.name,
      partnerKind: grid.partnerKind,
      partnerId: grid.partnerId,
      partnerName: (grid.partnerKind === 'client' ? clientName : agentName).get(grid.partnerId) ?? '',
      typology: grid.typology,
      priceGrid: priceGrids.get(grid.id)!,
      rowCount: countOf.get(grid.id) ?? 0,
      updatedAt: grid.updatedAt,
    }));
  }

  private async detail(manager: EntityManager, grid: MatchGrid): Promise<MatchGridDto> {
    const rows = await rowsOf(manager, grid.id);
    const [[summary], described] = await Promise.all([
      this.summaries(manager, [grid]),
      this.describe(manager, rows),
    ]);
    return { ...summary!, rowCount: rows.length, rows: described };
  }

  /** The rows with the names of what they designate (a product deleted since shows an empty name). */
  private async describe(manager: EntityManager, rows: readonly MatchGridRow[]): Promise<MatchGridRowDto[]> {
    if (rows.length === 0) return [];
    const { products, formats, vintages } = await catalogueRows(manager, rows[0]!.shopId, rows);
    return rows.map((row) => {
      const format = formats.get(row.formatId);
      return {
        reference: row.reference,
        label: row.label,
        productId: row.productId,
        productName: products.get(row.productId)?.name ?? '',
        formatId: row.formatId,
        formatLabel: format ? formatLabel(format) : '',
        vintageId: row.vintageId,
        vintageName: row.vintageId ? (vintages.get(row.vintageId)?.name ?? null) : null,
        fixedPriceHt: row.fixedPriceHt,
      };
    });
  }
}

/** The shop's products, formats and vintages the rows name, by id. */
async function catalogueRows(
  manager: EntityManager,
  shopId: number,
  rows: readonly { productId: number; formatId: number; vintageId?: number | null }[],
) {
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const formatIds = [...new Set(rows.map((row) => row.formatId))];
  const vintageIds = [...new Set(rows.flatMap((row) => (row.vintageId ? [row.vintageId] : [])))];
  const [products, formats, vintages] = await Promise.all([
    manager
      .getRepository(Product)
      .find({ where: { shopId, id: In(productIds) }, select: { id: true, name: true } }),
    manager.getRepository(ProductFormat).findBy({ shopId, id: In(formatIds) }),
    vintageIds.length ? manager.getRepository(Vintage).findBy({ shopId, id: In(vintageIds) }) : [],
  ]);
  return {
    products: new Map(products.map((product) => [product.id, product])),
    formats: new Map(formats.map((format) => [format.id, format])),
    vintages: new Map(vintages.map((vintage) => [vintage.id, vintage])),
  };
}

function partnerTaken() {
  return failureException(failure('sales.matchGridPartnerTaken'), HttpStatus.CONFLICT);
}

function unknownReference(reference: string): ResolvedReferenceDto {
  return {
    reference,
    known: false,
    productId: null,
    productName: null,
    formatId: null,
    formatLabel: null,
    vintageId: null,
    vintageName: null,
    priceHt: null,
    priceSource: null,
    unitHt: null,
  };
}
