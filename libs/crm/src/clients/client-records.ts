import { Injectable, NotFoundException } from '@nestjs/common';
import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { nicOf, sirenOf } from '@cuvee/kernel';
import type { CrmScope } from '../crm-scope.js';
import type { ClientFields } from '../domain/client-fields.js';
import { clientSearchWords, departmentOf, displayNameOf } from '../domain/client-identity.js';
import { ClientCustomValue } from '../custom-fields/client-custom-value.entity.js';
import { ClientCustomValues } from '../custom-fields/client-custom-values.js';
import { TeamDirectory, type MemberName } from '../team-directory.js';
import { ClientContact } from './client-contact.entity.js';
import { ClientEvent, type ClientEventKind } from './client-event.entity.js';
import type { NewContact } from './client-input.js';
import { ClientTag } from './client-tag.entity.js';
import { ClientWord } from './client-word.entity.js';
import { Client } from './client.entity.js';
import type { ClientDto } from './dto/client.dto.js';

/**
 * The client rows and what hangs on them (contacts, tags, search words, timeline), read and written the
 * same way by every CRM service. Reads start from `visible`: the caller's shop, and only their own clients
 * when they do not see them all, so any other id is a 404.
 */
@Injectable()
export class ClientRecords {
  constructor(
    private readonly team: TeamDirectory,
    private readonly custom: ClientCustomValues,
  ) {}

  visible(manager: EntityManager, scope: CrmScope): SelectQueryBuilder<Client> {
    const builder = manager
      .getRepository(Client)
      .createQueryBuilder('c')
      .where('c.shopId = :shopId', { shopId: scope.shopId });
    if (!scope.allClients) builder.andWhere('c.agentId = :scopeUserId', { scopeUserId: scope.userId });
    return builder;
  }

  async find(manager: EntityManager, scope: CrmScope, id: number): Promise<Client> {
    const client = await this.visible(manager, scope).andWhere('c.id = :id', { id }).getOne();
    if (!client) throw new NotFoundException('error.notFound');
    return client;
  }

  /** The derived columns of a client's values. */
  derived(fields: ClientFields): Pick<Client, 'displayName' | 'department'> {
    return { displayName: displayNameOf(fields), department: departmentOf(fields) };
  }

  async views(manager: EntityManager, clients: readonly Client[]): Promise<ClientDto[]> {
    if (clients.length === 0) return [];
    const ids = clients.map((client) => client.id);
    const [tags, contacts, names, custom] = await Promise.all([
      manager.getRepository(ClientTag).find({ where: { clientId: In(ids) }, order: { tag: 'ASC' } }),
      manager
        .getRepository(ClientContact)
        .find({ where: { clientId: In(ids) }, order: { position: 'ASC', id: 'ASC' } }),
      this.team.names(
        manager,
        clients.map((client) => client.agentId),
      ),
      this.custom.valuesOf(manager, clients[0]!.shopId, ids),
    ]);
    return clients.map((client) =>
      toClientDto(
        client,
        tags.filter((tag) => tag.clientId === client.id).map((tag) => tag.tag),
        contacts.filter((contact) => contact.clientId === client.id),
        client.agentId === null ? null : (names.get(client.agentId) ?? null),
        custom.get(client.id) ?? {},
      ),
    );
  }

  async view(manager: EntityManager, client: Client): Promise<ClientDto> {
    return (await this.views(manager, [client]))[0]!;
  }

  async saveTags(manager: EntityManager, client: Client, tags: readonly string[]): Promise<void> {
    await manager.getRepository(ClientTag).delete({ clientId: client.id });
    if (tags.length === 0) return;
    await manager
      .getRepository(ClientTag)
      .insert(tags.map((tag) => ({ clientId: client.id, shopId: client.shopId, tag })));
  }

  async saveContacts(manager: EntityManager, client: Client, contacts: readonly NewContact[]): Promise<void> {
    await manager.getRepository(ClientContact).delete({ clientId: client.id });
    if (contacts.length === 0) return;
    await manager.getRepository(ClientContact).insert(
      contacts.map((contact, position) => ({
        ...contact,
        clientId: client.id,
        shopId: client.shopId,
        position,
      })),
    );
  }

  /** Rewrites the client's search words from its values and contacts. */
  async reindex(manager: EntityManager, client: Client): Promise<void> {
    const contacts = await manager.getRepository(ClientContact).findBy({ clientId: client.id });
    const words = clientSearchWords(client, contacts);
    await manager.getRepository(ClientWord).delete({ clientId: client.id });
    if (words.length === 0) return;
    await manager
      .getRepository(ClientWord)
      .insert(words.map((word) => ({ clientId: client.id, shopId: client.shopId, word })));
  }

  /** Adds a line to the client's timeline. */
  async record(
    manager: EntityManager,
    client: Pick<Client, 'id' | 'shopId'>,
    kind: ClientEventKind,
    authorId: number | null,
    data: ClientEvent['data'] = null,
    text: string | null = null,
  ): Promise<ClientEvent> {
    return manager
      .getRepository(ClientEvent)
      .save(
        manager
          .getRepository(ClientEvent)
          .create({ shopId: client.shopId, clientId: client.id, kind, authorId, data, text }),
      );
  }

  /** Removes a client and its own rows (contacts, tags, words, timeline, custom values); other rows are the caller's. */
  async removeRow(manager: EntityManager, clientId: number): Promise<void> {
    for (const entity of [ClientContact, ClientTag, ClientWord, ClientEvent, ClientCustomValue]) {
      await manager.getRepository(entity).delete({ clientId });
    }
    await manager.getRepository(Client).delete({ id: clientId });
  }
}

export function toClientDto(
  client: Client,
  tags: string[],
  contacts: readonly ClientContact[],
  agent: MemberName | null,
  customFields: ClientDto['customFields'],
): ClientDto {
  return {
    id: client.id,
    isPro: client.isPro,
    civility: client.civility,
    firstname: client.firstname,
    lastname: client.lastname,
    businessName: client.businessName,
    businessReason: client.businessReason,
    displayName: client.displayName,
    email: client.email,
    phone: client.phone,
    mobile: client.mobile,
    siret: client.siret,
    siren: client.siret ? sirenOf(client.siret) : null,
    nic: client.siret ? nicOf(client.siret) : null,
    vatNumber: client.vatNumber,
    exciseNumber: client.exciseNumber,
    typology: client.typology,
    tags,
    contacts: contacts.map((contact) => ({
      id: contact.id,
      firstname: contact.firstname,
      lastname: contact.lastname,
      role: contact.role,
      email: contact.email,
      phone: contact.phone,
    })),
    customFields,
    billingAddress: client.billingAddress,
    deliveryAddress: client.deliveryAddress,
    department: client.department,
    notes: client.notes,
    paymentDelay: client.paymentDelay,
    paymentType: client.paymentType,
    accountingCode: client.accountingCode,
    agentId: client.agentId,
    agent,
    marketingConsent: client.marketingConsent,
    marketingConsentAt: client.marketingConsentAt,
    userId: client.userId,
    pipe: client.pipe,
    isProspect: client.pipe !== null,
    convertedAt: client.convertedAt,
    archived: client.archived,
    erasureRequestedAt: client.erasureRequestedAt,
    erasedAt: client.erasedAt,
    erasureProposedAt: client.erasureProposedAt,
    createdAt: client.createdAt,
    updatedAt: client.updatedAt,
  };
}
