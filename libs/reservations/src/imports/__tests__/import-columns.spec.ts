import { undocumentedColumns } from '@cuvee/platform';
import { EVENT_COLUMNS } from '../events-import.js';

test('every column of the events import says what to write, with an example it reads', () => {
  expect(undocumentedColumns(EVENT_COLUMNS)).toEqual([]);
});
