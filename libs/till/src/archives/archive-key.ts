import { Injectable } from '@nestjs/common';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AppConfig } from '@cuvee/platform';
import { keyFingerprintOf } from '../domain/archive.js';

/** The folder of DATA_DIR holding the signing key: backed up with the database (ADR 0063). */
export function archiveKeyFolderOf(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'till');
}

/**
 * The installation's archive signing key (ADR 0043): an Ed25519 private key in
 * `<DATA_DIR>/till/archive-signing-key.pem` (0600), made on first use. Its public half travels in
 * every archive; its fingerprint is what an auditor compares. Backing up DATA_DIR keeps it.
 */
@Injectable()
export class ArchiveKey {
  private loaded: { privateKey: KeyObject; publicKey: string; fingerprint: string } | null = null;

  constructor(private readonly config: AppConfig) {}

  get path(): string {
    return join(archiveKeyFolderOf(this.config), 'archive-signing-key.pem');
  }

  key(): { privateKey: KeyObject; publicKey: string; fingerprint: string } {
    if (this.loaded) return this.loaded;
    const privateKey = createPrivateKey(this.readOrCreate());
    const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    this.loaded = { privateKey, publicKey, fingerprint: keyFingerprintOf(publicKey) };
    return this.loaded;
  }

  private readOrCreate(): string {
    try {
      return readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    mkdirSync(dirname(this.path), { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    try {
      // wx: a process that made the key first wins; this one reads it back.
      writeFileSync(this.path, pem, { flag: 'wx', mode: 0o600 });
      return pem;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return readFileSync(this.path, 'utf8');
    }
  }
}
