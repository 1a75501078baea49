import type { EntityManager } from 'typeorm';
import { DEMO_SHOP_CODE, Shop } from '@cuvee/iam';
import { Campaign } from '../campaigns/campaign.entity.js';
import { sanitizeRichText } from '@cuvee/kernel/node';
import { MarketingList } from '../lists/marketing-list.entity.js';
import { EmailModel } from '../models/email-model.entity.js';

/*
 * The winery's marketing: two lists (its professional clients, its private clients of the Loire), a
 * standard and an advanced model, and a draft campaign announcing the new vintage. Nothing is sent.
 * Idempotent: a shop with lists is left as it is.
 */
export async function seedMarketingDemo(manager: EntityManager): Promise<void> {
  const shop = await manager.getRepository(Shop).findOneBy({ code: DEMO_SHOP_CODE });
  if (!shop || (await manager.getRepository(MarketingList).existsBy({ shopId: shop.id }))) return;
  const lists = await manager.getRepository(MarketingList).save([
    { shopId: shop.id, name: 'Professionnels', kind: 'dynamic', filter: { isPro: true }, archived: false },
    {
      shopId: shop.id,
      name: 'Particuliers de la Loire',
      kind: 'dynamic',
      filter: { isPro: false, departments: ['37', '41', '44', '45', '49'] },
      archived: false,
    },
  ]);
  const [standard] = await manager.getRepository(EmailModel).save([
    {
      shopId: shop.id,
      name: 'Nouveau millésime',
      kind: 'standard',
      subject: '{{firstname}}, le nouveau millésime est arrivé',
      html: sanitizeRichText(
        '<h2>Bonjour {{firstname}},</h2><p>Notre nouveau millésime est en bouteille : venez le goûter au domaine ou commandez-le sur notre boutique.</p><p style="font-size: 12px">{{signature}}, {{shopName}}</p>',
      ),
      blocks: [],
      archived: false,
    },
    {
      shopId: shop.id,
      name: 'Offre de fin d’année',
      kind: 'advanced',
      subject: 'Nos coffrets de fin d’année',
      html: '',
      blocks: [
        {
          kind: 'text',
          html: '<h1>Les fêtes au domaine</h1><p>Bonjour {{firstname}}, nos coffrets sont prêts.</p>',
        },
        {
          kind: 'products',
          items: [
            { name: 'Coffret découverte', price: '45,00 €' },
            { name: 'Coffret prestige', price: '89,00 €' },
          ],
        },
        { kind: 'button', label: 'Commander', url: 'https://cuvee.example/boutique' },
        { kind: 'footer', html: '<p>{{shopName}}</p>' },
      ],
      archived: false,
    },
  ]);
  await manager.getRepository(Campaign).save({
    shopId: shop.id,
    name: 'Annonce du millésime',
    subject: standard!.subject,
    modelId: standard!.id,
    listIds: lists.map((list) => list.id),
    senderName: shop.name,
    senderEmail: shop.contactEmail ?? 'contact@cuvee.local',
    status: 'draft',
    scheduledAt: null,
    startedAt: null,
    finishedAt: null,
    total: 0,
    prepared: false,
    preparedUpTo: 0,
    createdById: null,
  });
}
