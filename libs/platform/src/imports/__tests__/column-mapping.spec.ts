import { failure } from '@cuvee/kernel';
import { cells } from '../cell-parsers.js';
import {
  bindColumns,
  normalizeHeader,
  recogniseSource,
  resolveMapping,
  suggestOverride,
} from '../column-mapping.js';
import type { ImportDefinition } from '../import-definition.js';
import { OperationError } from '../operation-error.js';
import { RowChecker } from '../row-checker.js';

const definition: ImportDefinition = {
  kind: 'wines',
  label: { fr: 'Vins', en: 'Wines' },
  columns: [
    {
      field: 'reference',
      label: { fr: 'Référence', en: 'Reference' },
      synonyms: ['réf', 'sku'],
      required: true,
    },
    { field: 'name', label: { fr: 'Nom', en: 'Name' }, synonyms: ['désignation', 'libellé'], required: true },
    { field: 'price', label: { fr: 'Prix', en: 'Price' }, synonyms: ['prix TTC'], parse: cells.cents() },
    { field: 'organic', label: { fr: 'Bio', en: 'Organic' }, synonyms: [], parse: cells.boolean() },
  ],
  validate: (values) =>
    values.organic === true && values.price === undefined
      ? [{ field: 'price', failure: failure('validation.needed') }]
      : [],
  key: (values) => String(values.reference).toUpperCase(),
  writeBatch: async () => ({ created: 0, updated: 0, skipped: 0, changes: [] }),
  revert: async () => undefined,
};

function refusedWith(run: () => unknown): OperationError {
  try {
    run();
  } catch (error) {
    if (error instanceof OperationError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('column mapping', () => {
  test('headers are compared without case, accents or punctuation', () => {
    expect(normalizeHeader('  Réf. (interne) ')).toBe('ref interne');
    expect(normalizeHeader('PRIX_TTC')).toBe('prix ttc');
  });

  test('French and English headers, labels and synonyms are recognised; others are ignored', () => {
    expect(resolveMapping(definition, ['RÉF.', 'Désignation', 'Prix TTC', 'Commentaire'])).toEqual([
      { header: 'RÉF.', index: 0, field: 'reference' },
      { header: 'Désignation', index: 1, field: 'name' },
      { header: 'Prix TTC', index: 2, field: 'price' },
      { header: 'Commentaire', index: 3, field: null },
    ]);
    expect(resolveMapping(definition, ['SKU', 'Name', 'Price']).map((binding) => binding.field)).toEqual([
      'reference',
      'name',
      'price',
    ]);
  });

  test('a second column with the same meaning is not bound twice', () => {
    expect(resolveMapping(definition, ['Ref', 'Nom', 'Nom']).map((binding) => binding.field)).toEqual([
      'reference',
      'name',
      null,
    ]);
  });

  test('a mapping given by the user wins, can ignore a column and can use exact or loose headers', () => {
    const bindings = resolveMapping(definition, ['Code', 'Cuvée', 'Nom', 'Tarif'], {
      Code: 'reference',
      cuvee: 'name',
      Nom: null,
      TARIF: 'price',
    });
    expect(bindings.map((binding) => binding.field)).toEqual(['reference', 'name', null, 'price']);
  });

  test('a missing required column is refused, naming it in both languages', () => {
    const error = refusedWith(() => resolveMapping(definition, ['Nom', 'Prix']));
    expect(error.code).toBe('imports.missingColumns');
    expect(error.params).toEqual({ columns: { fr: 'Référence', en: 'Reference' } });
  });

  test('a mapping naming an unknown column or field is refused', () => {
    expect(refusedWith(() => resolveMapping(definition, ['Ref', 'Nom'], { Prix: 'price' }))).toMatchObject({
      code: 'imports.mappingUnknownColumn',
      params: { column: 'Prix' },
    });
    expect(refusedWith(() => resolveMapping(definition, ['Ref', 'Nom'], { Ref: 'colour' }))).toMatchObject({
      code: 'imports.mappingUnknownField',
      params: { field: 'colour' },
    });
  });
});

describe('the binding a preview shows', () => {
  test('bindColumns lists the unbound required columns instead of refusing them', () => {
    const { columns, missing } = bindColumns(definition, ['Nom', 'Prix']);
    expect(columns.map((binding) => binding.field)).toEqual(['name', 'price']);
    expect(missing.map((column) => column.field)).toEqual(['reference']);
    expect(bindColumns(definition, ['Ref', 'Nom']).missing).toEqual([]);
  });
});

describe('suggestions for a file given no mapping', () => {
  const withSources: Pick<ImportDefinition, 'columns' | 'sources'> = {
    ...definition,
    sources: [
      {
        name: 'Boutique X — articles',
        detect: ['Handle', 'Variant Price'],
        mapping: { Handle: 'reference' },
      },
      {
        name: 'Caisse Y',
        detect: ['Code article'],
        mapping: { 'Code article': 'reference', Libelle: 'name' },
      },
    ],
  };

  test('the first program whose detect headers are all in the file is recognised, loosely compared', () => {
    expect(recogniseSource(withSources, ['handle', 'VARIANT-PRICE', 'Title'])?.name).toBe(
      'Boutique X — articles',
    );
    expect(recogniseSource(withSources, ['Handle', 'Title'])).toBeNull();
    expect(recogniseSource(definition, ['Handle', 'Variant Price'])).toBeNull();
  });

  test("the remembered mapping's entries for headers the file has, then the program's, are the override", () => {
    const suggested = suggestOverride(withSources, ['Code article', 'Libelle', 'Tarif'], {
      Tarif: 'price',
      Absent: 'name',
      'Code article': null,
    });
    // The remembered mapping wins over the program's for the same header; its absent header is ignored.
    expect(suggested).toEqual({
      override: { Tarif: 'price', 'Code article': null, Libelle: 'name' },
      source: 'Caisse Y',
      remembered: true,
    });
    expect(
      bindColumns(withSources, ['Code article', 'Libelle', 'Tarif'], suggested.override).missing,
    ).toEqual([expect.objectContaining({ field: 'reference' })]);
  });

  test('a field already bound by the remembered mapping is not bound again; unknown fields are dropped', () => {
    expect(
      suggestOverride(withSources, ['Code article', 'Réf maison'], { 'Réf maison': 'reference' }),
    ).toEqual({
      override: { 'Réf maison': 'reference' },
      source: 'Caisse Y',
      remembered: true,
    });
    expect(suggestOverride(definition, ['Ref', 'Nom'], { Ref: 'colour', Autre: 'name' })).toEqual({
      override: null,
      source: null,
      remembered: false,
    });
  });
});

describe('row checks', () => {
  const checker = () =>
    new RowChecker(definition, resolveMapping(definition, ['Réf', 'Nom', 'Prix', 'Bio']), 'fr');

  test('a good row gives its parsed values', () => {
    expect(checker().check({ line: 2, cells: [' A1 ', 'Côte Rôtie', '1 234,50 €', 'oui'] })).toEqual({
      line: 2,
      values: { reference: 'A1', name: 'Côte Rôtie', price: 123450, organic: true },
      texts: { reference: 'A1', name: 'Côte Rôtie', price: '1 234,50 €', organic: 'oui' },
      rejections: [],
    });
  });

  test('every bad cell is reported with the kernel message, its column and what was written', () => {
    const checked = checker().check({ line: 7, cells: ['A1', '', 'douze', 'peut-être'] });
    expect(checked.rejections).toEqual([
      { field: 'name', header: 'Nom', value: '', failure: failure('validation.needed') },
      { field: 'price', header: 'Prix', value: 'douze', failure: failure('validation.numberFloat') },
      {
        field: 'organic',
        header: 'Bio',
        value: 'peut-être',
        failure: failure('validation.unknownValue', { value: 'peut-être' }),
      },
    ]);
  });

  test("the definition's checks across fields run once the cells are good", () => {
    expect(checker().check({ line: 3, cells: ['A1', 'Nom', '', 'x'] }).rejections).toEqual([
      { field: 'price', header: 'Prix', value: '', failure: failure('validation.needed') },
    ]);
  });

  test('a later row with the key of an earlier valid row is a duplicate naming that line', () => {
    const rows = checker();
    expect(rows.check({ line: 2, cells: ['', 'refused', '', ''] }).rejections).toHaveLength(1);
    expect(rows.check({ line: 3, cells: ['a1', 'first', '', ''] }).rejections).toEqual([]);
    expect(rows.check({ line: 4, cells: ['A1', 'again', '', ''] }).rejections).toEqual([
      { field: null, header: null, value: 'A1', failure: failure('imports.duplicateRow', { line: 3 }) },
    ]);
  });
});
