import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * How the contexts that refer to clients by id (sales: orders, invoices; reservations…) take part in the
 * CRM's decisions without the CRM knowing them (ADR 0012). A context registers one provider when its
 * module starts (`onModuleInit() { links.register(...) }`); the CRM asks every provider, inside its own
 * transaction:
 * - before deleting a client: a client with documents is refused and must be archived instead;
 * - when merging two clients: every row of the absorbed client moves to the kept one.
 */
export interface ClientLinkProvider {
  /** The context, for the 360° page's document counts ("sales"). */
  readonly name: string;
  /** How many documents (orders, quotes, invoices…) of the shop refer to the client. */
  countDocuments(manager: EntityManager, shopId: number, clientId: number): Promise<number>;
  /** Re-points every row of `fromClientId` to `toClientId`, in the merge's transaction. */
  moveClient(manager: EntityManager, shopId: number, fromClientId: number, toClientId: number): Promise<void>;
}

@Injectable()
export class ClientLinks {
  private readonly providers = new Map<string, ClientLinkProvider>();

  register(provider: ClientLinkProvider): void {
    if (this.providers.has(provider.name))
      throw new Error(`Client link provider ${provider.name} registered twice`);
    this.providers.set(provider.name, provider);
  }

  /** Document counts by context (only contexts with documents). */
  async documentCounts(
    manager: EntityManager,
    shopId: number,
    clientId: number,
  ): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const provider of this.providers.values()) {
      const count = await provider.countDocuments(manager, shopId, clientId);
      if (count > 0) counts[provider.name] = count;
    }
    return counts;
  }

  async moveClient(
    manager: EntityManager,
    shopId: number,
    fromClientId: number,
    toClientId: number,
  ): Promise<void> {
    for (const provider of this.providers.values()) {
      await provider.moveClient(manager, shopId, fromClientId, toClientId);
    }
  }
}
