/* eslint-disable @nx/enforce-module-boundaries -- The browser tests drive the real system (see
   apps/backoffice/e2e/support/api.ts): a buyer's typology in a shop is set the way the shop's owner
   will once the buyers screen exists, straight in the shop's membership. Only test code does this. */
import { ShopMember } from '@cuvee/iam';
import { Database } from '@cuvee/platform';
import type { TestApi } from '@cuvee/testing';

/** Puts a user in a typology (price list) of a shop: `public`, `restaurant`, `caviste`… */
export async function setTypology(
  api: TestApi,
  shopId: number,
  userId: number,
  typology: string,
): Promise<void> {
  await api.get(Database).dataSource.getRepository(ShopMember).update({ shopId, userId }, { typology });
}
