import { OPENING_STOCK_COLUMNS } from '../imports/opening-stock-import.js';
import { STOCK_COUNT_COLUMNS } from '../imports/stock-counts-import.js';

/* The templates a producer downloads are made from the columns: each says what to write and shows it. */
describe.each([
  ['stock counts', STOCK_COUNT_COLUMNS],
  ['opening stock', OPENING_STOCK_COLUMNS],
])('the %s columns', (_kind, columns) => {
  test.each(columns.map((column) => [column.field, column] as const))(
    '%s says what to write in both languages, and its example reads',
    (_field, column) => {
      expect(column.help?.fr).toMatch(/\S/);
      expect(column.help?.en).toMatch(/\S/);
      expect(column.example).toMatch(/\S/);
      const read = column.parse ? column.parse(column.example!) : { value: column.example };
      expect(read).not.toHaveProperty('failure');
    },
  );
});
