import fc from 'fast-check';
import { ConflictException, BadRequestException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { catalogueEntities, Product, ProductFormat } from '@cuvee/catalogue';
import { iamEntities } from '@cuvee/iam';
import { Database, EventBus, type RequestContext } from '@cuvee/platform';
import { StockLevel } from '../levels/stock-level.entity.js';
import { stockDrift } from '../levels/stock-levels.service.js';
import { MovementsService } from '../movements/movements.service.js';
import { StockReservationsService } from '../reservations/stock-reservations.service.js';
import { stockEntities } from '../stock.module.js';
import { Warehouse } from '../warehouses/warehouse.entity.js';

/*
 * Model-based property test of the ledger: random sequences of reserve / validate / cancel /
 * produce / transfer / count run against the real services on a throwaway SQLite database and against
 * a plain in-memory model. After every step the levels equal the model, the ledger (drift check finds
 * nothing) and are never negative; every refusal is one the model predicts, and changes nothing.
 */

const SHOP = 1;
const WAREHOUSES = 2;
const PRODUCTS = 2;

interface Bench {
  dataSource: DataSource;
  reservations: StockReservationsService;
  movements: MovementsService;
  ctx: RequestContext;
  warehouseIds: number[];
  refs: { productId: number; formatId: number }[];
}

interface ModelLevel {
  onHand: number;
  reserved: number;
}
interface Model {
  levels: Map<string, ModelLevel>;
  orders: Map<string, { key: string; quantity: number; open: boolean }>;
  next: number;
}

const keyOf = (w: number, p: number) => `${w}:${p}`;
const levelIn = (model: Model, key: string): ModelLevel => {
  let level = model.levels.get(key);
  if (!level) model.levels.set(key, (level = { onHand: 0, reserved: 0 }));
  return level;
};
const available = (level: ModelLevel) => level.onHand - level.reserved;

async function openBench(): Promise<Bench> {
  const dataSource = await new DataSource({
    type: 'better-sqlite3',
    database: ':memory:',
    entities: [...iamEntities, ...catalogueEntities, ...stockEntities],
    synchronize: true, // a throwaway database: the schema of the entities as they are
  }).initialize();
  const database = new Database(dataSource);
  const events = new EventBus(database, null);
  const warehouseIds: number[] = [];
  for (let i = 0; i < WAREHOUSES; i++) {
    const saved = await dataSource.getRepository(Warehouse).save({
      shopId: SHOP,
      name: `Entrepôt ${i}`,
      address: null,
      fiscalStatus: 'paid',
      isDefault: i === 0,
      archivedAt: null,
    });
    warehouseIds.push(saved.id);
  }
  const refs: Bench['refs'] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const product = await dataSource.getRepository(Product).save({
      shopId: SHOP,
      slug: `vin-${i}`,
      productType: 'bottle',
      name: `Vin ${i}`,
      precision: null,
      type: 'wine',
      color: 'red',
      gamme: null,
      appellation: null,
      category: null,
      quality: null,
      grapes: [],
      alcohol: 12.5,
      ingredients: null,
      allergens: null,
      nutrition: null,
      labels: [],
      country: 'FR',
      vatType: 'standard',
      status: 'online',
      description: null,
      wrapping: false,
      wrappingPrice: 0,
      components: [],
      visuals: [],
      hiddenMask: 0,
    });
    const format = await dataSource.getRepository(ProductFormat).save({
      shopId: SHOP,
      productId: product.id,
      position: 0,
      container: 'bottle',
      unity: 'litre',
      unityValue: 0.75,
      eq75: 1,
      weight: null,
      packing: null,
      packingQuantity: null,
      price: 1000,
      discountPrice: [],
      discountAdd: [],
      typologies: {},
      visuals: [],
      ean: null,
    });
    refs.push({ productId: product.id, formatId: format.id });
  }
  const ctx: RequestContext = {
    correlationId: 'property',
    locale: 'fr',
    user: {
      userId: 1,
      role: 'owner',
      shopId: SHOP,
      access: null,
      permissions: ['seeAllStock', 'createWarehouse'],
      integrations: ['stocks'],
      sessionId: 'property',
    },
  };
  return {
    dataSource,
    reservations: new StockReservationsService(database, events),
    movements: new MovementsService(database, events),
    ctx,
    warehouseIds,
    refs,
  };
}

/** Runs a step the model says may be refused: a refusal must be predicted, a success must not be. */
async function expectOutcome(refusedByModel: boolean, step: () => Promise<unknown>): Promise<void> {
  let refused = false;
  try {
    await step();
  } catch (error) {
    if (!(error instanceof ConflictException || error instanceof BadRequestException)) throw error;
    refused = true;
  }
  expect(refused).toBe(refusedByModel);
}

type Command = fc.AsyncCommand<Model, Bench>;

const produce = (w: number, p: number, quantity: number): Command => ({
  check: () => true,
  async run(model, bench) {
    await bench.movements.create(bench.ctx, {
      warehouseId: bench.warehouseIds[w]!,
      ...bench.refs[p]!,
      type: 'production',
      quantity,
    });
    levelIn(model, keyOf(w, p)).onHand += quantity;
  },
  toString: () => `produce(${w}, ${p}, ${quantity})`,
});

const reserve = (w: number, p: number, quantity: number): Command => ({
  check: () => true,
  async run(model, bench) {
    const key = keyOf(w, p);
    const level = levelIn(model, key);
    const ref = `O-${model.next++}`;
    const refused = !model.levels.has(key) || available(level) < quantity;
    await expectOutcome(refused, () =>
      bench.reservations.reserve(SHOP, ref, [
        { warehouseId: bench.warehouseIds[w]!, ...bench.refs[p]!, quantity },
      ]),
    );
    if (!refused) {
      level.reserved += quantity;
      model.orders.set(ref, { key, quantity, open: true });
    }
  },
  toString: () => `reserve(${w}, ${p}, ${quantity})`,
});

/** Validates or cancels the n-th order placed so far (modulo), whatever its state. */
const close = (n: number, validate: boolean): Command => ({
  check: (model) => model.orders.size > 0,
  async run(model, bench) {
    const refs = [...model.orders.keys()];
    const ref = refs[n % refs.length]!;
    const order = model.orders.get(ref)!;
    await expectOutcome(!order.open, () =>
      validate ? bench.reservations.confirm(SHOP, ref) : bench.reservations.release(SHOP, ref, 'cancelled'),
    );
    if (!order.open) return;
    order.open = false;
    const level = levelIn(model, order.key);
    level.reserved -= order.quantity;
    if (validate) level.onHand -= order.quantity;
  },
  toString: () => `${validate ? 'validate' : 'cancel'}(#${n})`,
});

const transfer = (from: number, to: number, p: number, quantity: number): Command => ({
  check: () => true,
  async run(model, bench) {
    const source = levelIn(model, keyOf(from, p));
    const refused = from === to || available(source) < quantity;
    await expectOutcome(refused, () =>
      bench.movements.transfer(bench.ctx, {
        ...bench.refs[p]!,
        fromWarehouseId: bench.warehouseIds[from]!,
        toWarehouseId: bench.warehouseIds[to]!,
        quantity,
      }),
    );
    if (refused) return;
    source.onHand -= quantity;
    levelIn(model, keyOf(to, p)).onHand += quantity;
  },
  toString: () => `transfer(${from} → ${to}, ${p}, ${quantity})`,
});

const count = (w: number, p: number, counted: number): Command => ({
  check: () => true,
  async run(model, bench) {
    const level = levelIn(model, keyOf(w, p));
    const refused = counted < level.reserved;
    await expectOutcome(refused, () =>
      bench.movements.count(bench.ctx, {
        warehouseId: bench.warehouseIds[w]!,
        lines: [{ ...bench.refs[p]!, counted }],
      }),
    );
    if (!refused) level.onHand = counted;
  },
  toString: () => `count(${w}, ${p}, ${counted})`,
});

/** After every step: the stored levels are the model's, the ledger's, and never negative. */
async function checkInvariants(model: Model, bench: Bench): Promise<void> {
  const stored = await bench.dataSource.getRepository(StockLevel).find();
  for (const level of stored) {
    expect(level.onHand).toBeGreaterThanOrEqual(0);
    expect(level.reserved).toBeGreaterThanOrEqual(0);
    expect(level.onHand - level.reserved - level.allocated).toBeGreaterThanOrEqual(0);
    const w = bench.warehouseIds.indexOf(level.warehouseId);
    const p = bench.refs.findIndex((r) => r.productId === level.productId);
    const expected = model.levels.get(keyOf(w, p)) ?? { onHand: 0, reserved: 0 };
    expect({ onHand: level.onHand, reserved: level.reserved }).toEqual(expected);
  }
  expect(await stockDrift(bench.dataSource.manager, SHOP)).toEqual([]);
}

const warehouse = fc.integer({ min: 0, max: WAREHOUSES - 1 });
const product = fc.integer({ min: 0, max: PRODUCTS - 1 });
const quantity = fc.integer({ min: 1, max: 8 });

const commands = fc.commands(
  [
    fc.tuple(warehouse, product, quantity).map(([w, p, q]) => produce(w, p, q * 3)),
    fc.tuple(warehouse, product, quantity).map(([w, p, q]) => reserve(w, p, q)),
    fc.nat().map((n) => close(n, true)),
    fc.nat().map((n) => close(n, false)),
    fc.tuple(warehouse, warehouse, product, quantity).map(([f, t, p, q]) => transfer(f, t, p, q)),
    fc.tuple(warehouse, product, fc.integer({ min: 0, max: 30 })).map(([w, p, c]) => count(w, p, c)),
  ],
  { maxCommands: 40 },
);

test('levels always equal the ledger and the model, and are never negative', async () => {
  await fc.assert(
    fc.asyncProperty(commands, async (sequence) => {
      const bench = await openBench();
      try {
        const model: Model = { levels: new Map(), orders: new Map(), next: 0 };
        const checked = [...sequence].map((command) => ({
          ...command,
          check: command.check.bind(command),
          toString: command.toString.bind(command),
          run: async (m: Model, b: Bench) => {
            await command.run(m, b);
            await checkInvariants(m, b);
          },
        }));
        await fc.asyncModelRun(() => ({ model, real: bench }), checked);
      } finally {
        await bench.dataSource.destroy();
      }
    }),
    { numRuns: 40 },
  );
});
