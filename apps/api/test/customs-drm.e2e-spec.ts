import { readFileSync } from 'node:fs';
import { MoreThan } from 'typeorm';
import pactum from 'pactum';
import { validateXML } from 'xmllint-wasm';
import {
  DUTY_RATES,
  dutyRatesOn,
  FRENCH_DUTY_RATES,
  Product,
  ProductFormat,
  type DutyRates,
} from '@cuvee/catalogue';
import {
  CapsuleArticlesService,
  CrdMovement,
  DutyRateTable,
  monthOfInstant,
  nextMonth,
  previousMonth,
} from '@cuvee/customs';
import { Database } from '@cuvee/platform';
import { StockMovement } from '@cuvee/stock';
import { officialData, TestApi, waitFor } from '@cuvee/testing';
import { pdfText } from '@cuvee/testing/pdf-reader';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The DRM end to end: a month of known movements (the demo ledger moved back to the month before, so
 * that it makes the opening), its lines, duties and CRD balances worked out by hand below; the XML
 * checked against the customs' schema, the CSV against the interprofessions' sample; the workflow
 * (anomalies, validation, late movements carried over, filing) and a validation racing movements.
 * SQLite, and MariaDB + Redis with DB_URL.
 */

const official = (name: string) => readFileSync(officialData('douane-drm', name), 'utf8');

let api: TestApi;
let as: DemoSessions['as'];

interface Level {
  id: number;
  warehouseId: number;
  productId: number;
  vintageId: number;
  formatId: number;
  onHand: number;
  available: number;
}
interface Line {
  key: string;
  label: string;
  regime: string;
  opening: number;
  entries: Record<string, number>;
  exits: Record<string, number>;
  closing: number;
}
interface Drm {
  month: string;
  status: string;
  products: Line[];
  crd: Line[];
  duties: { key: string; baseMl: number; amountCents: number; rateCents: number }[];
  anomalies: { code: string; blocking: boolean; movementIds: number[] }[];
  submittedOn: string | null;
  annexes: {
    ranges: { kind: string; first: string; last: string; count: number }[];
    pending: { number: string; shippedOn: string; consigneeExcise: string | null }[];
  };
}

const get = (path: string, query: Record<string, string> = {}) => {
  const spec = pactum.spec().get(path).withHeaders(as('proprietaire'));
  return Object.keys(query).length ? spec.withQueryParams(query) : spec;
};
const send = (method: 'post' | 'put', path: string, body: object) =>
  pactum.spec()[method](path).withHeaders(as('proprietaire')).withJson(body);
const drm = async (month: string): Promise<Drm> => (await get(`/v1/drm/${month}`).expectStatus(200)).json;
const lineOf = (of: Drm, key: string) => of.products.find((line) => line.key === key);

// The months: the demo ledger is moved to `september`, the known movements to `october`, and the
// current month `november` (whatever today is, named after the months of the first run).
const november = monthOfInstant(new Date());
const october = previousMonth(november);
const september = previousMonth(october);
const manager = () => api.get(Database).dataSource.manager;

/** Moves the ledger's rows written since `afterId` to a day of `month` (the ledger dates them now). */
async function dateMovements(afterId: number, month: string, day = '10'): Promise<void> {
  await manager().update(
    StockMovement,
    { id: MoreThan(afterId) },
    { createdAt: new Date(`${month}-${day}T10:00:00Z`) },
  );
}
const lastMovementId = async () =>
  (await manager().find(StockMovement, { order: { id: 'DESC' }, take: 1 }))[0]?.id ?? 0;

let cellarId: number;
let boutiqueId: number;
let bottle: Level;
let customsProductId: number;
/** Millilitres in these levels at the start of October, e.g. 216 bottles of 0.75 l and 24 magnums of 1.5 l. */
let cellarOpening: number;
let boutiqueOpening: number;
async function millilitres(levels: Level[]): Promise<number> {
  let total = 0;
  for (const level of levels) {
    const format = await manager().findOneByOrFail(ProductFormat, { id: level.formatId });
    expect(format.unity).toBe('litre');
    total += Math.round(level.onHand * format.unityValue * 1000);
  }
  return total;
}
const suspendedKey = () => `${customsProductId}|suspended`;
const paidKey = () => `${customsProductId}|paid`;
// The Chinon's capsules are green (an AOP wine); blue ones of the same capacity are a line of their own.
const CAPSULES = 'T|COLLECTIVES_DROITS_SUSPENDUS|green|CL_75';
const BLUE_CAPSULES = 'T|COLLECTIVES_DROITS_SUSPENDUS|blue|CL_75';

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  const warehouses = (await get('/v1/warehouses').expectStatus(200)).json as {
    id: number;
    isDefault: boolean;
  }[];
  cellarId = warehouses.find((w) => w.isDefault)!.id;
  boutiqueId = warehouses.find((w) => !w.isDefault)!.id;
  // The whole demo ledger (stock and capsules) becomes September's: October opens with it.
  const demoShopId = (await manager().findOneByOrFail(StockMovement, { warehouseId: cellarId })).shopId;
  await manager().update(
    StockMovement,
    { shopId: demoShopId },
    { createdAt: new Date(`${september}-15T10:00:00Z`) },
  );
  await manager().update(CrdMovement, { shopId: demoShopId }, { month: september });
  // A 75 cl bottle with stock in the cellar.
  const levels = (
    await get('/v1/stock-levels', {
      filter: JSON.stringify({ warehouseId: cellarId }),
      range: '[0,99]',
    }).expectStatus(200)
  ).json as Level[];
  for (const level of levels.sort((a, b) => b.available - a.available)) {
    const format = await manager().findOneByOrFail(ProductFormat, { id: level.formatId });
    if (format.eq75 === 1 && format.container === 'bottle') {
      bottle = level;
      break;
    }
  }
  const mapped = (
    await get('/v1/customs-products', {
      filter: JSON.stringify({ productId: bottle.productId }),
    }).expectStatus(200)
  ).json as { id: number }[];
  customsProductId = mapped[0]!.id;
  await send('put', `/v1/customs-products/${customsProductId}`, {
    productId: bottle.productId,
    label: 'Chinon rouge',
    inaoCode: '1R539S',
    alcohol: 12.5,
    da: 'stillWine',
    css: null,
    crdCategory: 'T',
    crdColor: 'green',
  }).expectStatus(200);
  const inBoutique = (
    await get('/v1/stock-levels', {
      filter: JSON.stringify({ warehouseId: boutiqueId, productId: bottle.productId }),
    }).expectStatus(200)
  ).json as Level[];
  // The customs product covers every vintage and format of the product: its opening is their volume.
  const inCellar = levels.filter((l) => l.productId === bottle.productId);
  cellarOpening = await millilitres(inCellar);
  boutiqueOpening = await millilitres(inBoutique);
});
afterAll(() => api.stop());

// The e-AD reference codes (21 characters) and the simplified document's number of October's shipments.
const DAE_BE = '26FRA0000000000000101';
const DAE_JP = '26FRA0000000000000102';
const DSA = 'DSA-2026-000417';
let boutiqueSaleId: number;

const move = (type: string, quantity: number, warehouseId = cellarId) =>
  send('post', '/v1/stock-movements', {
    warehouseId,
    productId: bottle.productId,
    vintageId: bottle.vintageId,
    formatId: bottle.formatId,
    type,
    quantity,
  }).expectStatus(201);

describe('a month of known movements', () => {
  let crdOpening: number;
  let blueOpening: number;

  test('October: lines, duties and capsules as worked out by hand', async () => {
    // Before October's movements, its opening is September's closing (nothing moved in October yet).
    const before = await drm(october);
    crdOpening = before.crd.find((line) => line.key === CAPSULES)!.opening;
    blueOpening = before.crd.find((line) => line.key === BLUE_CAPSULES)?.opening ?? 0;
    expect(crdOpening).toBe((await drm(september)).crd.find((line) => line.key === CAPSULES)!.closing);

    const since = await lastMovementId();
    await move('production', 240);
    const saleInFrance = (await move('sale', 120)).json.id;
    const tasting = (await move('sample', 6)).json.id;
    await move('breakage', 2);
    await send('post', '/v1/stock-transfers', {
      productId: bottle.productId,
      vintageId: bottle.vintageId,
      formatId: bottle.formatId,
      fromWarehouseId: cellarId,
      toWarehouseId: boutiqueId,
      quantity: 24,
    }).expectStatus(201);
    boutiqueSaleId = (await move('sale', 10, boutiqueId)).json.id;
    // Two sales leave the bond under an e-AD: 12 bottles to a Belgian warehouse, 6 exported to Japan
    // (through the Le Havre office, 8 characters); the 120 bottles sold in France travel with a DSA.
    const saleToBelgium = (await move('sale', 12)).json.id;
    const saleToJapan = (await move('sale', 6)).json.id;
    await dateMovements(since, october);
    const document = (body: object) => send('post', '/v1/exit-documents', body);
    const toBelgium = { kind: 'dae', number: DAE_BE, destination: 'eu', country: 'BE' };
    // Refused: France is no DAE destination, Japan is not in the Union, a tasting is not a sale, a DAE
    // does not leave a duty-paid warehouse.
    await document({ ...toBelgium, movementId: saleToBelgium, country: 'FR' })
      .expectStatus(400)
      .expectJsonLike({
        message: [
          "Un DAE part vers un autre pays de l'Union ou à l'export ; un pays de l'Union ne peut pas être un export, ni la France une destination",
        ],
      });
    await document({ ...toBelgium, movementId: saleToJapan, country: 'JP' }).expectStatus(400);
    await document({ ...toBelgium, movementId: tasting })
      .expectStatus(400)
      .expectJsonLike({
        message: `Le mouvement n° ${tasting} ne peut pas porter de document : ce doit être une sortie de vente de cette boutique`,
      });
    await document({ ...toBelgium, movementId: boutiqueSaleId }).expectStatus(400);
    await document({
      ...toBelgium,
      movementId: saleToBelgium,
      consigneeExcise: 'BE0123456789A',
    }).expectStatus(201);
    await document({ ...toBelgium, movementId: saleToBelgium }).expectStatus(409);
    await document({
      kind: 'dae',
      number: DAE_JP,
      destination: 'export',
      country: 'JP',
      consigneeExcise: 'FR000760',
      movementId: saleToJapan,
    }).expectStatus(201);
    await document({
      kind: 'dsa',
      number: DSA,
      destination: 'france',
      movementId: saleInFrance,
    }).expectStatus(201);
    const capsulesSince = (await manager().find(CrdMovement, { order: { id: 'DESC' }, take: 1 }))[0]?.id ?? 0;
    await send('post', '/v1/crd-movements', {
      category: 'T',
      color: 'green',
      centilisation: 'CL_75',
      kind: 'purchase',
      quantity: 500,
    }).expectStatus(201);
    await send('post', '/v1/crd-movements', {
      category: 'T',
      color: 'green',
      centilisation: 'CL_75',
      kind: 'destruction',
      quantity: 5,
    }).expectStatus(201);
    await send('post', '/v1/crd-movements', {
      category: 'T',
      color: 'blue',
      centilisation: 'CL_75',
      kind: 'purchase',
      quantity: 200,
    }).expectStatus(201);
    await manager().update(CrdMovement, { id: MoreThan(capsulesSince) }, { month: october });

    const month = await drm(october);
    expect(month.status).toBe('draft');
    // A 75 cl bottle is 750 ml (0.0075 hl). Under bond: +240 bottled (180,000 ml); out: 120 sold in
    // France duty-paid (90,000), 12 delivered to Belgium under a DAE (9,000), 6 exported (4,500),
    // 6 tasted (4,500), 2 broken (1,500), 24 moved to the shop (18,000).
    expect(lineOf(month, suspendedKey())).toEqual(
      expect.objectContaining({
        regime: 'suspended',
        opening: cellarOpening,
        entries: { production: 180_000 },
        exits: {
          taxableSale: 90_000,
          euDelivery: 9_000,
          export: 4_500,
          tasting: 4_500,
          loss: 1_500,
          transferOut: 18_000,
        },
        closing: cellarOpening + (240 - 120 - 12 - 6 - 6 - 2 - 24) * 750,
        shipments: [
          { category: 'euDelivery', country: 'BE', number: DAE_BE, ml: 9_000 },
          { category: 'export', country: 'JP', number: DAE_JP, ml: 4_500 },
        ],
      }),
    );
    // The annexes: the DAE numbers used (two), the DSA (one); both DAE still waiting for their receipt.
    expect(month.annexes).toEqual({
      ranges: [
        { kind: 'dae', first: DAE_BE, last: DAE_JP, count: 2 },
        { kind: 'dsa', first: DSA, last: DSA, count: 1 },
      ],
      pending: [
        { number: DAE_BE, shippedOn: `${october}-10`, consigneeExcise: 'BE0123456789A' },
        { number: DAE_JP, shippedOn: `${october}-10`, consigneeExcise: 'FR000760' },
      ],
    });
    // Duty-paid shop: the 24 bottles in, 10 sold.
    expect(lineOf(month, paidKey())).toEqual(
      expect.objectContaining({
        opening: boutiqueOpening,
        entries: { transferIn: 18_000 },
        exits: { taxableSale: 7_500 },
        closing: boutiqueOpening + (24 - 10) * 750,
      }),
    );
    // Excise on what left the bond duty-paid: 0.9 hl of still wine at the month's rate
    // (October 2026: 4.19 €/hl, so 3.771 € → 377 cents); the DAE's bottles owe none in France.
    const rate = dutyRatesOn(FRENCH_DUTY_RATES, `${october}-01`).rates['stillWine']!.cents;
    expect(month.duties).toEqual([
      expect.objectContaining({
        key: 'stillWine',
        baseMl: 90_000,
        rateCents: rate,
        amountCents: Math.round((90_000 * rate) / 100_000),
      }),
    ]);
    if (october === '2026-10') expect(month.duties[0]!.amountCents).toBe(377);
    // Capsules: 500 bought, 5 destroyed, one used by each of the 120 bottles sold from the bond (those
    // under a DAE take none).
    expect(month.crd.find((line) => line.key === CAPSULES)).toEqual(
      expect.objectContaining({
        opening: crdOpening,
        entries: { purchase: 500 },
        exits: { use: 120, destruction: 5 },
        closing: crdOpening + 500 - 120 - 5,
      }),
    );
    // The blue capsules of the same capacity: bought, none used (the Chinon's bottles take green ones).
    expect(month.crd.find((line) => line.key === BLUE_CAPSULES)).toEqual(
      expect.objectContaining({
        color: 'blue',
        opening: blueOpening,
        entries: { purchase: 200 },
        exits: {},
        closing: blueOpening + 200,
      }),
    );
    expect(month.anomalies.filter((a) => a.blocking)).toEqual([]);
  });

  test('the XML validates against the customs schema; the validator does refuse a broken one', async () => {
    const xml = (await get(`/v1/drm/${october}/xml`).expectStatus(200)).body as string;
    const schema = [
      { fileName: 'contrat_de_service_interpro.xsd', contents: official('contrat_de_service_interpro.xsd') },
    ];
    const result = await validateXML({ xml: [{ fileName: 'drm.xml', contents: xml }], schema });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain('<code-inao>1R539S</code-inao>');
    expect(xml).toContain('<annee-courante>0.90000</annee-courante>');
    expect(xml).toContain(`<mois>${october.slice(5)}</mois>`);
    // The schema has no colour: the still wines' 75 cl account adds the green and blue capsules
    // (500 + 200 bought), once.
    const stillCl75 = xml
      .split('<compte-crd>')
      .filter((account) => account.includes('<categorie-fiscale-capsules>T<'))
      .flatMap((account) => account.split('<centilisation').filter((c) => c.startsWith(' volume="CL_75"')));
    expect(stillCl75).toHaveLength(1);
    expect(stillCl75[0]).toContain('<achats>700</achats>');
    expect(stillCl75[0]).toContain('<utilisations>120</utilisations>');
    // The DAE's 18 bottles (0.135 hl) leave without duties; the annexes follow the capsule accounts.
    expect(xml).toContain('<sorties-definitives>0.13500</sorties-definitives>');
    expect(xml).toMatch(
      new RegExp(
        `<daa-dca>\\s*<debut-periode>${DAE_BE}</debut-periode>\\s*<fin-periode>${DAE_JP}</fin-periode>\\s*<nombre-document-empreinte>2</nombre-document-empreinte>`,
      ),
    );
    expect(xml).toMatch(/<dsa-dsac>\s*<debut-periode>DSA-2026-000417<\/debut-periode>/);
    expect(xml.match(/<releve-non-apurement>/g)).toHaveLength(2);
    expect(xml).toContain('<numero-accise-destinataire>BE0123456789A</numero-accise-destinataire>');
    const broken = xml.replace('<numero-agrement>FR012345E6789', '<numero-agrement>F0');
    expect((await validateXML({ xml: [{ fileName: 'drm.xml', contents: broken }], schema })).valid).toBe(
      false,
    );
  });

  test("the CSV has the sample's columns, and rows shaped as the sample's", async () => {
    const csv = ((await get(`/v1/drm/${october}/csv`).expectStatus(200)).body as string).trim().split('\n');
    const sample = official('export_edi_complet.csv').trim().split('\n');
    expect(csv[0]!.split(',')).toEqual(sample[0]!.split(','));
    const rows = csv.slice(1).map((row) => row.split(','));
    expect(rows.every((row) => row.length === sample[0]!.split(',').length)).toBe(true);
    const period = october.replace('-', '');
    // As the sample's "CAVE,201509,…,suspendu,sorties,ventefrancebouteillecrd,4,,," row, column by column.
    const sale = rows.find(
      (row) => row[4] === '1R539S' && row[13] === 'suspendu' && row[15] === 'ventefrancebouteillecrd',
    )!;
    expect(sale).toEqual([
      'CAVE',
      period,
      '3706500123',
      'FR012345E6789',
      '1R539S',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'Chinon rouge',
      'suspendu',
      'sorties',
      'ventefrancebouteillecrd',
      '0.9',
      '',
      '',
      '',
    ]);
    const sampleSale = sample
      .find((row) => row.includes(',suspendu,sorties,ventefrancebouteillecrd,'))!
      .split(',');
    expect(sale).toHaveLength(sampleSale.length);
    for (const column of [0, 13, 14, 15]) expect(sale[column]).toBe(sampleSale[column]);
    const use = rows.find(
      (row) =>
        row[0] === 'CRD' && row[15] === 'utilisations' && row[6] === 'Bouteille 75cl' && row[5] === 'TRANQ',
    )!;
    expect(use.slice(13, 17)).toEqual(['collectif suspendu', 'sorties', 'utilisations', '120']);
    // The colour in the fifth column, spelt as the samples do (exemple_crd.csv: "BLEU", "VERT").
    expect(use[4]).toBe('VERT');
    const bluePurchase = rows.find(
      (row) => row[0] === 'CRD' && row[4] === 'BLEU' && row[6] === 'Bouteille 75cl' && row[15] === 'achats',
    )!;
    expect(bluePurchase.slice(13, 17)).toEqual(['collectif suspendu', 'entrees', 'achats', '200']);
    // As the CRD sample's "CRD,201509,…,BLEU,MOUSSEUX,…,entrees,achats,1500" row, in the same columns.
    const sampleCrd = official('exemple_crd.csv')
      .split('\n')
      .map((row) => row.split(','))
      .find((row) => row[4] === 'BLEU' && row[14] === 'entrees' && row[15] === 'achats')!;
    for (const column of [0, 4, 14, 15]) expect(bluePurchase[column]).toBe(sampleCrd[column]);
    expect(
      rows.find((row) => row[4] === '1R539S' && row[14] === 'stocks_fin' && row[13] === 'suspendu')![16],
    ).toBe(String((cellarOpening + 70 * 750) / 100_000));
    // Each DAE its own "export" line with its country and document, as the sample's
    // "…,suspendu,sorties,export,34,Japon,,123457777" row.
    const exports = rows.filter((row) => row[4] === '1R539S' && row[15] === 'export');
    expect(exports.map((row) => row.slice(13))).toEqual([
      ['suspendu', 'sorties', 'export', '0.09', 'BE', '', DAE_BE],
      ['suspendu', 'sorties', 'export', '0.045', 'JP', '', DAE_JP],
    ]);
    const sampleExport = sample.find((row) => row.includes(',sorties,export,'))!.split(',');
    for (const column of [0, 13, 14, 15]) expect(exports[0]![column]).toBe(sampleExport[column]);
    // The annexes as exemple_annexe.csv: DAADAC and DSADSAC ranges, the non-discharge statements.
    const annexes = rows.filter((row) => row[0] === 'ANNEXE');
    expect(annexes.map((row) => row.slice(14))).toEqual([
      ['DAADAC', 'debut', '', '', '', DAE_BE],
      ['DAADAC', 'fin', '', '', '', DAE_JP],
      ['DSADSAC', 'debut', '', '', '', DSA],
      ['DSADSAC', 'fin', '', '', '', DSA],
      ['NONAPUREMENT', '', '', `${october}-10`, 'BE0123456789A', DAE_BE],
      ['NONAPUREMENT', '', '', `${october}-10`, 'FR000760', DAE_JP],
    ]);
    const sampleAnnexes = official('exemple_annexe.csv')
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split(','));
    for (const [ours, theirs] of [
      [annexes[0]!, sampleAnnexes[0]!],
      [annexes[4]!, sampleAnnexes.find((row) => row[14] === 'NONAPUREMENT')!],
    ]) {
      expect(ours).toHaveLength(theirs.length);
      for (const column of [0, 4, 5, 13, 14, 15, 16]) expect(ours[column]).toBe(theirs[column]);
    }
  });
  test('the PDF summary shows the lines, the duties and the capsules', async () => {
    const response = await fetch(`${api.url}/v1/drm/${october}/pdf`, { headers: as('proprietaire') });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Déclaration récapitulative mensuelle (DRM)');
    expect(text).toMatch(/Chinon rouge/);
    expect(text).toMatch(/Ventes France sous CRD \(taxables\)\s+0\.90000 hl/);
    expect(text).toMatch(/-120 utilisations/);
    expect(text).toMatch(/T vert CL_75/);
  });
});

describe('the workflow', () => {
  test('blocking anomalies and an open previous month keep a month from being validated', async () => {
    await send('put', '/v1/customs-profile', { exciseNumber: null }).expectStatus(200);
    expect((await drm(october)).anomalies).toEqual([
      expect.objectContaining({ code: 'missingExcise', blocking: true }),
    ]);
    const refused = await pactum
      .spec()
      .post(`/v1/drm/${october}/validate`)
      .withHeaders(as('proprietaire'))
      .expectStatus(409);
    expect(refused.json.message).toBe(
      `La DRM de ${october} ne peut pas être validée : 1 anomalie(s) à corriger (voir la liste des anomalies)`,
    );
    await send('put', '/v1/customs-profile', { exciseNumber: 'FR012345E6789' }).expectStatus(200);
    await send('put', '/v1/customs-profile', { exciseNumber: 'FR12' })
      .expectStatus(400)
      .expectJsonLike({
        message: ["Le numéro d'accise doit compter 13 caractères : FR suivi de 11 chiffres ou lettres"],
      });
    // September is the shop's first declaration; then November cannot go before October.
    await pactum
      .spec()
      .post(`/v1/drm/${september}/validate`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect((await drm(november)).anomalies).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'previousNotValidated', blocking: true })]),
    );
    await pactum
      .spec()
      .post(`/v1/drm/${november}/validate`)
      .withHeaders(as('proprietaire'))
      .expectStatus(409);
    await pactum
      .spec()
      .post(`/v1/drm/${nextMonth(november)}/validate`)
      .withHeaders(as('proprietaire'))
      .expectStatus(400)
      .expectJsonLike({
        message: `Le mois ${nextMonth(november)} n'a pas encore commencé : il ne peut pas être validé`,
      });
    await get('/v1/drm/2026-13').expectStatus(400);
  });

  test('validated, a month is fixed: a late movement goes into the next month, a second validation is refused', async () => {
    const draft = await drm(october);
    const validated = (
      await pactum
        .spec()
        .post(`/v1/drm/${october}/validate`)
        .withHeaders(as('proprietaire'))
        .expectStatus(200)
    ).json as Drm;
    expect(validated.status).toBe('validated');
    expect(validated.products).toEqual(draft.products);
    expect(validated.annexes).toEqual(draft.annexes);
    // A document can no longer change October: its sale is counted there.
    await send('post', '/v1/exit-documents', {
      kind: 'dsa',
      number: 'DSA-2026-000418',
      destination: 'france',
      movementId: boutiqueSaleId,
    })
      .expectStatus(409)
      .expectJsonLike({
        message: `Le mouvement n° ${boutiqueSaleId} est compté dans la DRM validée de ${october} : son document ne peut plus la changer`,
      });
    // The Belgian consignee confirms receipt in November: October keeps its statement, November's
    // lists the Japanese DAE only.
    const belgian = (
      await get('/v1/exit-documents', { filter: JSON.stringify({ q: DAE_BE }) }).expectStatus(200)
    ).json as { id: number }[];
    await send('post', `/v1/exit-documents/${belgian[0]!.id}/discharge`, {
      dischargedOn: `${november}-03`,
    }).expectStatus(200);
    await send('post', `/v1/exit-documents/${belgian[0]!.id}/discharge`, {
      dischargedOn: `${november}-04`,
    }).expectStatus(409);
    expect((await drm(october)).annexes.pending).toHaveLength(2);
    expect((await drm(november)).annexes).toEqual({
      ranges: [],
      pending: [{ number: DAE_JP, shippedOn: `${october}-10`, consigneeExcise: 'FR000760' }],
    });
    await pactum
      .spec()
      .post(`/v1/drm/${october}/validate`)
      .withHeaders(as('proprietaire'))
      .withHeaders({ 'Accept-Language': 'en' })
      .expectStatus(409)
      .expectJsonLike({
        message: `The month ${october} is already validated: it no longer changes, corrections go into the next month`,
      });

    const since = await lastMovementId();
    await move('sale', 3);
    await dateMovements(since, october, '20');
    // October does not change; November carries the 3 bottles (2,250 ml) and says why.
    expect((await drm(october)).products).toEqual(draft.products);
    const next = await drm(november);
    const line = lineOf(next, suspendedKey())!;
    expect(line.opening).toBe(lineOf(validated, suspendedKey())!.closing);
    expect(line.exits['taxableSale']).toBe(2_250);
    // Their capsules with them: 3 uses carried into November too.
    expect(next.crd.find((crd) => crd.key === CAPSULES)!.exits['use']).toBe(3);
    expect(next.anomalies).toEqual([
      expect.objectContaining({ code: 'lateMovements', blocking: false, movementIds: [since + 1] }),
    ]);
  });

  test('a movement arriving while a month is validated lands in that month or the next one, never lost', async () => {
    const before = lineOf(await drm(november), suspendedKey())!;
    const sold = before.exits['taxableSale']!;
    const [validation] = await Promise.all([
      pactum.spec().post(`/v1/drm/${november}/validate`).withHeaders(as('proprietaire')).expectStatus(200),
      ...Array.from({ length: 8 }, () => move('sale', 1)),
    ]);
    const fixed = lineOf(validation.json as Drm, suspendedKey())!;
    const december = lineOf(await drm(nextMonth(november)), suspendedKey())!;
    // Every bottle once: in November's figures (counted before the lock) or carried into December.
    expect(fixed.exits['taxableSale']! - sold + (december.exits['taxableSale'] ?? 0)).toBe(8 * 750);
    expect(december.opening).toBe(fixed.closing);
    expect(december.closing).toBe(before.closing - 8 * 750);
  });

  test('a validated month is marked filed once', async () => {
    await send('post', `/v1/drm/${october}/submit`, { submittedOn: 'le 8' }).expectStatus(400);
    const filed = (
      await send('post', `/v1/drm/${october}/submit`, { submittedOn: `${november}-08` }).expectStatus(200)
    ).json as Drm;
    expect(filed).toEqual(expect.objectContaining({ status: 'submitted', submittedOn: `${november}-08` }));
    await send('post', `/v1/drm/${october}/submit`, { submittedOn: `${november}-09` })
      .expectStatus(409)
      .expectJsonLike({ message: `La DRM de ${october} est déjà marquée déposée` });
    const months = (await get('/v1/drm').expectStatus(200)).json as Drm[];
    expect(months.map((m) => [m.month, m.status])).toEqual(
      expect.arrayContaining([
        [october, 'submitted'],
        [september, 'validated'],
        [november, 'validated'],
      ]),
    );
  });

  test('capsule records refuse unknown capacities; a record made now counts in the first open month', async () => {
    await send('post', '/v1/crd-movements', {
      category: 'T',
      color: 'green',
      centilisation: '75cl',
      kind: 'purchase',
      quantity: 10,
    })
      .expectStatus(400)
      .expectJsonLike({ message: ['Contenance de capsule inconnue (par exemple CL_75, BIB_300)'] });
    // A colour that does not fit the category, or none at all.
    await send('post', '/v1/crd-movements', {
      category: 'T',
      color: 'orange',
      centilisation: 'CL_75',
      kind: 'purchase',
      quantity: 10,
    })
      .expectStatus(400)
      .expectJsonLike({
        message: [
          'Cette couleur de capsule ne convient pas à la catégorie (vin : vert, bleu ou lie-de-vin ; produit intermédiaire : orange ou gris)',
        ],
      });
    await send('post', '/v1/crd-movements', {
      category: 'T',
      centilisation: 'CL_75',
      kind: 'purchase',
      quantity: 10,
    }).expectStatus(400);
    await send('post', '/v1/crd-movements', {
      category: 'T',
      color: 'green',
      centilisation: 'CL_75',
      kind: 'use',
      quantity: 10,
    }).expectStatus(400);
    const record = (
      await send('post', '/v1/crd-movements', {
        category: 'T',
        color: 'wineRed',
        centilisation: 'CL_75',
        kind: 'purchase',
        quantity: 10,
      }).expectStatus(201)
    ).json as { month: string };
    expect(record.month).toBe(nextMonth(november));
  });

  test('capsules received from a supplier enter the CRD ledger once, in the first open month', async () => {
    const shopId = (await manager().findOneByOrFail(StockMovement, { warehouseId: cellarId })).shopId;
    // The demo accessory stands for a box of 1,000 green 75 cl capsules bought from a capsule maker.
    const box = await manager().findOneByOrFail(Product, { shopId, productType: 'accessory' });
    const format = await manager().findOneByOrFail(ProductFormat, { productId: box.id });
    const article = {
      productId: box.id,
      formatId: format.id,
      category: 'T',
      centilisation: 'CL_75',
      perUnit: 1000,
    };
    await send('post', '/v1/capsule-articles', { ...article, color: 'grey' }).expectStatus(400);
    await send('post', '/v1/capsule-articles', { ...article, color: 'green' }).expectStatus(201);
    await send('post', '/v1/capsule-articles', { ...article, color: 'green' })
      .expectStatus(409)
      .expectJsonLike({ message: 'Ce format de cet article est déjà suivi comme capsules CRD' });
    const supplierId = (
      await send('post', '/v1/suppliers', {
        name: 'Capsulerie de Touraine',
        supplies: ['capsules'],
      }).expectStatus(201)
    ).json.id;
    const order = (
      await send('post', '/v1/purchase-orders', {
        supplierId,
        warehouseId: cellarId,
        lines: [{ productId: box.id, vintageId: null, formatId: format.id, quantity: 3, unitHt: 4500 }],
      }).expectStatus(201)
    ).json as { id: number; lines: { id: number }[] };
    await pactum
      .spec()
      .post(`/v1/purchase-orders/${order.id}/send`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    const received = (
      await send('post', `/v1/purchase-orders/${order.id}/receipts`, {
        lines: [{ orderLineId: order.lines[0]!.id, quantity: 2 }],
      }).expectStatus(201)
    ).json as { receipts: { id: number; lines: { movementId: number }[] }[] };
    const receipt = received.receipts[0]!;
    const ref = `receipt:${receipt.id}:${receipt.lines[0]!.movementId}`;
    // The receipt's event is delivered after its commit (queued): 2 boxes, 2,000 capsules, counted in
    // the first month not validated.
    const record = await waitFor(
      async () => (await manager().findOneBy(CrdMovement, { shopId, sourceRef: ref })) ?? undefined,
      30_000,
    );
    expect(record).toEqual(
      expect.objectContaining({ kind: 'purchase', color: 'green', centilisation: 'CL_75', quantity: 2000 }),
    );
    expect(record.month).toBe(nextMonth(november));
    // Told twice (a retried delivery), it records once.
    await api.app.get(CapsuleArticlesService).receive({
      shopId,
      receiptId: receipt.id,
      orderNumber: 'BC-0',
      receivedOn: `${november}-01`,
      lines: [
        { productId: box.id, formatId: format.id, quantity: 2, movementId: receipt.lines[0]!.movementId },
      ],
    });
    expect(await manager().countBy(CrdMovement, { shopId, sourceRef: ref })).toBe(1);
    const december = await drm(nextMonth(november));
    expect(december.crd.find((line) => line.key === CAPSULES)!.entries['purchase']).toBe(2000);
  });

  test("rates loaded into customs' table fill the catalogue's port: a new category becomes a known duty key", async () => {
    const beer = { productId: 1, label: 'Bière de la cave', crdCategory: 'T', da: 'beer' };
    const product = (await get('/v1/customs-products', { range: '[0,0]' }).expectStatus(200)).json as {
      productId: number;
    }[];
    const input = { ...beer, productId: product[0]!.productId, vintageId: 999_999 };
    await send('post', '/v1/customs-products', input)
      .expectStatus(400)
      .expectJsonLike({ message: 'Taux de droits inconnu : "beer"' });
    // What `cuvee duty-rates load` does with a file: the 2027 edition, every category plus a new one.
    const known = Object.keys(dutyRatesOn(FRENCH_DUTY_RATES, '2026-01-01').rates);
    const rows = [...known, 'beer'].map((category, index) => ({
      line: index + 2,
      category,
      rate: '7.50',
      validFrom: '2027-01-01',
      ...(category === 'beer' ? { label: 'Bières', basis: 'hl' } : {}),
    }));
    expect(await api.app.get(DutyRateTable).load(rows, 'test')).toEqual({ rows: expect.any(Array) });
    const port = api.app.get<symbol, DutyRates>(DUTY_RATES);
    expect(dutyRatesOn(port, '2027-02-01').rates['beer']).toEqual({
      label: 'Bières',
      basis: 'hl',
      cents: 750,
    });
    // The figures before 2027 are those shipped, read back from the table.
    expect(dutyRatesOn(port, '2026-06-01')).toEqual(dutyRatesOn(FRENCH_DUTY_RATES, '2026-06-01'));
    await send('post', '/v1/customs-products', input).expectStatus(201);
  });
});
