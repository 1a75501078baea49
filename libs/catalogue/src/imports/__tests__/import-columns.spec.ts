import { undocumentedColumns } from '@cuvee/platform';
import { FORMAT_REFERENCE_COLUMNS } from '../format-reference.js';
import { PRICE_LIST_COLUMNS } from '../price-lists-import.js';
import { PRODUCT_COLUMNS } from '../products-import.js';

test('every column of the products and price lists imports says what to write, with an example it reads', () => {
  expect(undocumentedColumns(PRODUCT_COLUMNS)).toEqual([]);
  expect(undocumentedColumns(PRICE_LIST_COLUMNS)).toEqual([]);
  expect(undocumentedColumns(FORMAT_REFERENCE_COLUMNS)).toEqual([]);
});
