import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ShopMember } from './shops/shop-member.entity.js';
import { Shop } from './shops/shop.entity.js';
import { User } from './users/user.entity.js';

export const iamEntities = [User, Shop, ShopMember];

/** Identity and shops: users, shops, memberships with roles and permissions. */
@Module({
  imports: [TypeOrmModule.forFeature(iamEntities)],
  exports: [TypeOrmModule],
})
export class IamModule {}
