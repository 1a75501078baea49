import type { EntityManager } from 'typeorm';
import { In, Not } from 'typeorm';
import { isReservedShopName } from '@cuvee/kernel';
import { Shop } from './shop.entity.js';

/*
 * How a shop is found from the address (ADR 0012): /shops/{id} takes the numeric id, /{name} the
 * address name (urlShop) or, for links printed before a shop chose its name, the public code. Url names
 * are lower-case and codes upper-case, so the lookups behave the same on SQLite (case-sensitive) and
 * MySQL (case-insensitive collation).
 */

/** The shop a key of the address names, blocked or not (the caller decides); null when none. */
export async function findShopByKey(manager: EntityManager, key: string): Promise<Shop | null> {
  const repository = manager.getRepository(Shop);
  const trimmed = key.trim();
  if (/^\d{1,10}$/.test(trimmed)) return repository.findOneBy({ id: Number(trimmed) });
  if (trimmed.length === 0 || trimmed.length > 100) return null;
  return (
    (await repository.findOneBy({ urlShop: trimmed.toLowerCase() })) ??
    (trimmed.length <= 32 ? await repository.findOneBy({ code: trimmed.toUpperCase() }) : null)
  );
}

/**
 * A url name another shop could be confused with: a path of the fronts, another shop's url name, or
 * another shop's public code (/{code} also opens a shop).
 */
export async function isUrlShopTaken(
  manager: EntityManager,
  urlShop: string,
  exceptShopId: number | null,
): Promise<boolean> {
  if (isReservedShopName(urlShop)) return true;
  const others = exceptShopId === null ? {} : { id: Not(exceptShopId) };
  const repository = manager.getRepository(Shop);
  return (
    (await repository.existsBy({ urlShop: urlShop.toLowerCase(), ...others })) ||
    (await repository.existsBy({ code: urlShop.toUpperCase(), ...others }))
  );
}

/** The names of the shops of `ids` (repeats and unknown ids allowed), in one read. */
export async function shopNamesById(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const shops = await manager
    .getRepository(Shop)
    .find({ where: { id: In(unique) }, select: { id: true, name: true } });
  return new Map(shops.map((shop) => [shop.id, shop.name]));
}
