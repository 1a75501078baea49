import fc from 'fast-check';
import iconv from 'iconv-lite';
import {
  ebpLine,
  EBP_COLUMNS,
  EBP_WIDTHS,
  inCp1252,
  knownSoftwareFormat,
  QUADRA_LINE_WIDTH,
  QUADRA_MAX_CENTS,
  quadraLine,
  sageLine,
  SAGE_COLUMNS,
  SAGE_WIDTHS,
  SOFTWARE_FORMATS,
  SOFTWARE_LINES,
  softwareFileName,
  softwareText,
  type SoftwareFormat,
  type SoftwareRow,
} from '../software-formats.js';

/*
 * Property tests of the accounting programs' formats: for any entry line (any text, any account, any
 * amount a line may carry) every Quadra line is exactly 231 characters, every Sage and EBP line has its
 * eleven columns; no label can bring a separator or a line break; the debits and the credits of a set
 * of lines read back from each format equal theirs; every character is one of Windows-1252's.
 */

/** Any text: every Unicode code point, control characters and separators included. */
const anyText = fc.string({ unit: 'binary', maxLength: 80 });
const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const cents = fc.integer({ min: 1, max: QUADRA_MAX_CENTS });
const row: fc.Arbitrary<SoftwareRow> = fc
  .record({
    entryId: fc.integer({ min: 1, max: 2_000_000_000 }),
    journal: fc.constantFrom('VE', 'AC', 'BQ', 'CA', 'OD'),
    entryNumber: fc
      .tuple(fc.constantFrom('VE', 'BQ'), fc.integer({ min: 2000, max: 2099 }), fc.nat(999_999))
      .map(([journal, year, counter]) => `${journal}${year}-${String(counter).padStart(6, '0')}`),
    entryDate: day,
    pieceRef: anyText,
    account: fc.oneof(fc.stringMatching(/^[0-9]{6,8}$/), anyText),
    auxAccount: fc.option(anyText),
    label: anyText,
    amount: cents,
    debitSide: fc.boolean(),
  })
  .map(({ amount, debitSide, ...rest }) => ({
    ...rest,
    debit: debitSide ? amount : 0,
    credit: debitSide ? 0 : amount,
  }));

/** One line without its CRLF, which must be its only line break. */
function body(line: string): string {
  expect(line.endsWith('\r\n')).toBe(true);
  const text = line.slice(0, -2);
  expect(text).not.toMatch(/[\r\n]/);
  return text;
}

/** Debit and credit of one line, read back as the program would. */
const readBack: Record<SoftwareFormat, (line: string) => { debit: number; credit: number }> = {
  quadra: (line) => {
    const amount = Number(line.slice(43, 55));
    return line[41] === 'D' ? { debit: amount, credit: 0 } : { debit: 0, credit: amount };
  },
  sage: (line) => {
    const columns = line.split('\t');
    const parse = (value: string) => Number(value.replace(',', '')) || 0;
    return { debit: parse(columns[9]!), credit: parse(columns[10]!) };
  },
  ebp: (line) => {
    const columns = line.split(',');
    const amount = Number(columns[7]!.replace('.', ''));
    return columns[8] === 'D' ? { debit: amount, credit: 0 } : { debit: 0, credit: amount };
  },
};

describe('Quadra ASCII', () => {
  test('any line is exactly 231 characters, its fields where the layout puts them', () => {
    expect(QUADRA_LINE_WIDTH).toBe(231);
    fc.assert(
      fc.property(row, (r) => {
        const line = body(quadraLine(r));
        expect(line).toHaveLength(231);
        expect(line[0]).toBe('M');
        expect(line.slice(11, 14)).toBe('000');
        expect(line.slice(14, 20)).toBe(
          `${r.entryDate.slice(8, 10)}${r.entryDate.slice(5, 7)}${r.entryDate.slice(2, 4)}`,
        );
        expect(line[41]).toBe(r.debit > 0 ? 'D' : 'C');
        expect(line.slice(42, 55)).toMatch(/^\+\d{12}$/);
        expect(line.slice(107, 110)).toBe('EUR');
      }),
    );
  });

  test('one line, read by position', () => {
    const line = quadraLine({
      entryId: 7,
      journal: 'VE',
      entryNumber: 'VE2026-000042',
      entryDate: '2026-03-05',
      pieceRef: 'FA2026-00012',
      account: '411000',
      auxAccount: 'C000012',
      label: 'FA2026-00012 Château Brûlé',
      debit: 12_345,
      credit: 0,
    });
    // Positions from 1, as the layout numbers them.
    const at = (position: number, width: number) => line.slice(position - 1, position - 1 + width);
    expect(at(1, 1)).toBe('M');
    expect(at(2, 8)).toBe('C000012 ');
    expect(at(10, 2)).toBe('VE');
    expect(at(12, 3)).toBe('000');
    expect(at(15, 6)).toBe('050326');
    expect(at(21, 21)).toBe(' '.repeat(21));
    expect(at(42, 1)).toBe('D');
    expect(at(43, 13)).toBe('+000000012345');
    expect(at(100, 8)).toBe('000042  ');
    expect(at(108, 3)).toBe('EUR');
    expect(at(111, 3)).toBe('   ');
    expect(at(117, 30)).toBe('FA2026-00012 Château Brûlé    ');
    expect(at(149, 10)).toBe('2026-00012');
  });

  test('the collective account when the line has no third party; accounts cut to eight characters', () => {
    const base = { entryId: 1, journal: 'BQ', entryNumber: 'BQ2026-000001', entryDate: '2026-01-02' };
    const money = { pieceRef: 'VIR', label: 'Règlement', debit: 100, credit: 0 };
    expect(quadraLine({ ...base, ...money, account: '512000', auxAccount: null }).slice(1, 9)).toBe(
      '512000  ',
    );
    expect(quadraLine({ ...base, ...money, account: '411000', auxAccount: '411DUPONTVI' }).slice(1, 9)).toBe(
      '411DUPON',
    );
  });

  test('an amount beyond twelve digits is refused rather than cut', () => {
    const r = fc.sample(row, 1)[0]!;
    expect(() => quadraLine({ ...r, debit: QUADRA_MAX_CENTS + 1, credit: 0 })).toThrow(RangeError);
  });
});

describe('Sage 100', () => {
  test('any line has its eleven tab-separated columns, texts within their sizes', () => {
    fc.assert(
      fc.property(row, (r) => {
        const columns = body(sageLine(r)).split('\t');
        expect(columns).toHaveLength(SAGE_COLUMNS);
        expect(columns[0]).toBe('G');
        expect(columns[2]).toMatch(/^\d{6}$/);
        expect(columns[3]).toBe(r.entryNumber);
        expect(columns[4]!.length).toBeLessThanOrEqual(SAGE_WIDTHS.account);
        expect(columns[5]!.length).toBeLessThanOrEqual(SAGE_WIDTHS.thirdParty);
        expect(columns[6]!.length).toBeLessThanOrEqual(SAGE_WIDTHS.label);
        expect(columns[9]).toMatch(/^\d+,\d{2}$/);
        expect(columns[10]).toMatch(/^\d+,\d{2}$/);
      }),
    );
  });

  test('the third party in its own column, beside the collective account', () => {
    const columns = sageLine({
      entryId: 3,
      journal: 'VE',
      entryNumber: 'VE2026-000003',
      entryDate: '2026-06-05',
      pieceRef: 'FA2026-00003',
      account: '411000',
      auxAccount: 'C000042',
      label: 'FA2026-00003 Cave Dupont',
      debit: 30_600,
      credit: 0,
    }).split('\t');
    expect(columns).toEqual([
      'G',
      'VE',
      '050626',
      'VE2026-000003',
      '411000',
      'C000042',
      'FA2026-00003 Cave Dupont',
      '',
      '',
      '306,00',
      '0,00\r\n',
    ]);
  });
});

describe('EBP', () => {
  test('any line has its eleven comma-separated columns, texts quoted and within their sizes', () => {
    fc.assert(
      fc.property(row, (r) => {
        const columns = body(ebpLine(r)).split(',');
        expect(columns).toHaveLength(EBP_COLUMNS);
        expect(columns[0]).toBe(String(r.entryId));
        expect(columns[1]).toMatch(/^\d{8}$/);
        expect(columns[5]).toMatch(/^"[^"]*"$/);
        expect(columns[5]!.length - 2).toBeLessThanOrEqual(EBP_WIDTHS.label);
        expect(columns[6]).toBe(`"${r.entryNumber}"`);
        expect(columns[7]).toMatch(/^\d{10,}\.\d{2}$/);
        expect(columns[8]).toMatch(/^[DC]$/);
        expect(columns[10]).toBe('');
      }),
    );
  });
});

describe('every format', () => {
  test.each(SOFTWARE_FORMATS)('%s: the debits and the credits read back equal the lines’', (format) => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        let debit = 0;
        let credit = 0;
        for (const r of rows) {
          const back = readBack[format](body(SOFTWARE_LINES[format](r)));
          debit += back.debit;
          credit += back.credit;
        }
        expect(debit).toBe(rows.reduce((sum, r) => sum + r.debit, 0));
        expect(credit).toBe(rows.reduce((sum, r) => sum + r.credit, 0));
      }),
    );
  });

  test.each(SOFTWARE_FORMATS)('%s: every character is Windows-1252’s and survives its encoding', (format) => {
    fc.assert(
      fc.property(row, (r) => {
        const line = SOFTWARE_LINES[format](r);
        // Sage's separator, the tab, is the one control character a line holds.
        expect([...body(line)].every((char) => char === '\t' || inCp1252(char))).toBe(true);
        expect(iconv.decode(iconv.encode(line, 'win1252'), 'win1252')).toBe(line);
      }),
    );
  });
});

describe('texts', () => {
  test('accents kept and composed, line breaks and separators as spaces, others as ?, cut to size', () => {
    expect(softwareText('Château Brûlé — cuvée “Œil”')).toBe('Château Brûlé — cuvée “Œil”');
    expect(softwareText('Cha\u0302teau')).toBe('Château');
    expect(softwareText('Ligne 1\r\nLigne\t2', undefined, '\t')).toBe('Ligne 1 Ligne 2');
    expect(softwareText('Bouteille 🍷 ŁÓDŹ', 40)).toBe('Bouteille ? ?ÓD?');
    expect(softwareText('a,b"c', undefined, ',"')).toBe('a b c');
    expect(softwareText('  Cave  Dupont  ', 6)).toBe('Cave D');
    expect(softwareText(null)).toBe('');
  });

  test('Windows-1252 is Latin-1 with the 27 characters of 0x80–0x9F', () => {
    for (let code = 0; code < 0x100; code++) {
      const char = String.fromCodePoint(code);
      expect(inCp1252(char)).toBe((code >= 0x20 && code < 0x7f) || code >= 0xa0);
    }
    const extras = [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'];
    expect(extras.every(inCp1252)).toBe(true);
    expect(iconv.encode(extras.join(''), 'win1252').every((byte) => byte >= 0x80 && byte <= 0x9f)).toBe(true);
  });

  test('file names: the shop, the program and the period, ASCII only; formats known by name', () => {
    expect(softwareFileName('quadra', 'DEMO', '2026-01-01', '2026-12-31')).toBe(
      'DEMO-quadra-20260101-20261231.txt',
    );
    expect(softwareFileName('ebp', 'Cave à vin/1', '2026-03-01', '2026-03-31')).toBe(
      'Cavevin1-ebp-20260301-20260331.txt',
    );
    expect(knownSoftwareFormat('sage')).toBeNull();
    expect(knownSoftwareFormat('ciel')).toEqual({
      code: 'accounting.unknownFormat',
      params: { formats: 'quadra, sage, ebp' },
    });
  });
});
