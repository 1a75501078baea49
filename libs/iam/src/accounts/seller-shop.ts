import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { PUBLIC_TYPOLOGY } from '@cuvee/kernel';
import { buildShop } from '../shops/shop-defaults.js';
import { isUrlShopTaken } from '../shops/shop-lookup.js';
import { ShopMember } from '../shops/shop-member.entity.js';
import { Shop } from '../shops/shop.entity.js';

// No 0/O, 1/I/L: the code is read aloud and typed from paper.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** "Domaine de l'Étoile" → "domaine-de-l-etoile": the shop's address in its public links. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'boutique';
}

async function uniqueCode(manager: EntityManager): Promise<string> {
  const shops = manager.getRepository(Shop);
  for (;;) {
    const code = Array.from(
      { length: CODE_LENGTH },
      () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
    ).join('');
    // Never another shop's url name either: /{name} opens a shop by url name or by code.
    if (!(await shops.existsBy({ code })) && !(await shops.existsBy({ urlShop: code.toLowerCase() })))
      return code;
  }
}

/** The slug, or the slug with the first free suffix (-2, -3…); never a name the front ends route on. */
async function uniqueUrlShop(manager: EntityManager, name: string): Promise<string> {
  const base = slugify(name);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isUrlShopTaken(manager, candidate, null))) return candidate;
  }
}

export interface SellerShopInput {
  name: string;
  businessType: string;
  ownerId: number;
  contactEmail: string;
  refId: string | null;
}

/** A seller registration's shop, with the defaults of the shops area, and its owner membership. */
export async function openSellerShop(manager: EntityManager, input: SellerShopInput): Promise<Shop> {
  const shops = manager.getRepository(Shop);
  const shop = await shops.save(
    shops.create(
      buildShop({
        code: await uniqueCode(manager),
        urlShop: await uniqueUrlShop(manager, input.name),
        name: input.name,
        businessType: input.businessType,
        ownerId: input.ownerId,
        contactEmail: input.contactEmail,
        refId: input.refId,
      }),
    ),
  );
  const members = manager.getRepository(ShopMember);
  await members.save(
    members.create({
      shopId: shop.id,
      userId: input.ownerId,
      role: 'owner',
      typology: PUBLIC_TYPOLOGY,
      blocked: false,
      authorizations: null,
      reportsToUserId: null,
    }),
  );
  return shop;
}
