import { In, type EntityManager } from 'typeorm';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { OPEN_STATUSES } from '../domain/settlement.js';

const PAYABLE_KINDS = ['invoice', 'deposit'] as const;

/** The shop's invoices and deposits still owed, oldest first (of these clients, or of all). */
export function openDocuments(
  manager: EntityManager,
  shopId: number,
  clientIds: number[] | null,
): Promise<BillingDocument[]> {
  return manager.getRepository(BillingDocument).find({
    where: {
      shopId,
      kind: In([...PAYABLE_KINDS]),
      status: In([...OPEN_STATUSES]),
      ...(clientIds ? { clientId: In(clientIds) } : {}),
    },
    order: { issueDate: 'ASC', id: 'ASC' },
  });
}
