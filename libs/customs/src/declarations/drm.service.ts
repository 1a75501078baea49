import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { LessThan, type EntityManager } from 'typeorm';
import { DUTY_RATES, type DutyRates } from '@cuvee/catalogue';
import { shopScope } from '@cuvee/iam';
import { isIsoDate } from '@cuvee/kernel';
import {
  Database,
  engineOf,
  EventBus,
  isUniqueViolation,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { StockLevel } from '@cuvee/stock';
import {
  dutiesOf,
  negativeLines,
  crdLineKey,
  parseCrdLineKey,
  parseProductLineKey,
  type Anomaly,
  type DutyLine,
} from '../domain/declaration.js';
import type { CrdLine, DeclarationContent, ProductLine } from '../domain/drm-outputs.js';
import {
  closingOf,
  isMonth,
  monthBalances,
  monthOfInstant,
  nextMonth,
  previousMonth,
  type Balance,
  type ClosedMonth,
  type Month,
} from '../domain/monthly-ledger.js';
import type { DocumentRange, PendingDocument } from '../domain/exit-documents.js';
import { annexesOfMonth } from '../documents/exit-documents.service.js';
import { SaleDestinations } from '../documents/sale-destinations.js';
import { undocumentedExitsAbroad } from '../documents/undocumented-exits.js';
import { DrmValidatedEvent } from '../events/drm-validated.event.js';
import { CustomsProfileService } from '../profile/customs-profile.service.js';
import { DrmDeclaration, DrmDeclarationLine, type DrmStatus } from './drm-declaration.entity.js';
import { movementIdsOf, readLedger } from './ledger-reader.js';

const MONTH_LIST: ListDefinition = {
  resource: 'drm',
  sortable: { id: 'month', month: 'month', status: 'status' },
  filters: {
    id: { kind: 'equals', column: 'month', type: 'string' },
    status: { kind: 'equals', column: 'status', type: 'string' },
  },
  defaultSort: ['month', 'DESC'],
  idColumn: 'month',
};

export interface DrmView extends DeclarationContent {
  id: Month;
  status: DrmStatus;
  validatedAt: Date | null;
  submittedOn: string | null;
  dutiesCents: number;
}

/**
 * The monthly DRM (docs/customs.md): a draft is computed from the ledgers each time it is read; a
 * validated month is fixed in a row and never recomputed; later movements dated in it are carried into
 * the next month.
 */
@Injectable()
export class DrmService {
  constructor(
    private readonly database: Database,
    private readonly profiles: CustomsProfileService,
    private readonly events: EventBus,
    @Inject(DUTY_RATES) private readonly rates: DutyRates,
    private readonly destinations: SaleDestinations,
  ) {}

  get(ctx: RequestContext, month: string): Promise<DrmView> {
    return this.ofShop(shopScope(ctx).shopId, month);
  }

  /** A shop's month, for the command line (which acts for a shop, not a user). */
  async ofShop(shopId: number, month: string): Promise<DrmView> {
    checkMonth(month);
    const manager = this.database.dataSource.manager;
    const fixed = await manager.findOneBy(DrmDeclaration, { shopId, month });
    if (fixed) return viewOf(fixed, await contentOf(manager, fixed));
    return draftView(await this.compute(manager, shopId, month));
  }

  /** Fixes a month: refused with its anomalies listed, before the previous month, or twice. */
  async validate(ctx: RequestContext, month: string): Promise<DrmView> {
    const { shopId, userId } = shopScope(ctx);
    checkMonth(month);
    if (month > monthOfInstant(new Date()))
      throw new BadRequestException({ message: 'customs.futureMonth', params: { month } });
    try {
      return await this.database.transaction(async (manager) => {
        // Serialises with the writers of this shop's ledgers: a stock movement waits for this commit
        // (and then counts in the next month), and one that was being written is counted here.
        await this.profiles.lock(manager, shopId);
        if (engineOf(manager.connection) === 'mysql') {
          await manager
            .getRepository(StockLevel)
            .createQueryBuilder('level')
            .select('level.id')
            .where('level.shopId = :shopId', { shopId })
            .orderBy('level.id', 'ASC')
            .setLock('pessimistic_write')
            .getMany();
        }
        if (await manager.existsBy(DrmDeclaration, { shopId, month })) {
          throw new ConflictException({ message: 'customs.alreadyValidated', params: { month } });
        }
        const computed = await this.compute(manager, shopId, month, true);
        const blocking = computed.content.anomalies.filter((anomaly) => anomaly.blocking);
        if (blocking.length) {
          throw new ConflictException({
            message: 'customs.anomalies',
            params: { month, count: blocking.length },
            anomalies: blocking,
          });
        }
        const { content } = computed;
        const row = await manager.save(
          manager.create(DrmDeclaration, {
            shopId,
            month,
            status: 'validated',
            watermark: computed.watermark,
            exciseNumber: content.exciseNumber,
            cvi: content.cvi,
            interproSiren: content.interproSiren,
            dutiesSource: content.dutiesSource.slice(0, 255),
            anomalies: [...content.anomalies],
            validatedAt: new Date(),
            validatedBy: userId,
            submittedOn: null,
          }),
        );
        const lines = [
          ...content.products.map((data, position) => ({ kind: 'product' as const, position, data })),
          ...content.crd.map((data, position) => ({ kind: 'crd' as const, position, data })),
          ...content.duties.map((data, position) => ({ kind: 'duty' as const, position, data })),
          ...content.annexes.ranges.map((data, position) => ({ kind: 'range' as const, position, data })),
          ...content.annexes.pending.map((data, position) => ({ kind: 'pending' as const, position, data })),
        ];
        for (let start = 0; start < lines.length; start += 200) {
          await manager.insert(
            DrmDeclarationLine,
            lines.slice(start, start + 200).map((line) => ({ ...line, declarationId: row.id })),
          );
        }
        const view = viewOf(row, content);
        await this.events.publish(new DrmValidatedEvent({ shopId, month, dutiesCents: view.dutiesCents }));
        return view;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictException({ message: 'customs.alreadyValidated', params: { month } });
      throw error;
    }
  }

  /** Marks a validated month as filed with the customs, on the day given. */
  async submit(ctx: RequestContext, month: string, submittedOn: string): Promise<DrmView> {
    const { shopId } = shopScope(ctx);
    checkMonth(month);
    if (!isIsoDate(submittedOn)) throw new BadRequestException({ message: ['customs.submittedOn'] });
    return this.database.transaction(async (manager) => {
      const row = await manager.findOne(DrmDeclaration, {
        where: { shopId, month },
        lock: engineOf(manager.connection) === 'mysql' ? { mode: 'pessimistic_write' } : undefined,
      });
      if (!row) throw new ConflictException({ message: 'customs.notValidated', params: { month } });
      if (row.status === 'submitted')
        throw new ConflictException({ message: 'customs.alreadySubmitted', params: { month } });
      row.status = 'submitted';
      row.submittedOn = submittedOn;
      return viewOf(await manager.save(row), await contentOf(manager, row));
    });
  }

  /**
   * The months to show: the drafts from the month after the last validated one to the current month
   * (three at most, the first open one always), then every validated month; newest first by default.
   * A short list, paged in memory.
   */
  async months(ctx: RequestContext, query: ListQueryDto): Promise<Page<DrmView>> {
    const { shopId } = shopScope(ctx);
    const request = parseListQuery(query, MONTH_LIST);
    const manager = this.database.dataSource.manager;
    const fixed = await manager.find(DrmDeclaration, { where: { shopId }, order: { month: 'ASC' } });
    const current = monthOfInstant(new Date());
    const rows: DrmView[] = [];
    let month = fixed.length ? nextMonth(fixed.at(-1)!.month) : current;
    // The first open month always shows, even ahead of the calendar (a record made now counts in it).
    for (; (month <= current || rows.length === 0) && rows.length < 3; month = nextMonth(month)) {
      rows.push(draftView(await this.compute(manager, shopId, month)));
    }
    for (const row of fixed) rows.push(viewOf(row, await contentOf(manager, row)));
    const wanted = (name: string) =>
      request.filter[name] === undefined ? null : [request.filter[name]].flat();
    const [ids, statuses] = [wanted('id'), wanted('status')];
    const kept = rows.filter(
      (row) => (!ids || ids.includes(row.id)) && (!statuses || statuses.includes(row.status)),
    );
    const { field, order } = request.sort;
    const key = (row: DrmView) => (field === 'status' ? row.status : row.month);
    kept.sort((a, b) => key(a).localeCompare(key(b)) * (order === 'ASC' ? 1 : -1));
    const { start, size } = request.range;
    return { resource: 'drm', rows: kept.slice(start, start + size), start, total: kept.length };
  }

  /**
   * A month as computed now from the ledgers, after the last validated month before it; `watermarked`
   * for a validation, which keeps the last movement id it counted.
   */
  private async compute(
    manager: EntityManager,
    shopId: number,
    month: Month,
    watermarked = false,
  ): Promise<{ content: DeclarationContent; watermark: number }> {
    const profile = await this.profiles.valueOf(manager, shopId);
    const previous = await manager.findOne(DrmDeclaration, {
      where: { shopId, month: LessThan(month) },
      order: { month: 'DESC' },
    });
    const fixed = previous ? await contentOf(manager, previous) : null;
    const last: ClosedMonth | null = previous
      ? { month: previous.month, watermark: previous.watermark, closing: closingOf(balancesOf(fixed!)) }
      : null;
    const lastCrd: ClosedMonth | null = previous
      ? { month: previous.month, watermark: previous.watermark, closing: crdClosingOf(fixed!) }
      : null;
    const read = await readLedger(
      manager,
      shopId,
      month,
      last,
      profile.mapping,
      profile.capsuleType,
      watermarked,
    );
    const { balances } = monthBalances(read.productItems, month, last);
    // Capsule uses follow the sales: one received after the last validation (above its watermark) is
    // carried into the next month, as its bottles are. Capsule records are never dated in a closed month.
    const { balances: crdBalances } = monthBalances([...read.useItems, ...read.crdItems], month, lastCrd);
    const products: ProductLine[] = balances.map((balance) => {
      const { customsProductId, regime } = parseProductLineKey(balance.key);
      const { label, inaoCode, certification, genre, appellation, color, alcohol } =
        read.products.get(customsProductId) ?? lastInfo(fixed, balance.key);
      const identity = { label, inaoCode, certification, genre, appellation, color, alcohol };
      const shipments = read.shipments.get(balance.key);
      return {
        key: balance.key,
        customsProductId,
        ...identity,
        regime,
        ...flows(balance),
        ...(shipments ? { shipments } : {}),
      };
    });
    const crd = crdBalances.map((balance) => ({
      key: balance.key,
      ...parseCrdLineKey(balance.key),
      ...flows(balance),
    }));
    const duties = dutiesOf(balances, read.products, this.rates, month);

    const anomalies: Anomaly[] = [];
    const anomaly = (
      code: Anomaly['code'],
      params: Anomaly['params'] = {},
      movementIds: number[] = [],
      blocking = true,
    ) => anomalies.push({ code, blocking, params, movementIds });
    if (!profile.exciseNumber) anomaly('missingExcise');
    if (previous && previous.month !== previousMonth(month))
      anomaly('previousNotValidated', { month: nextMonth(previous.month) });
    if (read.unmapped.size) {
      const ids = await movementIdsOf(manager, shopId, { month, productVintages: [...read.unmapped] });
      anomaly('unmappedProduct', { count: read.unmapped.size }, ids);
    }
    for (const line of negativeLines(balances)) {
      const product = products.find((p) => p.key === line.key)!;
      anomaly('negativeStock', { product: product.label });
    }
    for (const line of negativeLines(crdBalances)) anomaly('negativeCrd', { capsule: line.key });
    const abroad = await undocumentedExitsAbroad(manager, shopId, month, this.destinations);
    if (abroad.orders)
      anomaly('saleAbroadWithoutDocument', { count: abroad.orders }, [...abroad.movementIds], false);
    if (read.lateCount && last && month === nextMonth(last.month)) {
      anomaly(
        'lateMovements',
        { month: last.month },
        await movementIdsOf(manager, shopId, { month, late: last }),
        false,
      );
    }
    return {
      watermark: read.maxId,
      content: {
        month,
        exciseNumber: profile.exciseNumber,
        cvi: profile.cvi,
        interproSiren: profile.interproSiren,
        products,
        crd,
        duties: duties.lines,
        dutiesSource: duties.source,
        anomalies,
        annexes: await annexesOfMonth(manager, shopId, month),
      },
    };
  }
}

function checkMonth(month: string): void {
  if (!isMonth(month)) throw new BadRequestException({ message: ['customs.month'] });
}

function flows(balance: Balance) {
  return {
    opening: balance.opening,
    entries: balance.entries,
    exits: balance.exits,
    closing: balance.closing,
  };
}

function balancesOf(content: DeclarationContent): Balance[] {
  return content.products.map((line) => ({
    ...line,
    entries: line.entries as Record<string, number>,
    exits: line.exits as Record<string, number>,
  }));
}

function crdClosingOf(content: DeclarationContent): Record<string, number> {
  return Object.fromEntries(content.crd.map((line) => [line.key, line.closing]));
}

/** A line carried from the last validated month whose customs product is gone keeps its last identity. */
function lastInfo(previous: DeclarationContent | null, key: string) {
  const line = previous?.products.find((p) => p.key === key);
  if (!line) throw new RangeError(`No customs product for line ${key}`);
  return line;
}

function totalDuties(content: DeclarationContent): number {
  return content.duties.reduce((total, line) => total + line.amountCents, 0);
}

/** A capsule line fixed before colours were kept: blue, as the migration made its records. */
function withColor(line: CrdLine): CrdLine {
  if (line.color) return line;
  return { ...line, color: 'blue', key: crdLineKey(line.category, line.type, 'blue', line.centilisation) };
}

/** A validated month's content, from its row and its lines. */
async function contentOf(manager: EntityManager, row: DrmDeclaration): Promise<DeclarationContent> {
  const lines = await manager.find(DrmDeclarationLine, {
    where: { declarationId: row.id },
    order: { kind: 'ASC', position: 'ASC' },
  });
  const of = <T>(kind: DrmDeclarationLine['kind']) =>
    lines.filter((line) => line.kind === kind).map((line) => line.data as T);
  return {
    month: row.month,
    exciseNumber: row.exciseNumber,
    cvi: row.cvi,
    interproSiren: row.interproSiren,
    products: of<ProductLine>('product'),
    crd: of<CrdLine>('crd').map(withColor),
    duties: of<DutyLine>('duty'),
    dutiesSource: row.dutiesSource,
    anomalies: row.anomalies,
    annexes: { ranges: of<DocumentRange>('range'), pending: of<PendingDocument>('pending') },
  };
}

function viewOf(row: DrmDeclaration, content: DeclarationContent): DrmView {
  return {
    ...content,
    id: row.month,
    status: row.status,
    validatedAt: row.validatedAt,
    submittedOn: row.submittedOn,
    dutiesCents: totalDuties(content),
  };
}

function draftView({ content }: { content: DeclarationContent }): DrmView {
  return {
    ...content,
    id: content.month,
    status: 'draft',
    validatedAt: null,
    submittedOn: null,
    dutiesCents: totalDuties(content),
  };
}
