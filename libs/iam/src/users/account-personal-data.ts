import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PersonalDataHolder, type AccountSections } from '@cuvee/platform';
import { AccountToken } from '../accounts/account-token.entity.js';
import { Session } from '../auth/session.entity.js';
import { ShopMember } from '../shops/shop-member.entity.js';
import { User } from './user.entity.js';

/** The address an erased account keeps: unique, and never a real mailbox (`.invalid` is reserved). */
export const erasedEmail = (userId: number): string => `compte-efface-${userId}@cuvee.invalid`;

/**
 * IAM's share of a user's personal data (ADR 0066): the account, its shop memberships and sessions.
 * Erasing the account blanks the profile and addresses, makes the password unusable, blocks the
 * account, ends every session and link, and removes its memberships.
 */
@Injectable()
@PersonalDataHolder('iam')
export class AccountPersonalData implements PersonalDataHolder {
  async accountData(manager: EntityManager, userId: number): Promise<AccountSections> {
    const user = await manager.getRepository(User).findOneByOrFail({ id: userId });
    const { passwordHash: _secret, ...account } = user;
    const [memberships, sessions] = await Promise.all([
      manager.getRepository(ShopMember).find({ where: { userId }, order: { id: 'ASC' } }),
      manager.getRepository(Session).find({
        where: { userId },
        order: { id: 'ASC' },
        select: { id: true, createdAt: true, expiresAt: true, revokedAt: true, userAgent: true, ip: true },
      }),
    ]);
    return {
      account: [account],
      memberships: memberships.map(({ shopId, role, typology, createdAt }) => ({
        shopId,
        role,
        typology,
        createdAt,
      })),
      sessions: sessions.map(({ createdAt, expiresAt, revokedAt, userAgent, ip }) => ({
        createdAt,
        expiresAt,
        revokedAt,
        userAgent,
        ip,
      })),
    };
  }

  async eraseAccount(manager: EntityManager, userId: number): Promise<void> {
    await manager.getRepository(User).update(
      { id: userId },
      {
        username: `compte-efface-${userId}`,
        email: erasedEmail(userId),
        firstname: 'Compte',
        lastname: `effacé #${userId}`,
        phone: null,
        isPro: false,
        business: null,
        cart: null,
        deliveryAddress: null,
        billingAddress: null,
        // No password hashes to this: nobody can sign in again.
        passwordHash: '!',
        blocked: true,
      },
    );
    for (const entity of [Session, AccountToken, ShopMember])
      await manager.getRepository(entity).delete({ userId });
  }
}
