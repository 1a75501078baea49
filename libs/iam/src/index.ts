export { IamModule, iamEntities } from './iam.module.js';

// ---- Identity: access rules, request identity, sessions, users
export { Access, Public, ACCESS_EXTENSION, type AccessRequirement } from './auth/access.decorators.js';
export { AccessGuard, allows } from './auth/access.guard.js';
export { SHOP_HEADER, type RequestIdentity } from './auth/identity.service.js';
export {
  AccessTokens,
  ACCESS_TOKEN_TTL_SECONDS,
  JWT_ALGORITHM,
  JWT_AUDIENCE,
  JWT_ISSUER,
} from './auth/access-tokens.service.js';
export { SessionsService, REFRESH_TOKEN_TTL_MS } from './auth/sessions.service.js';
export { LOGIN_THROTTLE } from './auth/login-throttle.service.js';
export { Session } from './auth/session.entity.js';
export { ApiKey } from './api-keys/api-key.entity.js';
export { ApiKeysService, peopleScope } from './api-keys/api-keys.service.js';
export { API_KEY_PREFIX } from './domain/api-key.js';
export { LoginAttempt } from './auth/login-attempt.entity.js';
export { AccountToken, type AccountTokenPurpose } from './accounts/account-token.entity.js';
export { AccountTokensService } from './accounts/account-tokens.service.js';
export { User } from './users/user.entity.js';
export { UsersService } from './users/users.service.js';
export { UserView, MasterAccountView } from './users/dto/user-view.dto.js';
export type { Address, UserBusiness } from './domain/address.js';
export { addressLine } from './domain/address.js';
export { AddressDto, toAddress } from './users/dto/address.dto.js';
export { ROLES, type Role } from './domain/roles.js';
export { hashPassword, verifyPassword, UNUSABLE_PASSWORD_HASH } from './domain/password.js';
export { isCommonPassword, newPasswordFailure, notCommonPassword } from './domain/password-policy.js';

// ---- Shops
export { Shop, type EditedShop, type ShopBusiness } from './shops/shop.entity.js';
export {
  definedOnly,
  ShopSettingsSection,
  ShopSettingsSections,
  type ShopBank,
  type ShopFormat,
  type ShopSettings,
  type ShopSettingsPart,
  type ShopSettingsView,
  type ShopTypology,
  type ShopVatRates,
} from './shops/shop-settings-sections.js';
export type { UpdateShopDto } from './shops/dto/update-shop.dto.js';
export { ShopMember, type MemberRole } from './shops/shop-member.entity.js';
export { buildShop, integrationsMap, withDefaults, type NewShop } from './shops/shop-defaults.js';
export { shopScope, type ShopScope } from './shops/shop-scope.js';
export { findShopByKey, shopNamesById } from './shops/shop-lookup.js';

// ---- Demo data
export {
  seedIamDemo,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_SHOP_CODE,
  DEMO_SECOND_SHOP_CODE,
  DEMO_COLLABORATOR_AUTHORIZATIONS,
  type DemoAccount,
} from './demo/iam-demo-seed.js';
