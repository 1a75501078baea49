import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';
import { validateXML } from 'xmllint-wasm';
import { officialData } from './official-data.js';

/*
 * Checks a Factur-X XML as the official material does, with npm packages only (no Java, no system
 * xmllint): the EN 16931 profile's XSD through xmllint-wasm, then the EN 16931 schematron (compiled
 * by FNFE-MPE to XSLT 2.0) through SaxonJS. SaxonJS runs compiled stylesheets (SEF); the xslt3
 * command line compiles the official XSLT once per machine into the temporary folder, and the SEF
 * keeps the stylesheet's own path, so its document() calls still find the code lists beside it.
 */

export const FACTURX_OFFICIAL = officialData('facturx-en16931');
const XSL = 'Factur-X_1.09_EN16931.xsl';
const XSDS = [
  'Factur-X_EN16931.xsd',
  'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd',
  'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd',
  'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd',
];

export interface FacturxCheck {
  /** XSD errors, as xmllint words them. */
  readonly schemaErrors: string[];
  /** Schematron failed assertions: "[BR-…]-text". */
  readonly ruleErrors: string[];
}

let compiled: Promise<string> | null = null;

/** The SEF of the official schematron, compiled once (and reused while the XSLT is unchanged). */
function schematronSef(): Promise<string> {
  compiled ??= (async () => {
    const source = join(FACTURX_OFFICIAL, XSL);
    const folder = join(tmpdir(), 'cuvee-facturx');
    mkdirSync(folder, { recursive: true });
    const sef = join(folder, `${XSL}.${statSync(source).mtimeMs}.sef.json`);
    if (!existsSync(sef)) {
      const cli = createRequire(import.meta.url).resolve('xslt3/xslt3.js');
      // Written under a per-process name then renamed: two jest workers may compile at once.
      const partial = `${sef}.${process.pid}`;
      await promisify(execFile)(process.execPath, [cli, `-xsl:${source}`, `-export:${partial}`, '-nogo'], {
        maxBuffer: 16 * 1024 * 1024,
      });
      renameSync(partial, sef);
    }
    return sef;
  })();
  return compiled;
}

export async function checkFacturx(xml: string): Promise<FacturxCheck> {
  const schema = XSDS.map((fileName) => ({
    fileName,
    contents: readFileSync(join(FACTURX_OFFICIAL, fileName), 'utf8'),
  }));
  const xsd = await validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: schema[0]!,
    preload: schema.slice(1),
  });
  const result = await SaxonJS.transform(
    { stylesheetFileName: await schematronSef(), sourceText: xml, destination: 'serialized' },
    'async',
  );
  const ruleErrors = [
    ...result.principalResult.matchAll(/<svrl:failed-assert\b[\s\S]*?<svrl:text>([\s\S]*?)<\/svrl:text>/g),
  ].map((match) => match[1]!.trim());
  return { schemaErrors: xsd.errors.map((error) => error.rawMessage), ruleErrors };
}
