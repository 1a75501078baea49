/**
 * Regenerates libs/api-client/src/schema.ts from the API's OpenAPI document.
 *
 *   npm run api-client
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fetchOpenApiDocument, renderSchema, SCHEMA_FILE } from './render.js';

const text = await renderSchema(await fetchOpenApiDocument());
writeFileSync(SCHEMA_FILE, text);
console.log(`${fileURLToPath(SCHEMA_FILE)}: ${text.split('\n').length} lines`);
