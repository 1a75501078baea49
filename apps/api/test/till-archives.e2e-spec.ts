import { generateKeyPairSync, sign } from 'node:crypto';
import JSZip from 'jszip';
import pactum from 'pactum';
import { TestApi } from '@cuvee/testing';
import { canonicalJson, keyFingerprintOf, type ArchivedRecord, type ArchiveManifest } from '@cuvee/till';
import { createApp } from '../src/bootstrap.js';
import { catalogueOf, shopIdOf, type CatalogueProduct } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';
import { builtArchive } from './till-fixtures.js';

/*
 * A till archive uploaded to the API (docs/till.md): the verdict of `cuvee till verify --archive`,
 * each problem named; records edited, removed or reordered inside the zip, a manifest edited and a
 * zip signed by another key are reported, never accepted; what is not a zip or is too big is a 400.
 * SQLite, and MariaDB + Redis.
 */

interface Verdict {
  ok: boolean;
  closureKey: string | null;
  salesPointName: string | null;
  fromSequence: number | null;
  toSequence: number | null;
  keyFingerprint: string | null;
  problems: { kind: string; sequence: number | null; reference: string | null; message: string }[];
}

let api: TestApi;
let as: DemoSessions['as'];
let chinon: CatalogueProduct;

beforeAll(async () => {
  // Above the archive's own limit (4 MiB decoded), so that limit is the one that answers.
  api = await TestApi.start(createApp, { env: { BODY_LIMIT: String(8 * 1_048_576) } });
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  chinon = (await catalogueOf(as('acheteur'), await shopIdOf(api, 'DEMO'))).get('chinon-les-demoiselles')!;
});
afterAll(() => api.stop());

const owner = () => as('proprietaire');
const post = (path: string, body: object) => pactum.spec().post(path).withHeaders(owner()).withJson(body);
const upload = (zip: Buffer, headers: Record<string, string> = {}) =>
  post('/v1/till/archives/verify', { data: zip.toString('base64') }).withHeaders(headers);

/** A point with three cash tickets closed by a Z: its archive, downloaded. */
async function closedDay(): Promise<{ zip: Buffer; z: number }> {
  const point = (
    (await post('/v1/sales-points', { name: 'Salon des vins', paymentMethods: ['cash'] }).expectStatus(201))
      .json as { id: number }
  ).id;
  for (const quantity of [1, 2, 3])
    await post(`/v1/till/sales-points/${point}/tickets`, {
      lines: [{ productId: chinon.id, formatId: chinon.formats[0]!.id, quantity }],
      payments: [{ method: 'cash', amount: 100_000 }],
    }).expectStatus(201);
  const z = (
    (
      await post(`/v1/till/sales-points/${point}/closures`, { period: 'day', countedCash: 0 }).expectStatus(
        201,
      )
    ).json as { sequence: number }
  ).sequence;
  return { zip: (await builtArchive(api, owner(), point, z)).zip, z };
}

/** The archive with its files changed as a forger would. */
async function tampered(
  zip: Buffer,
  change: (files: { records: ArchivedRecord[]; manifest: string; signature: string }) => void,
): Promise<Buffer> {
  const opened = await JSZip.loadAsync(zip);
  const files = {
    records: JSON.parse(await opened.file('records.json')!.async('string')) as ArchivedRecord[],
    manifest: await opened.file('manifest.json')!.async('string'),
    signature: await opened.file('manifest.sig')!.async('string'),
  };
  change(files);
  const out = new JSZip();
  out.file('records.json', `${JSON.stringify(files.records, null, 1)}\n`);
  out.file('manifest.json', files.manifest);
  out.file('manifest.sig', files.signature);
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
const problemsOf = (verdict: Verdict) => verdict.problems.map((p) => [p.kind, p.sequence]);

describe('an archive uploaded', () => {
  test('as downloaded: verified; every tampering inside it is reported and named', async () => {
    const { zip, z } = await closedDay();
    const clean = (await upload(zip).expectStatus(200)).json as Verdict;
    expect(clean).toEqual(
      expect.objectContaining({
        ok: true,
        salesPointName: 'Salon des vins',
        fromSequence: 1,
        toSequence: z,
        problems: [],
      }),
    );
    expect(clean.closureKey).toMatch(/^day:\d{4}-\d{2}-\d{2}$/);
    expect(clean.keyFingerprint).toMatch(/^[0-9a-f]{64}$/);

    // A ticket's amount edited: the records file is not the signed one, and the ticket's seal fails.
    const edited = (
      await upload(
        await tampered(zip, ({ records }) => {
          records[1] = { ...records[1]!, totalTtc: records[1]!.totalTtc - 100 };
        }),
      ).expectStatus(200)
    ).json as Verdict;
    expect(edited.ok).toBe(false);
    expect(problemsOf(edited)).toEqual([
      ['recordsFile', null],
      ['altered', 2],
    ]);
    expect(edited.problems[1]!.message).toBe("L'enregistrement n° 2 (T-000002) a été modifié");

    const removed = (
      await upload(await tampered(zip, ({ records }) => void records.splice(1, 1))).expectStatus(200)
    ).json as Verdict;
    expect(problemsOf(removed)).toEqual([
      ['recordsFile', null],
      ['missing', 2],
    ]);
    expect(removed.problems[1]!.message).toBe("L'enregistrement n° 2 a été supprimé");

    const reordered = (
      await upload(
        await tampered(zip, ({ records }) => void records.splice(1, 2, records[2]!, records[1]!)),
      ).expectStatus(200)
    ).json as Verdict;
    expect(reordered.ok).toBe(false);
    expect(reordered.problems.map((p) => p.message)).toContain(
      "L'enregistrement n° 2 (T-000002) a été déplacé dans la chaîne",
    );

    // The manifest edited without its signature; then signed again, but with a key not this installation's.
    const unsigned = (
      await upload(
        await tampered(zip, (files) => {
          files.manifest = files.manifest.replace('Salon des vins', 'Salon des vins!');
        }),
      ).expectStatus(200)
    ).json as Verdict;
    expect(problemsOf(unsigned)).toEqual([['signature', null]]);
    expect(unsigned.problems[0]!.message).toBe("La signature de l'archive ne correspond pas à son contenu");

    const forged = (
      await upload(
        await tampered(zip, (files) => {
          const { privateKey, publicKey } = generateKeyPairSync('ed25519');
          const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
          const manifest = JSON.parse(files.manifest) as ArchiveManifest;
          files.manifest = canonicalJson({
            ...manifest,
            publicKey: pem,
            keyFingerprint: keyFingerprintOf(pem),
          });
          files.signature = sign(null, Buffer.from(files.manifest), privateKey).toString('base64');
        }),
        { 'Accept-Language': 'en' },
      ).expectStatus(200)
    ).json as Verdict;
    expect(forged.ok).toBe(false);
    expect(forged.problems).toEqual([
      {
        kind: 'unknownKey',
        sequence: null,
        reference: null,
        message: "The archive is signed by another key than this installation's",
      },
    ]);

    // A zip that is not a till archive, and one whose records inflate to 70 MiB: the verdict says so.
    const other = new JSZip();
    other.file('notes.txt', 'bonjour');
    const bomb = await tampered(zip, () => undefined).then((content) => JSZip.loadAsync(content));
    // Valid JSON (an empty list) once inflated: only the limit keeps it from being read.
    bomb.file('records.json', `[${' '.repeat(70 * 1_048_576)}]`);
    for (const archive of [other, bomb]) {
      const content = await archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      expect(content.length).toBeLessThan(1_048_576);
      const unreadable = (await upload(content).expectStatus(200)).json as Verdict;
      expect(unreadable).toEqual(expect.objectContaining({ ok: false, closureKey: null }));
      expect(unreadable.problems.map((p) => p.message)).toEqual([
        "Ce fichier n'est pas une archive de caisse lisible",
      ]);
    }
  });

  test('what is not a zip, or too big, is refused with a 400; the till permission is needed', async () => {
    const notZip = "Ce fichier n'est pas une archive zip : envoyez le fichier téléchargé depuis la caisse";
    await upload(Buffer.from('records;manifest\n1;2\n'))
      .expectStatus(400)
      .expectJsonLike({ message: notZip });
    await post('/v1/till/archives/verify', { data: 'pas du base64 !' })
      .expectStatus(400)
      .expectJsonLike({ message: [notZip] });
    await post('/v1/till/archives/verify', {})
      .expectStatus(400)
      .expectJsonLike({ message: [notZip] });
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(4 * 1_048_576)]);
    await upload(big).expectStatus(400).expectJsonLike({ message: "L'archive dépasse 4 Mo" });
    await pactum
      .spec()
      .post('/v1/till/archives/verify')
      .withHeaders(as('acheteur'))
      .withJson({ data: Buffer.from('x').toString('base64') })
      .expectStatus(403);
  });
});

describe('an archive built by a job', () => {
  test('built once with its progress, kept in file storage, then downloaded; not before', async () => {
    const point = (
      (await post('/v1/sales-points', { name: 'Foire aux vins', paymentMethods: ['cash'] }).expectStatus(201))
        .json as { id: number }
    ).id;
    await post(`/v1/till/sales-points/${point}/tickets`, {
      lines: [{ productId: chinon.id, formatId: chinon.formats[0]!.id, quantity: 1 }],
      payments: [{ method: 'cash', amount: 100_000 }],
    }).expectStatus(201);
    const z = (
      (
        await post(`/v1/till/sales-points/${point}/closures`, { period: 'day', countedCash: 0 }).expectStatus(
          201,
        )
      ).json as { sequence: number }
    ).sequence;
    await pactum
      .spec()
      .get(`/v1/till/sales-points/${point}/archives/${z}`)
      .withHeaders(owner())
      .expectStatus(409)
      .expectJsonLike({ message: "L'archive de cette clôture n'est pas encore prête : préparez-la d'abord" });

    const first = await builtArchive(api, owner(), point, z);
    expect(first.started).toEqual(expect.objectContaining({ id: expect.any(String) }));
    expect(first.seen.at(-1)).toBe(100);
    expect((await upload(first.zip).expectStatus(200)).json).toEqual(expect.objectContaining({ ok: true }));
    // Kept: asked again, nothing is rebuilt and the same bytes come back.
    const again = await builtArchive(api, owner(), point, z);
    expect(again.started).toEqual({ id: null, status: 'completed', progress: 100, error: null });
    expect(again.zip.equals(first.zip)).toBe(true);

    // Another shop's owner does not see this point's builds; a record that is not a closure has none.
    await pactum
      .spec()
      .get(`/v1/till/sales-points/${point}/archives/${z}/build`)
      .withHeaders(as('exemple'))
      .expectStatus(404);
    await pactum
      .spec()
      .get(`/v1/till/sales-points/${point}/archives/1/build`)
      .withHeaders(owner())
      .expectStatus(409);
  });
});
