import type { DataSource } from 'typeorm';
import { CatalogueSettings, catalogueSettingsOf, ShopFrontSettings } from '@cuvee/catalogue';
import { createScratchDatabase, openDataSource, runMigrations, scratchTargetFromEnv, type ScratchDatabase } from '@cuvee/platform';
import { fiscalSettingsOf } from '@cuvee/billing';
import { StockSettings } from '@cuvee/stock';
import { schema } from '../schema.js';

/*
 * The migration that moves the shop's settings to their contexts, on a database holding shops saved the
 * old way: one with every setting changed (and billing settings already saved), one written before most
 * keys existed. On SQLite, or MySQL/MariaDB when DB_URL is set.
 */

const MIGRATION = 'SettingsOwnedByContexts';
const target = scratchTargetFromEnv();
const migrations = schema.migrations[target.engine];
const index = migrations.findIndex((migration) => migration.name.startsWith(MIGRATION));

const OLD_SETTINGS = {
  hasTVA: false,
  logStartMonth: 8,
  logStartDay: 15,
  vatRate: { standard: 19.6, medium: 7, reduced: 5.5 },
  titleProducts: 'Nos cuvées',
  allRulesInEq75: true,
  autoOutOfStock: true,
  stockDisplay: 'quantity',
};
const TYPOLOGIES = {
  public: { name: 'Particulier', public: true, ttc: true, globalDiscount: 0, allRulesInEq75: false },
  caviste: { name: 'Cavistes', public: false, ttc: false, globalDiscount: 5, allRulesInEq75: true },
};
const FORMATS = { b75: { type: 'bottle', container: 'bottle', unity: 'litre', unityValue: 0.75, eq75: 1 } };
const BANKS = [{ rib: 'FR76 3000 6000 0112 3456 7890 189', default: true }];
const HEADER_STYLE = { font: 'serif', logoPlacement: 'left' };
const TABS = [
  { id: 'domaine', name: 'Le domaine', order: 1, exists: true, roles: [], content: 'Bienvenue', filter: null, children: [] },
];

let scratch: ScratchDatabase;
let dataSource: DataSource;
let moved: number;
let legacy: number;

async function insertShop(code: string, settings: object, json: Record<string, object | null>): Promise<number> {
  await dataSource.query(
    'INSERT INTO shops (code, urlShop, name, businessType, ownerId, settings, typologies, formats, banks, headerStyle, tabs) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      code,
      code.toLowerCase(),
      `Shop ${code}`,
      'wine',
      1,
      JSON.stringify(settings),
      ...['typologies', 'formats', 'banks', 'headerStyle', 'tabs'].map((key) =>
        json[key] === null || json[key] === undefined ? null : JSON.stringify(json[key]),
      ),
    ],
  );
  const [row] = (await dataSource.query('SELECT id FROM shops WHERE code = ?', [code])) as { id: number }[];
  return Number(row!.id);
}

beforeAll(async () => {
  expect(index).toBeGreaterThan(0);
  scratch = await createScratchDatabase(target, 'settings');
  // The schema just before the move, with shops saved the old way.
  const before = await openDataSource(scratch.config, [], migrations.slice(0, index));
  dataSource = before;
  await runMigrations(before);
  moved = await insertShop('MOVED', OLD_SETTINGS, {
    typologies: TYPOLOGIES,
    formats: FORMATS,
    banks: BANKS,
    headerStyle: HEADER_STYLE,
    tabs: TABS,
  });
  // Billing settings saved before the move keep their sections.
  await before.query("INSERT INTO billing_settings (shopId, billing, accounting) VALUES (?, ?, '{}')", [
    moved,
    JSON.stringify({ rcs: 'RCS Tours 823 456 710' }),
  ]);
  legacy = await insertShop('LEGACY', { hasTVA: true }, {});
  await before.destroy();
  // Then the move, with every context's entities (the migrations after it are not this test's).
  dataSource = await openDataSource(scratch.config, schema.entities, migrations.slice(0, index + 1));
  expect(await runMigrations(dataSource)).toEqual([migrations[index]!.name]);
}, 120_000);

afterAll(async () => {
  await dataSource?.destroy();
  await scratch?.drop();
});

test("a shop's settings are in its contexts' tables after the move", async () => {
  const manager = dataSource.manager;
  expect((await catalogueSettingsOf(manager, [moved])).get(moved)).toEqual({
    typologies: TYPOLOGIES,
    formats: FORMATS,
    allRulesInEq75: true,
  });
  expect((await fiscalSettingsOf(manager, [moved])).get(moved)).toEqual({
    hasTVA: false,
    vatRate: { standard: 19.6, medium: 7, reduced: 5.5 },
    logStartMonth: 8,
    logStartDay: 15,
    banks: BANKS,
  });
  expect(await manager.getRepository(StockSettings).findOneByOrFail({ shopId: moved })).toMatchObject({
    autoOutOfStock: true,
    stockDisplay: 'quantity',
  });
  expect(await manager.getRepository(ShopFrontSettings).findOneByOrFail({ shopId: moved })).toMatchObject({
    headerStyle: HEADER_STYLE,
    tabs: TABS,
    titleProducts: 'Nos cuvées',
  });
  const [billing] = (await dataSource.query('SELECT billing FROM billing_settings WHERE shopId = ?', [moved])) as {
    billing: string;
  }[];
  expect(JSON.parse(billing!.billing)).toEqual({ rcs: 'RCS Tours 823 456 710' });
});

test('a shop saved before most settings existed reads the defaults', async () => {
  const manager = dataSource.manager;
  expect((await catalogueSettingsOf(manager, [legacy])).get(legacy)).toEqual({
    typologies: { public: expect.objectContaining({ name: 'Particulier', public: true }) },
    formats: {},
    allRulesInEq75: false,
  });
  expect((await fiscalSettingsOf(manager, [legacy])).get(legacy)).toEqual({
    hasTVA: true,
    vatRate: { standard: 20, medium: 10, reduced: 5.5 },
    logStartMonth: 0,
    logStartDay: 1,
    banks: [],
  });
  expect(await manager.getRepository(StockSettings).findOneByOrFail({ shopId: legacy })).toMatchObject({
    autoOutOfStock: false,
    stockDisplay: 'signal',
  });
  expect(await manager.getRepository(ShopFrontSettings).findOneByOrFail({ shopId: legacy })).toMatchObject({
    headerStyle: null,
    tabs: null,
    titleProducts: null,
  });
  expect(await manager.getRepository(CatalogueSettings).countBy({ shopId: legacy })).toBe(1);
});

test('the shops keep only their identity', async () => {
  const columns = (await dataSource.createQueryRunner().getTable('shops'))!.columns.map((column) => column.name);
  expect(columns).toEqual(expect.arrayContaining(['code', 'urlShop', 'name', 'ownerId', 'business', 'online']));
  for (const moved of ['settings', 'typologies', 'formats', 'banks', 'headerStyle', 'tabs'])
    expect(columns).not.toContain(moved);
});

test('undoing the migration puts the settings back on the shop', async () => {
  await dataSource.undoLastMigration({ transaction: 'each' });
  const [row] = (await dataSource.query('SELECT settings, typologies, banks, tabs FROM shops WHERE id = ?', [moved])) as {
    settings: string;
    typologies: string;
    banks: string;
    tabs: string;
  }[];
  expect(JSON.parse(row!.settings)).toEqual(OLD_SETTINGS);
  expect(JSON.parse(row!.typologies)).toEqual(TYPOLOGIES);
  expect(JSON.parse(row!.banks)).toEqual(BANKS);
  expect(JSON.parse(row!.tabs)).toEqual(TABS);
});
