import { generateKeyPairSync, sign } from 'node:crypto';
import { keyFingerprintOf, verifyArchive, type ArchivedRecord, type ArchiveManifest } from '../archive.js';
import { canonicalJson, genesisHash, sealOf, sha256 } from '../chain.js';

const keys = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};
const installation = keys();

function recordsOf(count: number): ArchivedRecord[] {
  const records: ArchivedRecord[] = [];
  let previousHash = genesisHash(1, 2);
  for (let sequence = 1; sequence <= count; sequence++) {
    const content = {
      shopId: 1,
      salesPointId: 2,
      sequence,
      kind: 'ticket' as const,
      occurredAt: `2026-11-27T10:0${sequence}:00.000Z`,
      reference: `T-00000${sequence}`,
      totalTtc: 1000 * sequence,
      data: { lines: [{ quantity: sequence }] },
      previousHash,
    };
    const hash = sealOf(content);
    records.push({ ...content, data: canonicalJson(content.data), hash });
    previousHash = hash;
  }
  return records;
}

/** An archive's three files, signed with `key`. */
function archiveOf(records: ArchivedRecord[], key = installation, overrides: Partial<ArchiveManifest> = {}) {
  const recordsFile = JSON.stringify(records);
  const manifest: ArchiveManifest = {
    shopId: 1,
    salesPointId: 2,
    salesPointName: 'Caveau',
    closureKey: 'day:2026-11-27',
    fromSequence: 1,
    toSequence: 4,
    firstPreviousHash: genesisHash(1, 2),
    lastHash: recordsOf(4).at(-1)!.hash,
    recordsSha256: sha256(recordsFile),
    createdAt: '2026-11-27T20:00:00.000Z',
    publicKey: key.publicKey,
    keyFingerprint: keyFingerprintOf(key.publicKey),
    ...overrides,
  };
  const manifestFile = canonicalJson(manifest);
  return {
    records: recordsFile,
    manifest: manifestFile,
    signature: sign(null, Buffer.from(manifestFile), key.privateKey).toString('base64'),
  };
}

const fingerprint = keyFingerprintOf(installation.publicKey);
const kinds = (files: ReturnType<typeof archiveOf>) =>
  verifyArchive(files, fingerprint).problems.map((p) =>
    'sequence' in p ? `${p.kind}:${p.sequence}` : p.kind,
  );

describe('a till archive checked', () => {
  it('passes as signed', () => {
    expect(kinds(archiveOf(recordsOf(4)))).toEqual([]);
  });

  it('names a record edited inside, and a records file the manifest did not sign', () => {
    const files = archiveOf(recordsOf(4));
    const edited = files.records.replace('"totalTtc":2000', '"totalTtc":200');
    expect(edited).not.toBe(files.records);
    expect(kinds({ ...files, records: edited })).toEqual(['recordsFile', 'altered:2']);
  });

  it('refuses a manifest changed after signing, and a key other than the installation’s', () => {
    const files = archiveOf(recordsOf(4));
    expect(kinds({ ...files, manifest: files.manifest.replace('Caveau', 'Cave') })).toEqual(['signature']);
    expect(kinds(archiveOf(recordsOf(4), keys()))).toEqual(['unknownKey']);
  });

  it('names a record removed or moved even when the archive is signed again', () => {
    const records = recordsOf(4);
    expect(kinds(archiveOf([records[0]!, records[2]!, records[3]!]))).toEqual(['missing:2']);
    expect(kinds(archiveOf([records[0]!, records[2]!, records[1]!, records[3]!]))).toContain('reordered:2');
    expect(kinds(archiveOf(records.slice(0, 3)))).toEqual(['missing:4']);
  });
});
