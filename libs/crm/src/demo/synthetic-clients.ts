import { In, type EntityManager } from 'typeorm';
import { CLIENT_TYPOLOGIES, FRENCH_DEPARTMENTS, type DepartmentCode } from '@cuvee/kernel';
import { ClientTag } from '../clients/client-tag.entity.js';
import { ClientWord } from '../clients/client-word.entity.js';
import { Client } from '../clients/client.entity.js';
import { clientSearchWords, displayNameOf } from '../domain/client-identity.js';
import { postalAddress } from '../domain/postal-address.js';

/*
 * Volume data for the scale test and the benchmark (tools/bench/crm): many plausible clients in one shop,
 * spread over typologies, departments and agents, inserted in bulk. Deterministic (a fixed pseudo-random
 * sequence), so two runs measure the same data.
 */

export interface SyntheticClientsOptions {
  count: number;
  /** Team members to spread the clients over (a quarter stay unassigned). */
  agentIds?: readonly number[];
  /** Also write search words (slower; needed to measure `q`). */
  withWords?: boolean;
  /** Also tag one client in ten. */
  withTags?: boolean;
  chunkSize?: number;
}

const FIRST_NAMES = ['Jean', 'Marie', 'Pierre', 'Sophie', 'Luc', 'Camille', 'Hugo', 'Léa', 'Louis', 'Chloé'];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
];
const BUSINESS = ['Cave', 'Bistrot', 'Hôtel', 'Épicerie', 'Bar', 'Comptoir', 'Maison', 'Cellier'];
const NOUNS = [
  'du Port',
  'des Halles',
  'du Marché',
  'Saint-Vincent',
  'des Vignes',
  'de la Place',
  'du Château',
];
export const SYNTHETIC_TAGS = ['salon', 'fidèle', 'bio', 'export', 'noël'];

/** A small linear congruential generator: the same sequence on every run. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function zipcodeOf(department: DepartmentCode, random: () => number): string {
  if (department === '2A') return '20000';
  if (department === '2B') return '20200';
  const tail = String(Math.floor(random() * 90) + 10);
  return department.length === 3 ? `${department}${tail}` : `${department}0${tail}`;
}

/** Inserts `count` clients into the shop, in chunks (one INSERT each). */
export async function insertSyntheticClients(
  manager: EntityManager,
  shopId: number,
  options: SyntheticClientsOptions,
): Promise<void> {
  const random = sequence(20_260_101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chunkSize = options.chunkSize ?? 400;
  const agents = options.agentIds ?? [];
  for (let start = 0; start < options.count; start += chunkSize) {
    const rows = [];
    for (let index = start; index < Math.min(start + chunkSize, options.count); index += 1) {
      const isPro = random() < 0.6;
      const department = pick(FRENCH_DEPARTMENTS).key;
      const place = { zipcode: zipcodeOf(department, random), city: `Ville ${department}`, country: 'FR' };
      const names = {
        isPro,
        firstname: isPro ? null : pick(FIRST_NAMES),
        lastname: isPro ? null : pick(LAST_NAMES),
        businessName: isPro ? `${pick(BUSINESS)} ${pick(NOUNS)} ${index}` : null,
        businessReason: null,
      };
      rows.push({
        ...names,
        shopId,
        displayName: displayNameOf(names),
        email: `client${index}@synthetic.test`,
        typology: isPro ? pick(CLIENT_TYPOLOGIES).key : 'public',
        billingAddress: postalAddress({ street: `${index} rue de la Paix`, ...place }),
        deliveryAddress: null,
        department,
        agentId: agents.length > 0 && random() >= 0.25 ? pick(agents) : null,
        pipe: random() < 0.2 ? ('Prospect' as const) : null,
      });
    }
    await manager.createQueryBuilder().insert().into(Client).values(rows).updateEntity(false).execute();
    if (!options.withWords && !options.withTags) continue;
    const inserted = await manager.getRepository(Client).find({
      where: { shopId, email: In(rows.map((row) => row.email)) },
    });
    if (options.withWords) {
      const words = inserted.flatMap((client) =>
        clientSearchWords(client, []).map((word) => ({ clientId: client.id, shopId, word })),
      );
      await manager
        .createQueryBuilder()
        .insert()
        .into(ClientWord)
        .values(words)
        .updateEntity(false)
        .execute();
    }
    if (options.withTags) {
      const tags = inserted
        .filter((client) => client.id % 10 === 0)
        .map((client) => ({
          clientId: client.id,
          shopId,
          tag: SYNTHETIC_TAGS[Math.floor(client.id / 10) % SYNTHETIC_TAGS.length]!,
        }));
      if (tags.length > 0) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(ClientTag)
          .values(tags)
          .updateEntity(false)
          .execute();
      }
    }
  }
}
