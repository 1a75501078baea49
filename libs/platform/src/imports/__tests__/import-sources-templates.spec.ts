import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { cells } from '../cell-parsers.js';
import { recogniseSource, resolveMapping, suggestOverride } from '../column-mapping.js';
import type { ImportDefinition, ImportSource } from '../import-definition.js';
import { importTemplate } from '../import-template.js';

const LONG_SOURCE: ImportSource = {
  name: 'Boutique — export long',
  detect: ['Handle', 'Variant SKU', 'Variant Price'],
  mapping: { Handle: null, 'Variant SKU': 'reference', Title: 'name', 'Variant Price': 'price' },
};
const SHORT_SOURCE: ImportSource = {
  name: 'Boutique — export court',
  detect: ['Handle', 'Title'],
  mapping: { Handle: 'reference', Title: 'name' },
};

const definition: ImportDefinition = {
  kind: 'wines',
  label: { fr: 'Vins et prix', en: 'Wines and prices' },
  columns: [
    {
      field: 'reference',
      label: { fr: 'Référence', en: 'Reference' },
      synonyms: ['réf', 'sku'],
      required: true,
      help: { fr: 'Votre code article', en: 'Your item code' },
      example: 'CHB-2022',
    },
    {
      field: 'name',
      label: { fr: 'Nom', en: 'Name' },
      synonyms: ['désignation'],
      required: true,
      help: { fr: 'Le nom du vin', en: "The wine's name" },
      example: 'Chablis « Les Clos »',
    },
    { field: 'price', label: { fr: 'Prix HT', en: 'Price excl. VAT' }, synonyms: [], parse: cells.cents() },
  ],
  sources: [LONG_SOURCE, SHORT_SOURCE],
  writeBatch: async () => ({ created: 0, updated: 0, skipped: 0, changes: [] }),
  revert: async () => undefined,
};

describe('other programs’ exports', () => {
  it('are recognised when every header of theirs is present, in any case or accent, the first listed winning', () => {
    expect(recogniseSource(definition, ['handle', 'Title', 'VARIANT SKU', 'Variant price'])?.name).toBe(
      'Boutique — export long',
    );
    expect(recogniseSource(definition, ['Handle', 'Title', 'Variant SKU'])?.name).toBe(
      'Boutique — export court',
    );
    expect(recogniseSource(definition, ['Référence', 'Nom'])).toBeNull();
    expect(recogniseSource({ sources: undefined }, ['Handle', 'Title'])).toBeNull();
  });

  it('map their columns by their own names, leaving out those the file lacks', () => {
    const header = ['Handle', 'Title', 'Variant SKU', 'Variant Price', 'Vendor'];
    const { override, source } = suggestOverride(definition, header, null);
    expect(source).toBe('Boutique — export long');
    expect(override).toEqual({
      Handle: null,
      'Variant SKU': 'reference',
      Title: 'name',
      'Variant Price': 'price',
    });
    // Without "Title" in the file, the mapping does not name it (resolveMapping would refuse it).
    expect(
      suggestOverride(definition, ['Handle', 'Variant SKU', 'Variant Price'], null).override,
    ).not.toHaveProperty('Title');
    const bound = resolveMapping(definition, header, override);
    expect(bound.map((binding) => binding.field)).toEqual([null, 'name', 'reference', 'price', null]);
  });
});

describe('import templates', () => {
  it('as CSV: the labels of the reader’s language, one example row, ; and a BOM', async () => {
    const file = await importTemplate(definition, 'csv', 'fr');
    expect(file.fileName).toBe('vins-et-prix-modele.csv');
    expect(file.contentType).toContain('text/csv');
    const text = file.content.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(text.slice(1), { delimiter: ';' }) as string[][];
    expect(rows).toEqual([
      ['Référence', 'Nom', 'Prix HT'],
      ['CHB-2022', 'Chablis « Les Clos »', ''],
    ]);
    const english = await importTemplate(definition, 'csv', 'en');
    expect(english.fileName).toBe('wines-and-prices-template.csv');
    expect(english.content.toString('utf8')).toContain('Reference;Name;Price excl. VAT');
  });

  it('as XLSX: the template sheet, then a sheet explaining each column in French and English', async () => {
    const file = await importTemplate(definition, 'xlsx', 'fr');
    expect(file.fileName).toBe('vins-et-prix-modele.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.content as unknown as ArrayBuffer);
    const [template, guide] = workbook.worksheets;
    expect(template!.name).toBe('Modèle');
    expect(template!.getRow(1).values).toEqual([undefined, 'Référence', 'Nom', 'Prix HT']);
    expect(template!.getRow(2).values).toEqual([undefined, 'CHB-2022', 'Chablis « Les Clos »']);
    expect(guide!.name).toBe('Colonnes');
    const rows = guide!.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['Référence / Reference', 'oui / yes', 'Votre code article', 'Your item code', 'CHB-2022', 'réf, sku'],
      ['Nom / Name', 'oui / yes', 'Le nom du vin', "The wine's name", 'Chablis « Les Clos »', 'désignation'],
      ['Prix HT / Price excl. VAT', 'non / no'],
    ]);
  });
});
