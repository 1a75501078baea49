import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { Not, type EntityManager } from 'typeorm';
import { ShopMember } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { assertOwnOnly, crmScope, type CrmScope } from '../crm-scope.js';
import { NEW_CLIENT, type ClientFields } from '../domain/client-fields.js';
import {
  hasContactKeys,
  phonesOf,
  sharedFields,
  type ContactKeys,
  type DuplicateField,
} from '../domain/duplicates.js';
import { Opportunity } from '../opportunities/opportunity.entity.js';
import { ClientLinks } from '../ports/client-links.js';
import { recordConsent } from '../privacy/consent-history.js';
import { ClientCustomValues } from '../custom-fields/client-custom-values.js';
import { Task } from '../tasks/task.entity.js';
import { TeamDirectory } from '../team-directory.js';
import { applyOwnFilters, CLIENT_LIST, parseClientList } from './client-list.js';
import { ClientRecords } from './client-records.js';
import { clientChanges, lacksName, type ClientChanges } from './client-input.js';
import { Client } from './client.entity.js';
import type { CreateClientDto, UpdateClientDto } from './dto/client-input.dto.js';
import type { ClientDto, DuplicateDto, DuplicateQueryDto } from './dto/client.dto.js';

const DUPLICATE_MESSAGES: Record<DuplicateField, string> = {
  email: 'crm.duplicateEmail',
  siret: 'crm.duplicateSiret',
  phone: 'crm.duplicatePhone',
};

/** Clients and prospects of the caller's shop: list, read, create, update, convert, delete, duplicates. */
@Injectable()
export class ClientsService {
  constructor(
    private readonly database: Database,
    private readonly records: ClientRecords,
    private readonly team: TeamDirectory,
    private readonly links: ClientLinks,
    private readonly custom: ClientCustomValues,
  ) {}

  list(ctx: RequestContext, query: ListQueryDto): Promise<Page<ClientDto>> {
    return this.page(crmScope(ctx), query, CLIENT_LIST);
  }

  /** A page of the clients `scope` sees; `restrict` narrows it further (prospection: prospects only). */
  async page(
    scope: CrmScope,
    query: ListQueryDto,
    definition: ListDefinition,
    restrict: { prospectsOnly?: boolean } = {},
  ): Promise<Page<ClientDto>> {
    const list = parseClientList(query, definition);
    const manager = this.database.dataSource.manager;
    const builder = this.records.visible(manager, scope);
    if (restrict.prospectsOnly) builder.andWhere('c.pipe IS NOT NULL');
    applyOwnFilters(builder, scope.shopId, list);
    await this.custom.applyFilters(manager, builder, scope.shopId, list.own.custom);
    const page = await fetchPage(builder, list.request, definition);
    return { ...page, rows: await this.records.views(manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<ClientDto> {
    const manager = this.database.dataSource.manager;
    return this.records.view(manager, await this.records.find(manager, crmScope(ctx), id));
  }

  async create(ctx: RequestContext, input: CreateClientDto): Promise<ClientDto> {
    const scope = crmScope(ctx);
    const changes = clientChanges(input);
    const fields: ClientFields = { ...NEW_CLIENT, ...changes.fields };
    if (!scope.allClients) {
      assertOwnOnly(scope, changes.fields.agentId);
      fields.agentId = scope.userId;
    }
    return this.database.transaction(async (manager) => {
      await this.check(manager, scope, fields, NEW_CLIENT, null, input.allowDuplicate === true);
      const custom = await this.custom.check(manager, scope.shopId, input.customFields ?? {});
      const repository = manager.getRepository(Client);
      const client = await repository.save(
        repository.create({
          ...fields,
          ...this.records.derived(fields),
          shopId: scope.shopId,
          marketingConsentAt: fields.marketingConsent ? new Date() : null,
          convertedAt: null,
          createdById: scope.userId,
        }),
      );
      await this.saveLinked(manager, client, changes);
      await this.custom.save(manager, client, custom);
      if (client.marketingConsent) await recordConsent(manager, client, true, 'backOffice', scope.userId);
      await this.records.record(manager, client, 'created', scope.userId, { pipe: client.pipe });
      return this.records.view(manager, client);
    });
  }

  /**
   * The client withdraws marketing consent (an unsubscribe link, no login): recorded at once, so no
   * later campaign mail goes to them. Returns whether the client had consented.
   */
  async withdrawMarketingConsent(manager: EntityManager, shopId: number, clientId: number): Promise<boolean> {
    const result = await manager
      .getRepository(Client)
      .update(
        { id: clientId, shopId, marketingConsent: true },
        { marketingConsent: false, marketingConsentAt: null },
      );
    const withdrawn = (result.affected ?? 0) > 0;
    if (withdrawn) await recordConsent(manager, { id: clientId, shopId }, false, 'unsubscribe', null);
    return withdrawn;
  }

  async update(ctx: RequestContext, id: number, input: UpdateClientDto): Promise<ClientDto> {
    const scope = crmScope(ctx);
    const changes = clientChanges(input);
    return this.database.transaction(async (manager) => {
      const client = await this.records.find(manager, scope, id);
      if (client.erasedAt) throw new ConflictException('privacy.clientErased');
      if (!scope.allClients) assertOwnOnly(scope, changes.fields.agentId);
      const before: ClientFields = { ...client };
      const after: ClientFields = { ...before, ...changes.fields };
      await this.check(manager, scope, after, before, client.id, input.allowDuplicate === true);
      const custom = await this.custom.check(manager, scope.shopId, input.customFields ?? {});
      const now = new Date();
      const derived: Partial<Client> = this.records.derived(after);
      if (after.marketingConsent !== before.marketingConsent) {
        derived.marketingConsentAt = after.marketingConsent ? now : null;
        await recordConsent(manager, client, after.marketingConsent, 'backOffice', scope.userId);
      }
      const converted = before.pipe !== null && after.pipe === null;
      if (converted) derived.convertedAt = now;
      await manager.getRepository(Client).update({ id: client.id }, { ...changes.fields, ...derived });
      const updated = await manager.getRepository(Client).findOneByOrFail({ id: client.id });
      await this.saveLinked(manager, updated, changes);
      await this.custom.save(manager, updated, custom);
      if (converted)
        await this.records.record(manager, updated, 'converted', scope.userId, { from: before.pipe });
      if (after.agentId !== before.agentId) {
        await this.records.record(manager, updated, 'assigned', scope.userId, {
          from: before.agentId,
          to: after.agentId,
        });
      }
      return this.records.view(manager, updated);
    });
  }

  /** A prospect becomes a client: same record, so its history, tasks and opportunities stay. */
  async convert(ctx: RequestContext, id: number): Promise<ClientDto> {
    const scope = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      const client = await this.records.find(manager, scope, id);
      if (client.pipe === null) throw new BadRequestException('crm.notProspect');
      await manager.getRepository(Client).update({ id }, { pipe: null, convertedAt: new Date() });
      await this.records.record(manager, client, 'converted', scope.userId, { from: client.pipe });
      return this.records.view(manager, await manager.getRepository(Client).findOneByOrFail({ id }));
    });
  }

  /**
   * Deletes a client without documents, with its contacts, tags, timeline and opportunities; its tasks stay
   * (without the client). A client with documents (any context's, ClientLinks) is refused: archive it.
   */
  async remove(ctx: RequestContext, id: number): Promise<ClientDto> {
    const scope = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      const client = await this.records.find(manager, scope, id);
      const documents = await this.links.documentCounts(manager, scope.shopId, id);
      if (Object.keys(documents).length > 0) throw new ConflictException('crm.hasDocuments');
      const view = await this.records.view(manager, client);
      const opportunities = await manager.getRepository(Opportunity).findBy({ clientId: id });
      if (opportunities.length > 0) {
        await manager
          .getRepository(Task)
          .createQueryBuilder()
          .update()
          .set({ opportunityId: null })
          .where('opportunityId IN (:...ids)', { ids: opportunities.map((opportunity) => opportunity.id) })
          .execute();
        await manager.getRepository(Opportunity).delete({ clientId: id });
      }
      await manager.getRepository(Task).update({ clientId: id }, { clientId: null });
      await this.records.removeRow(manager, id);
      return view;
    });
  }

  /**
   * The clients of the shop that share the email, SIRET or phone of a form (GET /v1/clients/duplicates),
   * so the form can warn before saving. Clients the caller may not see are reported without name or id.
   */
  async duplicates(ctx: RequestContext, query: DuplicateQueryDto): Promise<DuplicateDto[]> {
    const scope = crmScope(ctx);
    const keys = clientChanges({
      email: query.email ?? null,
      siret: query.siret ?? null,
      phone: query.phone ?? null,
      mobile: query.mobile ?? null,
    }).fields as ContactKeys;
    const matches = await this.findDuplicates(
      this.database.dataSource.manager,
      scope.shopId,
      keys,
      query.excludeId ?? null,
    );
    return matches.map(({ client, fields }) => {
      const visible = scope.allClients || client.agentId === scope.userId;
      return {
        clientId: visible ? client.id : null,
        displayName: visible ? client.displayName : null,
        fields,
      };
    });
  }

  /** Name, references and duplicates of a record about to be saved; `before` is what is stored. */
  private async check(
    manager: EntityManager,
    scope: CrmScope,
    after: ClientFields,
    before: ClientFields,
    clientId: number | null,
    allowDuplicate: boolean,
  ): Promise<void> {
    if (lacksName(after)) throw new BadRequestException({ message: ['validation.needed'] });
    if (after.agentId !== null && after.agentId !== before.agentId) {
      await this.team.assertMembers(manager, scope.shopId, [after.agentId]);
    }
    if (after.userId !== null && after.userId !== before.userId) {
      await this.checkBuyer(manager, scope.shopId, after.userId, clientId);
    }
    if (allowDuplicate) return;
    // Only values that change are compared: a record saved on purpose as a duplicate stays editable.
    const changed = (field: keyof ContactKeys) => (after[field] !== before[field] ? after[field] : null);
    const keys: ContactKeys = {
      email: changed('email'),
      siret: changed('siret'),
      phone: changed('phone'),
      mobile: changed('mobile'),
    };
    const fields = new Set(
      (await this.findDuplicates(manager, scope.shopId, keys, clientId)).flatMap((match) => match.fields),
    );
    if (fields.size > 0) {
      throw new ConflictException({ message: [...fields].map((field) => DUPLICATE_MESSAGES[field]) });
    }
  }

  private async findDuplicates(
    manager: EntityManager,
    shopId: number,
    keys: ContactKeys,
    excludeId: number | null,
  ): Promise<{ client: Client; fields: DuplicateField[] }[]> {
    if (!hasContactKeys(keys)) return [];
    const phones = phonesOf(keys);
    const clauses: string[] = [];
    if (keys.email) clauses.push('c.email = :email');
    if (keys.siret) clauses.push('c.siret = :siret');
    if (phones.length > 0) clauses.push('c.phone IN (:...phones)', 'c.mobile IN (:...phones)');
    // Never an empty `()`: a filter with nothing to compare finds nothing.
    if (clauses.length === 0) return [];
    const builder = manager
      .getRepository(Client)
      .createQueryBuilder('c')
      .where('c.shopId = :shopId', { shopId })
      .andWhere(`(${clauses.join(' OR ')})`, { email: keys.email, siret: keys.siret, phones })
      .orderBy('c.id', 'ASC')
      .limit(20);
    if (excludeId !== null) builder.andWhere('c.id <> :excludeId', { excludeId });
    const clients = await builder.getMany();
    return clients.map((client) => ({ client, fields: sharedFields(keys, client) }));
  }

  /** A linked account must be a buyer of the shop, linked to no other client of it. */
  private async checkBuyer(
    manager: EntityManager,
    shopId: number,
    userId: number,
    clientId: number | null,
  ): Promise<void> {
    const buyer = await manager.getRepository(ShopMember).existsBy({ shopId, userId, role: 'buyer' });
    if (!buyer) throw new BadRequestException('crm.notShopBuyer');
    const linked = await manager
      .getRepository(Client)
      .existsBy({ shopId, userId, ...(clientId === null ? {} : { id: Not(clientId) }) });
    if (linked) throw new BadRequestException('crm.userAlreadyLinked');
  }

  private async saveLinked(manager: EntityManager, client: Client, changes: ClientChanges): Promise<void> {
    if (changes.tags) await this.records.saveTags(manager, client, changes.tags);
    if (changes.contacts) await this.records.saveContacts(manager, client, changes.contacts);
    await this.records.reindex(manager, client);
  }
}
