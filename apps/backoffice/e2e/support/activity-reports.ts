/* eslint-disable @nx/enforce-module-boundaries -- Test code: the campaigns report's browser test writes a
   campaign as marketing's sender leaves it once sent (the sender needs a mail server the test does not
   run), on the in-process API's database. */
import { randomBytes } from 'node:crypto';
import { Campaign, CampaignDelivery } from '@cuvee/marketing';
import { Database } from '@cuvee/platform';
import type { TestApi } from '@cuvee/testing';

/** A campaign sent now to the clients given, every mail delivered. */
export async function sentCampaign(
  api: TestApi,
  shopId: number,
  name: string,
  clients: { id: number; email: string }[],
): Promise<number> {
  const manager = api.get(Database).dataSource.manager;
  const now = new Date();
  const campaign = await manager.getRepository(Campaign).save({
    shopId,
    name,
    subject: name,
    modelId: 1,
    listIds: [],
    senderName: 'Domaine',
    senderEmail: 'contact@exemple.fr',
    status: 'sent',
    startedAt: now,
    finishedAt: now,
    total: clients.length,
    prepared: true,
  });
  await manager.getRepository(CampaignDelivery).save(
    clients.map((client) => {
      const token = randomBytes(16).toString('hex');
      return {
        shopId,
        campaignId: campaign.id,
        clientId: client.id,
        email: client.email,
        token,
        subject: name,
        html: `<p>${name}</p>`,
        text: name,
        status: 'sent' as const,
        messageId: `<${token}@exemple.fr>`,
        sentAt: now,
      };
    }),
  );
  return campaign.id;
}
