import { createPublicKey, verify as verifySignature } from 'node:crypto';
import { parsedBody, sealOf, sha256, type ChainedContent, type ChainProblem } from './chain.js';

/*
 * A period's archive (ADR 0043): the records a closure covers, exactly as stored, with a manifest
 * naming the chain's ends and the hash of the records file, signed by the installation's Ed25519 key.
 * Whoever holds the archive and knows the key's fingerprint can check it without the database.
 */

export const ARCHIVE_RECORDS_FILE = 'records.json';
export const ARCHIVE_MANIFEST_FILE = 'manifest.json';
export const ARCHIVE_SIGNATURE_FILE = 'manifest.sig';

/** A record as archived: its sealed content, the body as the stored text, and its seal. */
export interface ArchivedRecord extends Omit<ChainedContent, 'data'> {
  readonly data: string;
  readonly hash: string;
}

export interface ArchiveManifest {
  readonly shopId: number;
  readonly salesPointId: number;
  readonly salesPointName: string;
  /** "day:2026-11-27", "month:2026-11", "year:2026". */
  readonly closureKey: string;
  readonly fromSequence: number;
  readonly toSequence: number;
  /** The seal the first archived record links to: the previous archive's `lastHash`. */
  readonly firstPreviousHash: string;
  readonly lastHash: string;
  readonly recordsSha256: string;
  readonly createdAt: string;
  /** The signing key's public half (SPKI PEM) and its fingerprint (SHA-256 of the DER). */
  readonly publicKey: string;
  readonly keyFingerprint: string;
}

export function keyFingerprintOf(publicKeyPem: string): string {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  return sha256(der.toString('binary'));
}

export type ArchiveProblem =
  { readonly kind: 'signature' | 'recordsFile' | 'unknownKey' | 'unreadable' } | ChainProblem;

/**
 * Everything wrong with an archive's content: a signature that does not match its manifest, a records
 * file that is not the one the manifest names, a key other than the expected one, and, record by
 * record, the chain checks of `verifyChain` from the manifest's first link to its last seal.
 */
export function verifyArchive(
  files: { records: string; manifest: string; signature: string },
  expectedFingerprint: string | null,
): { manifest: ArchiveManifest | null; problems: ArchiveProblem[] } {
  const manifest = JSON.parse(files.manifest) as ArchiveManifest;
  const problems: ArchiveProblem[] = [];
  const signed = verifySignature(
    null,
    Buffer.from(files.manifest),
    createPublicKey(manifest.publicKey),
    Buffer.from(files.signature.trim(), 'base64'),
  );
  if (!signed) problems.push({ kind: 'signature' });
  if (expectedFingerprint !== null && keyFingerprintOf(manifest.publicKey) !== expectedFingerprint)
    problems.push({ kind: 'unknownKey' });
  if (sha256(files.records) !== manifest.recordsSha256) problems.push({ kind: 'recordsFile' });
  const records = JSON.parse(files.records) as ArchivedRecord[];
  let link = manifest.firstPreviousHash;
  let expected = manifest.fromSequence;
  for (const record of records) {
    const named = { sequence: record.sequence, reference: record.reference };
    if (record.sequence < expected) problems.push({ kind: 'reordered', ...named });
    for (let missing = expected; missing < record.sequence; missing++)
      problems.push({ kind: 'missing', sequence: missing, reference: null });
    if (sealOf({ ...record, data: parsedBody(record.data) }) !== record.hash)
      problems.push({ kind: 'altered', ...named });
    else if (record.previousHash !== link && record.sequence === expected)
      problems.push({ kind: 'linkBroken', ...named });
    link = record.hash;
    expected = Math.max(expected, record.sequence + 1);
  }
  for (let missing = expected; missing <= manifest.toSequence; missing++)
    problems.push({ kind: 'missing', sequence: missing, reference: null });
  if (records.at(-1)?.hash !== manifest.lastHash && !problems.length) problems.push({ kind: 'recordsFile' });
  return { manifest, problems };
}
