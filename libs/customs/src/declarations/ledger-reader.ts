import { In, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { ProductFormat, VOLUME_UNITS } from '@cuvee/catalogue';
import { StockMovement, Warehouse, type FiscalStatus, type MovementType } from '@cuvee/stock';
import { CrdMovement } from '../crd/crd-movement.entity.js';
import {
  categoryOf,
  countsInOpening,
  isEntryCategory,
  type DrmCategory,
  type MovementMapping,
} from '../domain/drm-categories.js';
import { documentCategory, type Destination, type Shipment } from '../domain/exit-documents.js';
import { ExitDocument } from '../documents/exit-document.entity.js';
import {
  centilisationOf,
  crdLineKey,
  productLineKey,
  type CapsuleType,
  type CrdCategory,
  type CrdColor,
  type CustomsProductInfo,
} from '../domain/declaration.js';
import {
  monthRange,
  nextMonth,
  previousMonth,
  type ClosedMonth,
  type LedgerItem,
  type Month,
} from '../domain/monthly-ledger.js';
import { CustomsProduct } from '../products/customs-product.entity.js';

/*
 * Reads what a month's DRM is computed from. The stock ledger is summed by the database, grouped by
 * product, vintage, format, warehouse regime, movement type and period (before the month, late for the
 * last validated month, in the month), so a month of 100,000 movements comes back as a few hundred
 * rows (and the sales that left under a DAE, summed the same way, move to their destination's category);
 * the groups become ledger items for the framework-free balances (domain/monthly-ledger.ts).
 */

const BEFORE = 0;
const LATE = 1;
const DURING = 2;

interface GroupRow {
  productId: number;
  vintageId: number;
  formatId: number;
  fiscalStatus: FiscalStatus;
  type: MovementType;
  period: number;
  units: number;
  /** Set for sales that left under a DAE: their category and where they went. */
  category?: DrmCategory;
  shipment?: { country: string; number: string };
}

/** A raw group with its numbers as numbers (drivers return strings) and its units unsigned. */
const numeric = <T extends GroupRow>(row: T): T => ({
  ...row,
  productId: Number(row.productId),
  vintageId: Number(row.vintageId),
  formatId: Number(row.formatId),
  period: Number(row.period),
  units: Math.abs(Number(row.units)),
});

export interface LedgerRead {
  productItems: LedgerItem[];
  useItems: LedgerItem[];
  crdItems: LedgerItem[];
  products: Map<number, CustomsProductInfo>;
  /** Catalogue products with movements but no customs product, as `productId:vintageId`. */
  unmapped: Set<string>;
  lateCount: number;
  /** Per product line, the sales of the month that left under a DAE. */
  shipments: Map<string, Shipment[]>;
  /** The last stock movement id the read counted: the watermark of a validation (0 when not asked). */
  maxId: number;
}

export async function readLedger(
  manager: EntityManager,
  shopId: number,
  month: Month,
  last: ClosedMonth | null,
  mapping: MovementMapping,
  capsuleType: CapsuleType,
  watermarked: boolean,
): Promise<LedgerRead> {
  const { start, end } = monthRange(month);
  const lastEnd = last ? monthRange(last.month).end : new Date(0);
  // Only a validation needs the watermark (a draft's items are told apart by their period). No movement
  // is written between this and the sums below while a validation holds the ledger (drm.service.ts):
  // the watermark is exactly what they count.
  const maxId = watermarked ? await lastMovementId(manager, shopId) : 0;
  /** Sums the ledger (alias m) by product, vintage, format, regime, type and period, as the month reads it. */
  const groupsOf = <T extends ObjectLiteral>(builder: SelectQueryBuilder<T>) => {
    builder
      .innerJoin(Warehouse, 'w', 'w.id = m.warehouseId')
      .select('m.productId', 'productId')
      .addSelect('m.vintageId', 'vintageId')
      .addSelect('m.formatId', 'formatId')
      .addSelect('w.fiscalStatus', 'fiscalStatus')
      .addSelect('m.type', 'type')
      .addSelect(
        `CASE WHEN m.createdAt >= :start THEN ${DURING} WHEN m.createdAt < :lastEnd THEN ${LATE} ELSE ${BEFORE} END`,
        'period',
      )
      .addSelect('SUM(m.delta)', 'units')
      .andWhere('m.shopId = :shopId AND m.createdAt < :end', { shopId, end })
      .setParameters({ start, lastEnd })
      .addGroupBy('m.productId')
      .addGroupBy('m.vintageId')
      .addGroupBy('m.formatId')
      .addGroupBy('w.fiscalStatus')
      .addGroupBy('m.type')
      .addGroupBy('period');
    if (last)
      builder.andWhere('NOT (m.createdAt < :lastEnd AND m.id <= :watermark)', { watermark: last.watermark });
    return builder;
  };
  const rows = (
    await groupsOf(manager.getRepository(StockMovement).createQueryBuilder('m')).getRawMany<GroupRow>()
  )
    .map(numeric)
    // Before any validated month, the opening stock of the month is part of its opening balance.
    .map((row) => (countsInOpening(row.type, last !== null) ? { ...row, period: BEFORE } : row));
  // The sales that left under a DAE: the same groups, with their destination (a few rows a month).
  const shipped = (
    await groupsOf(
      manager
        .getRepository(ExitDocument)
        .createQueryBuilder('d')
        .innerJoin(StockMovement, 'm', "m.id = d.movementId AND d.kind = 'dae'")
        .andWhere('d.shopId = :shopId', { shopId }),
    )
      .addSelect(['d.destination AS destination', 'd.country AS country', 'd.number AS number'])
      .addGroupBy('d.destination')
      .addGroupBy('d.country')
      .addGroupBy('d.number')
      .getRawMany<GroupRow & { destination: Destination; country: string; number: string }>()
  ).map((row) => ({
    ...numeric(row),
    destination: row.destination,
    country: row.country,
    number: row.number,
  }));
  const groupKey = (row: GroupRow) =>
    `${row.productId}:${row.vintageId}:${row.formatId}:${row.fiscalStatus}:${row.type}:${row.period}`;
  const byKey = new Map(rows.map((row) => [groupKey(row), row]));
  for (const row of shipped) {
    const sale = byKey.get(groupKey(row));
    if (!sale) continue;
    sale.units -= row.units;
    const category = documentCategory('dae', row.destination)!;
    rows.push({ ...row, category, shipment: { country: row.country, number: row.number } });
  }

  const productIds = [...new Set(rows.map((row) => row.productId))];
  const formatIds = [...new Set(rows.map((row) => row.formatId))];
  const [customsRows, formats] = await Promise.all([
    productIds.length ? manager.findBy(CustomsProduct, { shopId, productId: In(productIds) }) : [],
    formatIds.length ? manager.findBy(ProductFormat, { shopId, id: In(formatIds) }) : [],
  ]);
  const customsOf = new Map(customsRows.map((row) => [`${row.productId}:${row.vintageId}`, row]));
  const formatOf = new Map(formats.map((format) => [format.id, format]));
  const products = new Map<number, CustomsProductInfo>(customsRows.map((row) => [row.id, infoOf(row)]));

  // A period stands for its items: `late` ones are dated in the last validated month, after its watermark.
  const itemMonth = (period: number) =>
    period === DURING ? month : period === LATE ? last!.month : previousMonth(month);
  // The other periods are dated after the last validated month: their ids are never compared.
  const itemId = (period: number) => (period === LATE ? last!.watermark + 1 : maxId);
  const productItems: LedgerItem[] = [];
  const useItems: LedgerItem[] = [];
  const unmapped = new Set<string>();
  const shipments = new Map<string, Shipment[]>();
  // What the month shows as its movements (the late ones only in the month right after the last validated).
  const inMonth = (period: number) =>
    period === DURING || (period === LATE && month === nextMonth(last!.month));
  let lateCount = 0;
  for (const row of rows) {
    if (row.units === 0) continue;
    if (row.period === LATE) lateCount += 1;
    const customs = customsOf.get(`${row.productId}:${row.vintageId}`) ?? customsOf.get(`${row.productId}:0`);
    const format = formatOf.get(row.formatId);
    const ml = format ? containerMillilitres(format) : 0;
    if (ml === 0) continue; // accessories and services: no volume, nothing to declare
    if (!customs) {
      unmapped.add(`${row.productId}:${row.vintageId}`);
      continue;
    }
    const category = row.category ?? categoryOf(row.type, mapping);
    const base = { id: itemId(row.period), month: itemMonth(row.period), entry: isEntryCategory(category) };
    const key = productLineKey(customs.id, row.fiscalStatus);
    productItems.push({ ...base, key, category, amount: row.units * ml });
    if (row.shipment && inMonth(row.period)) {
      const list = shipments.get(key) ?? [];
      const { country, number } = row.shipment;
      const same = list.find((s) => s.category === category && s.country === country && s.number === number);
      if (same) list.splice(list.indexOf(same), 1, { ...same, ml: same.ml + row.units * ml });
      else list.push({ category, country, number, ml: row.units * ml });
      shipments.set(key, list);
    }
    // A bottle sold duty-paid from bond carries a capsule: the CRD ledger follows it.
    const centilisation = centilisationOf(ml, format!.container === 'bib');
    if (category === 'taxableSale' && row.fiscalStatus === 'suspended' && centilisation) {
      useItems.push({
        ...base,
        key: crdLineKey(customs.crdCategory, capsuleType, customs.crdColor, centilisation),
        category: 'use',
        amount: row.units,
      });
    }
  }

  const crdRows = await manager
    .getRepository(CrdMovement)
    .createQueryBuilder('c')
    .select([
      'c.month AS month',
      'c.category AS category',
      'c.capsuleType AS capsuleType',
      'c.color AS color',
    ])
    .addSelect(['c.centilisation AS centilisation', 'c.kind AS kind', 'SUM(c.quantity) AS quantity'])
    .where('c.shopId = :shopId AND c.month <= :month', { shopId, month })
    .andWhere(last ? 'c.month > :lastMonth' : '1 = 1', { lastMonth: last?.month ?? '' })
    .groupBy('c.month')
    .addGroupBy('c.category')
    .addGroupBy('c.capsuleType')
    .addGroupBy('c.color')
    .addGroupBy('c.centilisation')
    .addGroupBy('c.kind')
    .getRawMany<{
      month: string;
      category: CrdCategory;
      capsuleType: CapsuleType;
      color: CrdColor;
      centilisation: string;
      kind: string;
      quantity: string;
    }>();
  const crdItems = crdRows.map((row, index) => ({
    id: index,
    month: row.month,
    key: crdLineKey(row.category, row.capsuleType, row.color, row.centilisation),
    category: row.kind,
    amount: Number(row.quantity),
    entry: ['purchase', 'return', 'excess', 'otherEntry'].includes(row.kind),
  }));
  return { productItems, useItems, crdItems, products, unmapped, lateCount, shipments, maxId };
}

async function lastMovementId(manager: EntityManager, shopId: number): Promise<number> {
  const row = await manager
    .getRepository(StockMovement)
    .createQueryBuilder('m')
    .select('MAX(m.id)', 'maxId')
    .where('m.shopId = :shopId', { shopId })
    .getRawOne<{ maxId: number | string | null }>();
  return Number(row?.maxId ?? 0);
}

/**
 * What one unit of a format holds, in ml: its unit when that is a volume (a 50 cl bottle is 500 ml,
 * where the eq75 the prices use would say 502.5), else its eq75 in 75 cl bottles; 0 for no drink.
 */
export function containerMillilitres(format: Pick<ProductFormat, 'unity' | 'unityValue' | 'eq75'>): number {
  const perUnit = Object.hasOwn(VOLUME_UNITS, format.unity) ? VOLUME_UNITS[format.unity]! : 0;
  if (perUnit > 0 && format.unityValue > 0) return Math.round((format.unityValue * perUnit) / 1000);
  return Math.round(format.eq75 * 750);
}

export function infoOf(row: CustomsProduct): CustomsProductInfo {
  return {
    id: row.id,
    label: row.label,
    inaoCode: row.inaoCode,
    certification: row.certification,
    genre: row.genre,
    appellation: row.appellation,
    color: row.color,
    alcohol: row.alcohol,
    da: row.da,
    css: row.css,
    crdCategory: row.crdCategory,
    crdColor: row.crdColor,
  };
}

/** Ids of the movements behind an anomaly (at most 50, for links on the DRM page). */
export async function movementIdsOf(
  manager: EntityManager,
  shopId: number,
  where: { productVintages?: string[]; month: Month; late?: ClosedMonth | null },
): Promise<number[]> {
  const { start, end } = monthRange(where.month);
  const builder = manager
    .getRepository(StockMovement)
    .createQueryBuilder('m')
    .select('m.id', 'id')
    .where('m.shopId = :shopId', { shopId })
    .orderBy('m.id', 'ASC')
    .limit(50);
  if (where.late) {
    builder.andWhere('m.createdAt < :lastEnd AND m.id > :watermark', {
      lastEnd: monthRange(where.late.month).end,
      watermark: where.late.watermark,
    });
  } else builder.andWhere('m.createdAt >= :start AND m.createdAt < :end', { start, end });
  if (where.productVintages) {
    const pairs = where.productVintages.map((pair) => pair.split(':').map(Number) as [number, number]);
    builder.andWhere(
      `(${pairs.map((_, i) => `(m.productId = :p${i} AND m.vintageId = :v${i})`).join(' OR ')})`,
      Object.fromEntries(
        pairs.flatMap(([p, v], i) => [
          [`p${i}`, p],
          [`v${i}`, v],
        ]),
      ),
    );
  }
  return (await builder.getRawMany<{ id: number }>()).map((row) => Number(row.id));
}
