import { Brackets, type EntityManager, type SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';
import { Client } from '@cuvee/crm';
import type { ListFilter } from '../domain/campaign-rules.js';
import { MarketingListMember, type MarketingList } from './marketing-list.entity.js';

/**
 * Who a set of lists reaches, as one query on the CRM's clients: the members of the static lists or
 * the clients a dynamic list's filter matches, archived clients left out. `consenting` keeps only the
 * clients who may receive marketing mail (a recorded opt-in and an address).
 */
export function recipientsQuery(
  manager: EntityManager,
  shopId: number,
  lists: Pick<MarketingList, 'id' | 'kind' | 'filter'>[],
  consenting: boolean,
): SelectQueryBuilder<Client> {
  const builder = manager
    .getRepository(Client)
    .createQueryBuilder('c')
    .where('c.shopId = :shopId AND c.archived = :archived', { shopId, archived: false });
  if (consenting)
    builder.andWhere('c.marketingConsent = :consent AND c.email IS NOT NULL', { consent: true });
  const staticIds = lists.filter((list) => list.kind === 'static').map((list) => list.id);
  const dynamic = lists.filter((list) => list.kind === 'dynamic');
  builder.andWhere(
    new Brackets((any) => {
      // Never true on its own: a set of lists with neither kind reaches nobody.
      any.where('1 = 0');
      if (staticIds.length) {
        const members = manager
          .getRepository(MarketingListMember)
          .createQueryBuilder('m')
          .select('m.clientId')
          .where('m.shopId = :shopId AND m.listId IN (:...staticIds)');
        any.orWhere(`c.id IN (${members.getQuery()})`, { staticIds });
      }
      dynamic.forEach((list, index) =>
        any.orWhere(new Brackets((all) => matchFilter(all, list.filter ?? {}, `f${index}`))),
      );
    }),
  );
  return builder;
}

/** A dynamic list's criteria on the client row (and its tags); names are prefixed to stay apart. */
function matchFilter(where: WhereExpressionBuilder, filter: ListFilter, prefix: string): void {
  where.where(filter.withProspects ? '1 = 1' : 'c.pipe IS NULL');
  if (filter.typologies?.length)
    where.andWhere(`c.typology IN (:...${prefix}typologies)`, { [`${prefix}typologies`]: filter.typologies });
  if (filter.departments?.length)
    where.andWhere(`c.department IN (:...${prefix}departments)`, {
      [`${prefix}departments`]: filter.departments,
    });
  if (filter.agentIds?.length)
    where.andWhere(`c.agentId IN (:...${prefix}agents)`, { [`${prefix}agents`]: filter.agentIds });
  if (filter.isPro !== undefined)
    where.andWhere(`c.isPro = :${prefix}pro`, { [`${prefix}pro`]: filter.isPro });
  if (filter.tags?.length)
    where.andWhere(
      `c.id IN (SELECT t.clientId FROM client_tags t WHERE t.shopId = c.shopId AND t.tag IN (:...${prefix}tags))`,
      { [`${prefix}tags`]: filter.tags },
    );
}
