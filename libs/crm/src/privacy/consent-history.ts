import type { EntityManager } from 'typeorm';
import type { ConsentSource } from '../domain/privacy.js';
import { ClientConsent } from './client-consent.entity.js';

/** Appends a change of consent to the client's history, in the caller's transaction. */
export async function recordConsent(
  manager: EntityManager,
  client: { id: number; shopId: number },
  granted: boolean,
  source: ConsentSource,
  actorId: number | null,
): Promise<void> {
  await manager
    .getRepository(ClientConsent)
    .insert({ shopId: client.shopId, clientId: client.id, channel: 'email', granted, source, actorId });
}
