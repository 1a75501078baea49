import { fileURLToPath } from 'node:url';

/**
 * A path in the official material the tests check against (customs' DRM schema and samples, the
 * Factur-X EN 16931 schemas and schematron), kept in the repository: official-data/README.md.
 */
export function officialData(...segments: string[]): string {
  return fileURLToPath(new URL(`../official-data/${segments.join('/')}`, import.meta.url));
}
