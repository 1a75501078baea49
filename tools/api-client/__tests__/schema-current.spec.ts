import { readFileSync } from 'node:fs';
import { fetchOpenApiDocument, renderSchema, SCHEMA_FILE } from '../render.js';

// The front ends and the CLI compile against libs/api-client: an endpoint changed without regenerating
// it would type-check against a stale API.
test('libs/api-client matches the API (else run `npm run api-client`)', async () => {
  const expected = await renderSchema(await fetchOpenApiDocument());
  expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(expected);
});
