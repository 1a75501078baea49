import { SUPPLIER_COLUMNS } from '../suppliers-import.js';

// The downloadable template is made from the columns: its second sheet says what to write, its row shows it.
test('every suppliers column says what to write in French and English, and its example reads', () => {
  for (const { field, help, example, parse } of SUPPLIER_COLUMNS) {
    const described = { field, fr: Boolean(help?.fr), en: Boolean(help?.en), example: Boolean(example) };
    expect(described).toEqual({ field, fr: true, en: true, example: true });
    expect({ field, read: parse?.(example!) }).not.toHaveProperty('read.failure');
  }
});
