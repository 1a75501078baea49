import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { personalDataSheet, PersonalDataHolder, type ClientSubject, type HolderPlan } from '@cuvee/platform';
import { CampaignDelivery } from '../campaigns/campaign-delivery.entity.js';
import { Campaign } from '../campaigns/campaign.entity.js';
import { MarketingListMember } from '../lists/marketing-list.entity.js';

/**
 * Marketing's share of a client's personal data (ADR 0066): the campaign mails sent to them and the
 * lists they were put on. An erasure blanks each mail's address and content (the row stays, so the
 * campaign's figures still add up) and takes the client off every list; nothing here is kept by law.
 */
@Injectable()
@PersonalDataHolder('marketing')
export class MarketingPersonalData implements PersonalDataHolder {
  readonly sheets = [
    personalDataSheet(
      'campaign-mails',
      [
        { key: 'campaign', header: { fr: 'Campagne', en: 'Campaign' } },
        { key: 'subject', header: { fr: 'Objet', en: 'Subject' } },
        { key: 'email', header: { fr: 'E-mail', en: 'Email' } },
        { key: 'status', header: { fr: 'Statut', en: 'Status' } },
        { key: 'sentAt', header: { fr: 'Envoyé le', en: 'Sent on' } },
        { key: 'unsubscribedAt', header: { fr: 'Désinscrit le', en: 'Unsubscribed on' } },
      ],
      (manager, subject, after, size) =>
        manager
          .getRepository(CampaignDelivery)
          .createQueryBuilder('d')
          .leftJoin(Campaign, 'c', 'c.id = d.campaignId')
          .select(['d.id AS id', 'c.name AS campaign', 'd.subject AS subject', 'd.email AS email'])
          .addSelect(['d.status AS status', 'd.sentAt AS sentAt', 'd.unsubscribedAt AS unsubscribedAt'])
          .where('d.shopId = :shopId AND d.clientId = :clientId AND d.id > :after', { ...subject, after })
          .orderBy('d.id', 'ASC')
          .limit(size)
          .getRawMany<Record<string, unknown> & { id: number }>()
          .then((rows) => rows.map((row) => ({ ...row, id: Number(row.id) }))),
      (row) => row,
    ),
  ];

  async plan(manager: EntityManager, subject: ClientSubject): Promise<HolderPlan> {
    const where = { shopId: subject.shopId, clientId: subject.clientId };
    const [mails, lists] = await Promise.all([
      manager.getRepository(CampaignDelivery).countBy(where),
      manager.getRepository(MarketingListMember).countBy(where),
    ]);
    return {
      erased: [
        { what: { fr: 'Mails de campagnes reçus', en: 'Campaign mails received' }, count: mails },
        { what: { fr: 'Listes de diffusion', en: 'Mailing lists' }, count: lists },
      ],
      kept: [],
      holdsIdentity: [],
    };
  }

  async erase(manager: EntityManager, subject: ClientSubject): Promise<void> {
    const where = { shopId: subject.shopId, clientId: subject.clientId };
    await manager
      .getRepository(CampaignDelivery)
      .update(where, { email: '', subject: '', html: '', text: '' });
    await manager.getRepository(MarketingListMember).delete(where);
  }
}
