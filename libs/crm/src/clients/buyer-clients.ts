import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { User } from '@cuvee/iam';
import { lockedRow, writeLock } from '@cuvee/platform';
import { buyerClientFields, type BuyerFacts } from '../domain/buyer-client.js';
import { ClientRecords } from './client-records.js';
import { Client } from './client.entity.js';

/**
 * A shop's client record for a buyer who orders or books there: the one linked to their account, made
 * with their first order (docs/crm.md, clients from the shop front). Called inside the transaction that
 * places the order, which then names the client: the record exists exactly when the order does.
 *
 * Simultaneous first orders of one buyer make one record: each first holds the buyer's account row until
 * its commit (SELECT … FOR UPDATE on MySQL; SQLite runs one transaction at a time), so they queue there,
 * and the later ones' locking read finds the record the first committed.
 */
@Injectable()
export class BuyerClients {
  constructor(private readonly records: ClientRecords) {}

  async clientFor(
    manager: EntityManager,
    shopId: number,
    buyer: BuyerFacts,
    typology: string,
    orderNumber: string,
  ): Promise<Client> {
    await lockedRow(manager, User, { id: buyer.id });
    const repository = manager.getRepository(Client);
    // An archived record is still theirs (the producer keeps it out of lists, not out of history).
    const linked = await repository.findOne({
      where: { shopId, userId: buyer.id, erasedAt: IsNull() },
      order: { archived: 'ASC', id: 'ASC' },
      lock: writeLock(manager),
    });
    if (linked) return linked;
    const fields = buyerClientFields(buyer, typology);
    const client = await repository.save(
      repository.create({
        ...fields,
        ...this.records.derived(fields),
        shopId,
        marketingConsentAt: null,
        convertedAt: null,
        createdById: buyer.id,
      }),
    );
    await this.records.reindex(manager, client);
    await this.records.record(manager, client, 'created', buyer.id, { pipe: null, order: orderNumber });
    return client;
  }
}
