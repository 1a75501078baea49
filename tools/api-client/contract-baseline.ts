/**
 * Writes the API's contract baseline (tools/api-client/openapi-contract.json) from the running code.
 * Run it only when a break of the published API is intended and announced:
 *
 *   npm run api-contract
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractOf } from './contract.js';
import { CONTRACT_FILE, fetchOpenApiDocument } from './render.js';

writeFileSync(CONTRACT_FILE, `${JSON.stringify(contractOf(await fetchOpenApiDocument()), null, 1)}\n`);
console.log(`${fileURLToPath(CONTRACT_FILE)} written`);
