import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { Database, type RequestContext } from '@cuvee/platform';
import { In, Not } from 'typeorm';
import { crmScope } from '../crm-scope.js';
import { mergeClients } from '../domain/merge.js';
import { Opportunity } from '../opportunities/opportunity.entity.js';
import { ClientLinks } from '../ports/client-links.js';
import { ClientConsent } from '../privacy/client-consent.entity.js';
import { recordConsent } from '../privacy/consent-history.js';
import { Task } from '../tasks/task.entity.js';
import { ClientContact } from './client-contact.entity.js';
import { ClientEvent } from './client-event.entity.js';
import { ClientRecords } from './client-records.js';
import { ClientCustomValue } from '../custom-fields/client-custom-value.entity.js';
import { ClientTag } from './client-tag.entity.js';
import { Client } from './client.entity.js';
import type { ClientDto } from './dto/client.dto.js';

/**
 * Merges a duplicate into the client kept: the kept values win, empty ones are filled from the
 * duplicate (domain merge); every linked record moves to the kept client (contacts after its own, tags
 * joined, timeline, tasks, opportunities, and other contexts' documents through ClientLinks); then the
 * duplicate is deleted and the merge is written on the kept client's timeline. All or nothing.
 */
@Injectable()
export class ClientMergeService {
  constructor(
    private readonly database: Database,
    private readonly records: ClientRecords,
    private readonly links: ClientLinks,
  ) {}

  async merge(ctx: RequestContext, keptId: number, absorbedId: number): Promise<ClientDto> {
    if (keptId === absorbedId) throw new BadRequestException('crm.mergeSelf');
    const scope = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      const kept = await this.records.find(manager, scope, keptId);
      const absorbed = await this.records.find(manager, scope, absorbedId);
      if (kept.erasedAt || absorbed.erasedAt) throw new ConflictException('privacy.clientErased');
      const merged = mergeClients(kept, absorbed);

      const tags = await manager.getRepository(ClientTag).find({
        where: [{ clientId: kept.id }, { clientId: absorbed.id }],
      });
      // The absorbed contacts follow the kept ones, in their own order.
      const offset = await manager.getRepository(ClientContact).countBy({ clientId: kept.id });
      await manager
        .getRepository(ClientContact)
        .createQueryBuilder()
        .update()
        .set({ clientId: kept.id, position: () => `position + ${offset}` })
        .where('clientId = :absorbedId', { absorbedId: absorbed.id })
        .execute();
      // The absorbed client's consent history follows it: it stays the proof of what they agreed to.
      for (const entity of [ClientEvent, Task, Opportunity, ClientConsent]) {
        await manager.getRepository(entity).update({ clientId: absorbed.id }, { clientId: kept.id });
      }
      await this.links.moveClient(manager, scope.shopId, absorbed.id, kept.id);
      // Custom values as the other values: the kept client's win, the absorbed one's fill the empty fields.
      const keptFields = (await manager.getRepository(ClientCustomValue).findBy({ clientId: kept.id })).map(
        (value) => value.fieldId,
      );
      await manager
        .getRepository(ClientCustomValue)
        .update(
          { clientId: absorbed.id, ...(keptFields.length ? { fieldId: Not(In(keptFields)) } : {}) },
          { clientId: kept.id },
        );
      await this.records.removeRow(manager, absorbed.id);

      await manager
        .getRepository(Client)
        .update({ id: kept.id }, { ...merged, ...this.records.derived(merged) });
      const updated = await manager.getRepository(Client).findOneByOrFail({ id: kept.id });
      if (updated.marketingConsent !== kept.marketingConsent)
        await recordConsent(manager, updated, updated.marketingConsent, 'merge', scope.userId);
      await this.records.saveTags(manager, updated, [...new Set(tags.map((tag) => tag.tag))].sort());
      await this.records.reindex(manager, updated);
      await this.records.record(manager, updated, 'merged', scope.userId, {
        absorbedId: absorbed.id,
        absorbedName: absorbed.displayName,
      });
      return this.records.view(manager, updated);
    });
  }
}
