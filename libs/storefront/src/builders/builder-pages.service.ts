import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { readSections, type ValidationFailure } from '@cuvee/kernel';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  isUniqueViolation,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  parseListQuery,
  type RequestContext,
} from '@cuvee/platform';
import {
  discard,
  hasUnpublishedChanges,
  MAX_PAGES,
  placeFailure,
  placeHolder,
  placeKey,
  placeOf,
  publish,
  sanitizedSections,
  type PageVersions,
} from '../domain/builder-pages.js';
import { BuilderPage } from './builder-page.entity.js';
import type {
  BuilderPageDto,
  BuilderPageInputDto,
  BuilderPageSummaryDto,
  PublishedPlaceDto,
} from './dto/builder-page.dto.js';

const BUILDER_PAGES_LIST: ListDefinition = {
  resource: 'builder-pages',
  sortable: { id: 'p.id', updatedAt: 'p.updatedAt', publishedAt: 'p.publishedAt' },
  filters: {
    id: { kind: 'equals', column: 'p.id', type: 'number' },
    place: { kind: 'equals', column: 'p.place', type: 'string' },
  },
  defaultSort: ['id', 'ASC'],
  idColumn: 'p.id',
};

function refused(fault: ValidationFailure): BadRequestException {
  return new BadRequestException({ message: fault.code, params: fault.params });
}

/**
 * The builders' pages of a shop (docs/storefront.md): the owner's and collaborators' drafts, their
 * publication, and the published version the shop front reads. Each write is one transaction: a page
 * is saved whole or not at all.
 */
@Injectable()
export class BuilderPagesService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<BuilderPageSummaryDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource
      .getRepository(BuilderPage)
      .createQueryBuilder('p')
      .where('p.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, BUILDER_PAGES_LIST), BUILDER_PAGES_LIST);
    return { ...page, rows: page.rows.map(summary) };
  }

  async get(ctx: RequestContext, id: number): Promise<BuilderPageDto> {
    return view(await owned(this.database.dataSource.manager, ctx, id));
  }

  async create(ctx: RequestContext, input: BuilderPageInputDto): Promise<BuilderPageDto> {
    const { shopId } = shopScope(ctx);
    return this.placing(shopId, input, async (manager) => {
      const pages = manager.getRepository(BuilderPage);
      if ((await pages.countBy({ shopId })) >= MAX_PAGES)
        throw refused({ code: 'storefront.tooManyPages', params: { max: MAX_PAGES } });
      const fields = await checked(manager, shopId, null, input);
      return view(await pages.save(pages.create({ shopId, ...fields, published: null, publishedAt: null })));
    });
  }

  /** Saves the draft and the place; the published version stays as it is. */
  async update(ctx: RequestContext, id: number, input: BuilderPageInputDto): Promise<BuilderPageDto> {
    return this.placing(shopScope(ctx).shopId, input, async (manager) => {
      const page = await owned(manager, ctx, id);
      const fields = await checked(manager, page.shopId, page.id, input);
      return view(await manager.getRepository(BuilderPage).save({ ...page, ...fields }));
    });
  }

  /**
   * A write that places a page. Two writes placing pages at the same place at once both pass the check;
   * the unique key (shop, place) lets one through, and the other gets the same refusal as when it comes
   * second, naming the page that holds the place.
   */
  private async placing(
    shopId: number,
    input: BuilderPageInputDto,
    work: (manager: EntityManager) => Promise<BuilderPageDto>,
  ): Promise<BuilderPageDto> {
    try {
      return await this.database.transaction(work);
    } catch (error) {
      const key = placeKey({ placement: input.placement, tabId: input.tabId ?? null });
      if (!isUniqueViolation(error) || key === null) throw error;
      const holder = await this.database.dataSource
        .getRepository(BuilderPage)
        .findOneBy({ shopId, place: key });
      throw refused({ code: 'storefront.placementTaken', params: { title: holder?.draft.title ?? '' } });
    }
  }

  async publish(ctx: RequestContext, id: number): Promise<BuilderPageDto> {
    return this.change(ctx, id, publish, true);
  }

  async discard(ctx: RequestContext, id: number): Promise<BuilderPageDto> {
    return this.change(ctx, id, discard, false);
  }

  async remove(ctx: RequestContext, id: number): Promise<BuilderPageDto> {
    return this.database.transaction(async (manager) => {
      const page = await owned(manager, ctx, id);
      await manager.getRepository(BuilderPage).delete({ id: page.id });
      return view(page);
    });
  }

  /**
   * The published page at a place of a shop, for everyone; null when there is none (or only a draft):
   * most shops have none, and the shop front asks on every home, so "none" is an answer, not an error.
   */
  async published(
    shopId: number,
    placement: 'home' | 'tab',
    tabId: string | null,
  ): Promise<PublishedPlaceDto> {
    const page = await this.database.dataSource
      .getRepository(BuilderPage)
      .findOneBy({ shopId, place: placeKey({ placement, tabId })! });
    if (!page?.published || !page.publishedAt) return { page: null };
    return {
      page: {
        id: page.id,
        title: page.published.title,
        sections: page.published.sections,
        publishedAt: new Date(page.publishedAt).toISOString(),
      },
    };
  }

  private change(
    ctx: RequestContext,
    id: number,
    rule: typeof publish,
    publishing: boolean,
  ): Promise<BuilderPageDto> {
    return this.database.transaction(async (manager) => {
      const page = await owned(manager, ctx, id);
      const outcome = rule({ draft: page.draft, published: page.published });
      if ('failure' in outcome) throw refused(outcome.failure);
      const saved = await manager.getRepository(BuilderPage).save({
        ...page,
        draft: outcome.versions.draft,
        published: outcome.versions.published,
        publishedAt: publishing ? new Date() : page.publishedAt,
      });
      return view(saved);
    });
  }
}

/** A page of the caller's shop; another shop's is not found. */
async function owned(manager: EntityManager, ctx: RequestContext, id: number): Promise<BuilderPage> {
  const { shopId } = shopScope(ctx);
  const page = await manager.getRepository(BuilderPage).findOneBy({ id, shopId });
  if (!page) throw new NotFoundException('error.notFound');
  return page;
}

/** The input checked as a whole (title, place, every section) before anything is written. */
async function checked(
  manager: EntityManager,
  shopId: number,
  id: number | null,
  input: BuilderPageInputDto,
): Promise<Pick<BuilderPage, 'place' | 'draft'>> {
  const place = { placement: input.placement, tabId: input.tabId ?? null };
  const wrongPlace = placeFailure(place);
  if (wrongPlace) throw refused(wrongPlace);
  const read = readSections(input.sections ?? [], shopId);
  if ('failure' in read) throw refused(read.failure);
  const key = placeKey(place);
  const others = key === null ? [] : await manager.getRepository(BuilderPage).findBy({ shopId, place: key });
  const holder = placeHolder(others, id, place);
  if (holder) throw refused({ code: 'storefront.placementTaken', params: { title: holder.draft.title } });
  return {
    place: key,
    draft: { title: input.title.trim(), sections: sanitizedSections(read.sections) },
  };
}

function versions(page: BuilderPage): PageVersions {
  return { draft: page.draft, published: page.published };
}

function summary(page: BuilderPage): BuilderPageSummaryDto {
  return {
    id: page.id,
    title: page.draft.title,
    ...placeOf(page.place),
    publishedAt: page.publishedAt ? new Date(page.publishedAt).toISOString() : null,
    hasUnpublishedChanges: hasUnpublishedChanges(versions(page)),
    updatedAt: new Date(page.updatedAt).toISOString(),
  };
}

function view(page: BuilderPage): BuilderPageDto {
  return { ...summary(page), draft: page.draft, published: page.published };
}
