import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { BillingDocument } from '@cuvee/billing';
import { DEMO_SHOP_CODE, Shop } from '@cuvee/iam';
import { AccountingEntry } from '../entries/accounting-entry.entity.js';
import { postDocument } from '../entries/billing-postings.js';

/**
 * The demo's books: billing's demo writes its documents without issuing them through the service, so
 * no event posted them; their sales entries are posted here, in issue order (idempotent). The demo's
 * payments are not posted: their entries would need billing's payment rows, which it keeps to itself.
 */
export async function seedAccountingDemo(manager: EntityManager): Promise<void> {
  const shop = await manager.getRepository(Shop).findOneBy({ code: DEMO_SHOP_CODE });
  if (!shop) return;
  const documents = await manager.getRepository(BillingDocument).find({
    where: { shopId: shop.id, kind: In(['invoice', 'deposit', 'creditNote']), number: Not(IsNull()) },
    select: { id: true },
    order: { issuedAt: 'ASC', id: 'ASC' },
  });
  const posted = new Set(
    (
      await manager
        .getRepository(AccountingEntry)
        .find({ where: { shopId: shop.id, source: 'document' }, select: { sourceId: true } })
    ).map((entry) => entry.sourceId),
  );
  for (const document of documents)
    if (!posted.has(document.id)) await postDocument(manager, shop.id, document.id);
}
