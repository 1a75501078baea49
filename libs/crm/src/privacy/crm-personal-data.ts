import { Injectable } from '@nestjs/common';
import { erasedDisplayName } from '@cuvee/kernel';
import { In, type EntityManager } from 'typeorm';
import { addressLine } from '@cuvee/iam';
import {
  clientRowsOf,
  personalDataSheet,
  PersonalDataHolder,
  type AccountSections,
  type ClientSubject,
  type Erasure,
  type HolderPlan,
} from '@cuvee/platform';
import { ClientContact } from '../clients/client-contact.entity.js';
import { ClientEvent } from '../clients/client-event.entity.js';
import { ClientRecords } from '../clients/client-records.js';
import { ClientTag } from '../clients/client-tag.entity.js';
import { ClientCustomField } from '../custom-fields/client-custom-field.entity.js';
import { ClientCustomValue } from '../custom-fields/client-custom-value.entity.js';
import { ClientWord } from '../clients/client-word.entity.js';
import { Client } from '../clients/client.entity.js';
import { CONSENT_SOURCE_LABELS, erasedFields } from '../domain/privacy.js';
import { CLIENT_EXPORT_COLUMNS, clientExportRow } from '../imports/clients-export.js';
import { Opportunity } from '../opportunities/opportunity.entity.js';
import { Task } from '../tasks/task.entity.js';
import { ClientConsent } from './client-consent.entity.js';
import { recordConsent } from './consent-history.js';

const WHEN = { fr: 'Date', en: 'Date' };

/**
 * The CRM's share of a client's personal data (ADR 0066): the record, its contacts, timeline, tags,
 * custom fields' values, opportunities, tasks and consent history. An erasure deletes all but the consent history (proof,
 * without personal data) and blanks the record, or — while another context holds the identity — keeps
 * the identity and contact details and marks the erasure as asked, for the retention job to complete.
 */
@Injectable()
@PersonalDataHolder('crm')
export class CrmPersonalData implements PersonalDataHolder {
  constructor(private readonly records: ClientRecords) {}

  readonly sheets = [
    personalDataSheet(
      'client',
      [
        ...CLIENT_EXPORT_COLUMNS,
        { key: 'deliveryAddress', header: { fr: 'Adresse de livraison', en: 'Delivery address' } },
        { key: 'marketingConsent', header: { fr: 'Consentement marketing', en: 'Marketing consent' } },
        { key: 'createdAt', header: { fr: 'Créé le', en: 'Created on' } },
      ],
      (manager, subject, after) =>
        after > 0
          ? Promise.resolve([])
          : manager.getRepository(Client).findBy({ shopId: subject.shopId, id: subject.clientId }),
      (client, locale) => ({
        ...clientExportRow(client, locale),
        deliveryAddress: addressLine(client.deliveryAddress),
        marketingConsent: client.marketingConsent,
        createdAt: client.createdAt,
      }),
    ),
    personalDataSheet(
      'contacts',
      [
        { key: 'firstname', header: { fr: 'Prénom', en: 'First name' } },
        { key: 'lastname', header: { fr: 'Nom', en: 'Last name' } },
        { key: 'role', header: { fr: 'Fonction', en: 'Role' } },
        { key: 'email', header: { fr: 'E-mail', en: 'Email' } },
        { key: 'phone', header: { fr: 'Téléphone', en: 'Phone' } },
      ],
      clientRowsOf(ClientContact),
      (contact) => ({ ...contact }),
    ),
    personalDataSheet(
      'timeline',
      [
        { key: 'createdAt', header: WHEN },
        { key: 'kind', header: { fr: 'Type', en: 'Kind' } },
        { key: 'text', header: { fr: 'Note', en: 'Note' } },
      ],
      clientRowsOf(ClientEvent),
      (event) => ({ ...event }),
    ),
    personalDataSheet(
      'tags',
      [{ key: 'tag', header: { fr: 'Étiquette', en: 'Tag' } }],
      // Tags have no id of their own: one page holds them all (a client has a few).
      (manager, subject, after) =>
        after > 0
          ? Promise.resolve([])
          : manager
              .getRepository(ClientTag)
              .findBy({ shopId: subject.shopId, clientId: subject.clientId })
              .then((tags) => tags.map((tag, index) => ({ id: index + 1, tag: tag.tag }))),
      (tag) => ({ tag: tag.tag }),
    ),
    personalDataSheet(
      'custom-fields',
      [
        { key: 'field', header: { fr: 'Champ', en: 'Field' } },
        { key: 'value', header: { fr: 'Valeur', en: 'Value' } },
      ],
      // At most one value per field of the shop (30): one page holds them all.
      (manager, subject, after) =>
        after > 0
          ? Promise.resolve([])
          : manager
              .getRepository(ClientCustomValue)
              .createQueryBuilder('v')
              .innerJoin(ClientCustomField, 'f', 'f.id = v.fieldId')
              .select('f.label', 'field')
              .addSelect('v.value', 'value')
              .where('v.shopId = :shopId AND v.clientId = :clientId', subject)
              .orderBy('f.position', 'ASC')
              .getRawMany<{ field: string; value: string }>()
              .then((values) => values.map((value, index) => ({ id: index + 1, ...value }))),
      (value) => ({ field: value.field, value: value.value }),
    ),
    personalDataSheet(
      'opportunities',
      [
        { key: 'title', header: { fr: 'Opportunité', en: 'Opportunity' } },
        { key: 'amount', header: { fr: 'Montant (€)', en: 'Amount (€)' } },
        { key: 'expectedCloseDate', header: { fr: 'Clôture prévue', en: 'Expected close' } },
        { key: 'createdAt', header: WHEN },
      ],
      clientRowsOf(Opportunity),
      (opportunity) => ({ ...opportunity, amount: opportunity.amountCents / 100 }),
    ),
    personalDataSheet(
      'tasks',
      [
        { key: 'title', header: { fr: 'Tâche', en: 'Task' } },
        { key: 'description', header: { fr: 'Description', en: 'Description' } },
        { key: 'dueAt', header: { fr: 'Échéance', en: 'Due' } },
        { key: 'done', header: { fr: 'Faite', en: 'Done' } },
      ],
      clientRowsOf(Task),
      (task) => ({ ...task }),
    ),
    personalDataSheet(
      'consents',
      [
        { key: 'createdAt', header: WHEN },
        { key: 'granted', header: { fr: 'Consentement donné', en: 'Consent given' } },
        { key: 'source', header: { fr: 'Origine', en: 'Source' } },
      ],
      clientRowsOf(ClientConsent),
      (consent, locale) => ({ ...consent, source: CONSENT_SOURCE_LABELS[consent.source][locale] }),
    ),
  ];

  /** The shops' client records linked to the account (each shop's file, asked of that shop). */
  async accountData(manager: EntityManager, userId: number): Promise<AccountSections> {
    const clients = await manager.getRepository(Client).find({ where: { userId }, order: { id: 'ASC' } });
    return {
      clientRecords: clients.map(({ id, shopId, displayName, email, createdAt }) => ({
        shopId,
        clientId: id,
        displayName,
        email,
        createdAt,
      })),
    };
  }

  /**
   * An erased account leaves each shop's client record (the shop's own file, under its own retention)
   * but no longer linked to a person's login, and without marketing consent.
   */
  async eraseAccount(manager: EntityManager, userId: number): Promise<void> {
    const clients = await manager.getRepository(Client).findBy({ userId });
    const consenting = clients.filter((client) => client.marketingConsent);
    await recordConsent(manager, consenting, false, 'erasure', null);
    await manager
      .getRepository(Client)
      .update({ userId }, { userId: null, marketingConsent: false, marketingConsentAt: null });
  }

  async plan(manager: EntityManager, subject: ClientSubject): Promise<HolderPlan> {
    const client = await manager.getRepository(Client).findOneByOrFail({ id: subject.clientId });
    const where = { shopId: subject.shopId, clientId: subject.clientId };
    const [contacts, events, tags, custom, opportunities, tasks, consents] = await Promise.all([
      manager.getRepository(ClientContact).countBy(where),
      manager.getRepository(ClientEvent).countBy(where),
      manager.getRepository(ClientTag).countBy(where),
      manager.getRepository(ClientCustomValue).countBy(where),
      manager.getRepository(Opportunity).countBy(where),
      manager.getRepository(Task).countBy(where),
      manager.getRepository(ClientConsent).countBy(where),
    ]);
    return {
      identity: {
        what: { fr: 'Identité et coordonnées', en: 'Identity and contact details' },
        count: client.erasedAt ? 0 : 1,
      },
      erased: [
        { what: { fr: 'Contacts', en: 'Contacts' }, count: contacts },
        {
          what: { fr: 'Notes et historique', en: 'Notes and history' },
          count: events + (client.notes ? 1 : 0),
        },
        { what: { fr: 'Étiquettes', en: 'Tags' }, count: tags },
        { what: { fr: 'Champs personnalisés', en: 'Custom fields' }, count: custom },
        { what: { fr: 'Opportunités', en: 'Opportunities' }, count: opportunities },
        { what: { fr: 'Tâches', en: 'Tasks' }, count: tasks },
        {
          what: { fr: 'Consentement marketing', en: 'Marketing consent' },
          count: client.marketingConsent ? 1 : 0,
        },
      ],
      kept: [
        {
          what: { fr: 'Historique des consentements', en: 'Consent history' },
          count: consents + (client.marketingConsent ? 1 : 0),
          why: {
            fr: 'Preuve du consentement et de son retrait ; ne contient aucune donnée personnelle',
            en: 'Proof of consent and of its withdrawal; holds no personal data',
          },
          until: null,
        },
      ],
      holdsIdentity: [],
    };
  }

  async erase(manager: EntityManager, subject: ClientSubject, erasure: Erasure): Promise<void> {
    const repository = manager.getRepository(Client);
    const client = await repository.findOneByOrFail({ id: subject.clientId, shopId: subject.shopId });
    const where = { shopId: subject.shopId, clientId: client.id };
    const opportunities = await manager.getRepository(Opportunity).findBy(where);
    if (opportunities.length > 0)
      await manager
        .getRepository(Task)
        .update(
          { opportunityId: In(opportunities.map((opportunity) => opportunity.id)) },
          { opportunityId: null },
        );
    for (const entity of [
      ClientContact,
      ClientEvent,
      ClientTag,
      ClientWord,
      ClientCustomValue,
      Opportunity,
      Task,
    ])
      await manager.getRepository(entity).delete(where);
    if (client.marketingConsent) await recordConsent(manager, client, false, 'erasure', null);
    if (erasure.identityHeld) {
      await repository.update(
        { id: client.id },
        {
          notes: null,
          marketingConsent: false,
          marketingConsentAt: null,
          erasureRequestedAt: client.erasureRequestedAt ?? erasure.at,
          erasureProposedAt: null,
        },
      );
      // Its contacts are gone: the search words are those of the identity kept.
      await this.records.reindex(manager, await repository.findOneByOrFail({ id: client.id }));
      return;
    }
    await repository.update(
      { id: client.id },
      {
        ...erasedFields(client),
        displayName: erasedDisplayName(client.id),
        department: null,
        marketingConsentAt: null,
        erasureRequestedAt: client.erasureRequestedAt ?? erasure.at,
        erasedAt: erasure.at,
        erasureProposedAt: null,
      },
    );
  }
}
