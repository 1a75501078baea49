import type { EntityManager } from 'typeorm';
import type { ConsentSource } from '../domain/privacy.js';
import { ClientConsent } from './client-consent.entity.js';

/** Appends a change of consent to each client's history, in the caller's transaction (one insert). */
export async function recordConsent(
  manager: EntityManager,
  clients: { id: number; shopId: number } | readonly { id: number; shopId: number }[],
  granted: boolean,
  source: ConsentSource,
  actorId: number | null,
): Promise<void> {
  const rows = [clients].flat().map((client) => ({
    shopId: client.shopId,
    clientId: client.id,
    channel: 'email' as const,
    granted,
    source,
    actorId,
  }));
  if (rows.length > 0) await manager.getRepository(ClientConsent).insert(rows);
}
