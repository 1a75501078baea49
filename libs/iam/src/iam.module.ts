import { Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountTokensService } from './accounts/account-tokens.service.js';
import { AccessGuard } from './auth/access.guard.js';
import { identityControllers, identityEntities, identityProviders } from './auth/identity.providers.js';
import { SessionsService } from './auth/sessions.service.js';
import { ShopSettingsSections } from './shops/shop-settings-sections.js';
import { shopControllers, shopEntities, shopProviders } from './shops/shops.providers.js';
import { UsersService } from './users/users.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const iamEntities = [...identityEntities, ...shopEntities];

/**
 * Identity and shops: users, sessions, accounts, shops, memberships with roles and permissions.
 * Provides the global access guard: every endpoint of the API needs a valid access token unless it is
 * marked `@Public()` (ADR 0008).
 */
@Module({
  imports: [TypeOrmModule.forFeature(iamEntities), DiscoveryModule],
  controllers: [...identityControllers, ...shopControllers],
  providers: [...identityProviders, ...shopProviders, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [TypeOrmModule, SessionsService, UsersService, AccountTokensService, ShopSettingsSections],
})
export class IamModule {}
