import fc from 'fast-check';
import {
  checkCustomValues,
  choicesProblem,
  customFieldKey,
  filterValues,
  labelProblem,
  MAX_CHOICES,
  MAX_KEY_LENGTH,
  readValue,
  removedChoicesInUse,
  sameLabel,
  storedValue,
  type CustomFieldDefinition,
} from '../custom-fields.js';

const field = (patch: Partial<CustomFieldDefinition>): CustomFieldDefinition => ({
  key: 'champ',
  label: 'Champ',
  type: 'text',
  choices: [],
  archived: false,
  ...patch,
});
const covers = field({ key: 'nombre_de_couverts', label: 'Nombre de couverts', type: 'number' });
const opened = field({ key: 'date_de_creation', label: 'Date de création', type: 'date' });
const cellar = field({ key: 'cave_climatisee', label: 'Cave climatisée', type: 'yesNo' });
const cuisine = field({
  key: 'type_de_cuisine',
  label: 'Type de cuisine',
  type: 'choice',
  choices: ['Bistronomique', 'Gastronomique', 'Brasserie'],
});
const note = field({ key: 'note', label: 'Note', type: 'text' });
const FIELDS = [covers, opened, cellar, cuisine, note];

describe('custom field keys', () => {
  test('a label gives lower case ASCII words joined by _', () => {
    expect(customFieldKey('Nombre de couverts', new Set())).toBe('nombre_de_couverts');
    expect(customFieldKey("Date de création de l'établissement", new Set())).toBe(
      'date_de_creation_de_l_etablissement',
    );
    expect(customFieldKey('  Cave climatisée ? ', new Set())).toBe('cave_climatisee');
    expect(customFieldKey('2e adresse', new Set())).toBe('champ_2e_adresse');
    expect(customFieldKey('€€€', new Set())).toBe('champ');
  });

  test('a key taken gets a number', () => {
    expect(customFieldKey('Note', new Set(['note']))).toBe('note_2');
    expect(customFieldKey('Note', new Set(['note', 'note_2']))).toBe('note_3');
  });

  test('any label gives a short key of [a-z0-9_], never one already taken', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.uniqueArray(fc.string({ maxLength: 45 })),
        (label, taken) => {
          const key = customFieldKey(label, new Set(taken));
          expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
          expect(key.length).toBeLessThanOrEqual(MAX_KEY_LENGTH);
          expect(taken).not.toContain(key);
        },
      ),
    );
  });

  test('keys taken in a row stay distinct', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Note', 'Note ', 'note', 'Nöte', 'x'.repeat(60)), { maxLength: 30 }),
        (labels) => {
          const taken = new Set<string>();
          for (const label of labels) taken.add(customFieldKey(label, taken));
          expect(taken.size).toBe(labels.length);
        },
      ),
    );
  });
});

describe('labels and choices', () => {
  test('a label is 1 to 60 characters once trimmed; the same label ignores case and accents', () => {
    expect(labelProblem('  ')?.code).toBe('crm.customFieldLabel');
    expect(labelProblem('x'.repeat(61))?.code).toBe('crm.customFieldLabel');
    expect(labelProblem(' Nombre  de couverts ')).toBeNull();
    expect(sameLabel('Cave climatisée', ' cave  CLIMATISEE')).toBe(true);
    expect(sameLabel('Cave', 'Caves')).toBe(false);
  });

  test('choices: 1 to 50, each 1 to 60 characters, no two the same', () => {
    expect(choicesProblem(['Bistro', 'Brasserie'])).toBeNull();
    expect(choicesProblem([])?.code).toBe('crm.customFieldChoices');
    expect(choicesProblem(['Bistro', ' bistro'])?.code).toBe('crm.customFieldChoices');
    expect(choicesProblem([' '])?.code).toBe('crm.customFieldChoices');
    expect(choicesProblem(['x'.repeat(61)])?.code).toBe('crm.customFieldChoices');
    expect(choicesProblem(Array.from({ length: MAX_CHOICES + 1 }, (_, i) => `c${i}`))?.code).toBe(
      'crm.customFieldChoices',
    );
  });

  test('a choice in use cannot be removed; renaming is removing', () => {
    expect(removedChoicesInUse(['A', 'B'], ['A'], new Set(['B']))).toEqual(['B']);
    expect(removedChoicesInUse(['A', 'B'], ['A', 'B', 'C'], new Set(['B']))).toEqual([]);
    expect(removedChoicesInUse(['A', 'B'], ['A'], new Set(['A']))).toEqual([]);
  });
});

describe('values', () => {
  test('each type takes its own kind of value, and refuses others naming the field', () => {
    expect(storedValue(covers, 42)).toEqual({ stored: '42' });
    expect(storedValue(covers, 'quarante')).toEqual({
      failure: { code: 'crm.customFieldNumber', params: { label: 'Nombre de couverts' } },
    });
    expect(storedValue(opened, '2019-04-01')).toEqual({ stored: '2019-04-01' });
    expect(storedValue(opened, '2019-02-30')).toHaveProperty('failure.code', 'crm.customFieldDate');
    expect(storedValue(cellar, true)).toEqual({ stored: 'true' });
    expect(storedValue(cellar, 'oui')).toHaveProperty('failure.code', 'crm.customFieldYesNo');
    expect(storedValue(cuisine, ' Brasserie ')).toEqual({ stored: 'Brasserie' });
    expect(storedValue(cuisine, 'Pizzeria')).toHaveProperty(
      'failure.params.choices',
      'Bistronomique, Gastronomique, Brasserie',
    );
    expect(storedValue(note, 'x'.repeat(256))).toHaveProperty('failure.code', 'crm.customFieldText');
    expect(storedValue(note, 12)).toHaveProperty('failure.code', 'crm.customFieldText');
  });

  test('null and blank clear a field of any type', () => {
    for (const definition of FIELDS) {
      expect(storedValue(definition, null)).toEqual({ stored: null });
      expect(storedValue(definition, '  ')).toEqual({ stored: null });
    }
  });

  test('a stored value reads back as the value given (numbers, dates, yes/no, choices)', () => {
    const roundTrip = (definition: CustomFieldDefinition, value: unknown) => {
      const result = storedValue(definition, value);
      expect('stored' in result && result.stored !== null).toBe(true);
      if ('stored' in result && result.stored !== null) {
        expect(readValue(definition.type, result.stored)).toEqual(value);
      }
    };
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) =>
        roundTrip(covers, n === 0 ? 0 : n),
      ),
    );
    fc.assert(fc.property(fc.boolean(), (b) => roundTrip(cellar, b)));
    fc.assert(fc.property(fc.constantFrom(...cuisine.choices), (c) => roundTrip(cuisine, c)));
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => roundTrip(opened, d.toISOString().slice(0, 10)),
      ),
    );
  });

  test('equal values are stored equal, so a filter matches them on any engine', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        const a = storedValue(covers, n);
        const b = storedValue(covers, Number(String(n)));
        expect(a).toEqual(b);
      }),
    );
  });

  test('a form: unknown and archived keys refused, every failure reported, nothing to write then', () => {
    const archived = field({ key: 'ancien', label: 'Ancien', archived: true });
    const result = checkCustomValues([...FIELDS, archived], {
      nombre_de_couverts: 'beaucoup',
      inconnu: 1,
      ancien: 'x',
      cave_climatisee: true,
    });
    expect(result).toEqual({
      failures: [
        { code: 'crm.customFieldNumber', params: { label: 'Nombre de couverts' } },
        { code: 'crm.customFieldUnknown', params: { key: 'inconnu' } },
        { code: 'crm.customFieldArchived', params: { label: 'Ancien' } },
      ],
    });
    expect(checkCustomValues(FIELDS, { nombre_de_couverts: 40, note: null })).toEqual({
      values: new Map<string, string | null>([
        ['nombre_de_couverts', '40'],
        ['note', null],
      ]),
    });
  });

  test('any form is either wholly accepted or refused with one failure per wrong key', () => {
    const anyValue = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.double());
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...FIELDS.map((f) => f.key), 'autre', 'x'), anyValue),
        (input) => {
          const result = checkCustomValues(FIELDS, input);
          const wrong = Object.entries(input).filter(([key, value]) => {
            const definition = FIELDS.find((f) => f.key === key);
            return !definition || 'failure' in storedValue(definition, value);
          });
          if ('failures' in result) expect(result.failures).toHaveLength(wrong.length);
          else {
            expect(wrong).toEqual([]);
            expect([...result.values.keys()].sort()).toEqual(Object.keys(input).sort());
          }
        },
      ),
    );
  });

  test('filters: free text is not filtered; a list is "any of"; blank values match nothing', () => {
    expect(filterValues(note, 'x')).toHaveProperty('failure.code', 'crm.customFieldNotFilterable');
    expect(filterValues(cuisine, ['Brasserie', 'Bistronomique'])).toEqual({
      stored: ['Brasserie', 'Bistronomique'],
    });
    expect(filterValues(cellar, false)).toEqual({ stored: ['false'] });
    expect(filterValues(covers, 'beaucoup')).toHaveProperty('failure.code', 'crm.customFieldNumber');
  });
});
