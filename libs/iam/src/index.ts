export { IamModule, iamEntities } from './iam.module.js';
export { User } from './users/user.entity.js';
export { Shop, type ShopSettings } from './shops/shop.entity.js';
export { ShopMember } from './shops/shop-member.entity.js';
export { ROLES, type Role } from './domain/roles.js';
export { hashPassword, verifyPassword } from './domain/password.js';
export {
  seedIamDemo,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_SHOP_CODE,
  type DemoAccount,
} from './demo/iam-demo-seed.js';
