import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isIntegrationActive } from '@cuvee/kernel';
import { Shop, shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { contentOf, type IframeContent } from '../domain/iframe-rules.js';
import type { IframeDto, IframeInputDto, PublicIframeDto } from './dto/iframe.dto.js';
import { contentRefusal, originsOrRefuse, themeOrRefuse } from './iframe-input.js';
import { IframeSettingsService } from './iframe-settings.service.js';
import { IframeTargets } from './iframe-targets.js';
import { Iframe } from './iframe.entity.js';

const IFRAME_LIST: ListDefinition = {
  resource: 'iframes',
  sortable: { id: 'i.id', name: 'i.name', kind: 'i.kind', updatedAt: 'i.updatedAt' },
  filters: {
    id: { kind: 'equals', column: 'i.id', type: 'number' },
    kind: { kind: 'equals', column: 'i.kind', type: 'string' },
    q: { kind: 'search', columns: ['i.name'] },
  },
  defaultSort: ['updatedAt', 'DESC'],
  idColumn: 'i.id',
};

/** A widget of the shop, else 404 (another shop's too). */
async function shopIframe(manager: EntityManager, shopId: number, id: number): Promise<Iframe> {
  const iframe = await manager.getRepository(Iframe).findOneBy({ id, shopId });
  if (!iframe) throw new NotFoundException('error.notFound');
  return iframe;
}

/** The widgets a producer embeds on their own site (/dashboard/iframes/add, /dashboard/iframes/{id}). */
@Injectable()
export class IframesService {
  constructor(
    private readonly database: Database,
    private readonly settings: IframeSettingsService,
    private readonly targets: IframeTargets,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<IframeDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource.manager
      .getRepository(Iframe)
      .createQueryBuilder('i')
      .where('i.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, IFRAME_LIST), IFRAME_LIST);
    return { ...page, rows: page.rows.map(iframeDto) };
  }

  async get(ctx: RequestContext, id: number): Promise<IframeDto> {
    const { shopId } = shopScope(ctx);
    return iframeDto(await shopIframe(this.database.dataSource.manager, shopId, id));
  }

  /** A new widget: the shop's default sites and theme (settings "iframes") under what was sent. */
  async create(ctx: RequestContext, input: IframeInputDto): Promise<IframeDto> {
    const { shopId } = shopScope(ctx);
    const name = input.name?.trim();
    if (!name) throw new BadRequestException({ message: ['validation.needed'] });
    // Products and events are checked before the transaction: their readers use their own connection.
    const content = await this.checkedContent(shopId, input);
    return this.database.transaction(async (manager) => {
      const defaults = await this.settings.forShop(manager, shopId);
      const repository = manager.getRepository(Iframe);
      const iframe = await repository.save(
        repository.create({
          shopId,
          name,
          ...content,
          theme: themeOrRefuse(defaults.theme, input.theme),
          origins: input.origins ? originsOrRefuse(input.origins) : defaults.origins,
          enabled: input.enabled ?? true,
        }),
      );
      return iframeDto(iframe);
    });
  }

  /** Changes what was sent; the content is checked whole (a new kind empties the other kinds' fields). */
  async update(ctx: RequestContext, id: number, input: IframeInputDto): Promise<IframeDto> {
    const { shopId } = shopScope(ctx);
    if (input.name !== undefined && !input.name.trim()) {
      throw new BadRequestException({ message: ['validation.needed'] });
    }
    const before = await shopIframe(this.database.dataSource.manager, shopId, id);
    const content = await this.checkedContent(shopId, {
      kind: input.kind ?? before.kind,
      productIds: input.productIds ?? before.productIds,
      filter: input.filter ?? before.filter,
      eventId: input.eventId === undefined ? before.eventId : input.eventId,
    });
    return this.database.transaction(async (manager) => {
      const iframe = await shopIframe(manager, shopId, id);
      const next: Iframe = {
        ...iframe,
        ...content,
        name: input.name?.trim() || iframe.name,
        theme: themeOrRefuse(iframe.theme, input.theme),
        origins: input.origins ? originsOrRefuse(input.origins) : iframe.origins,
        enabled: input.enabled ?? iframe.enabled,
      };
      await manager.getRepository(Iframe).save(next);
      return iframeDto(next);
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<IframeDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const iframe = await shopIframe(manager, shopId, id);
      await manager.getRepository(Iframe).delete({ id, shopId });
      return iframeDto(iframe);
    });
  }

  /**
   * What the shop front draws, for anyone: a widget that is off, or whose shop has the iframes module
   * off, is not found, so a page embedding it shows the not-found page.
   */
  async publicRead(id: number): Promise<PublicIframeDto> {
    const manager = this.database.dataSource.manager;
    const iframe = await manager.getRepository(Iframe).findOneBy({ id, enabled: true });
    const shop = iframe
      ? await manager
          .getRepository(Shop)
          .findOne({ where: { id: iframe.shopId }, select: { id: true, integrations: true } })
      : null;
    if (!iframe || !isIntegrationActive(shop?.integrations, 'iframes')) {
      throw new NotFoundException('error.notFound');
    }
    const { name: _name, enabled: _enabled, updatedAt: _updatedAt, ...drawn } = iframeDto(iframe);
    return { ...drawn, shopId: iframe.shopId };
  }

  /** The kind's content, its products and event checked against the shop's catalogue and events. */
  private async checkedContent(
    shopId: number,
    input: Parameters<typeof contentOf>[0],
  ): Promise<IframeContent> {
    const outcome = contentOf(input);
    if ('problem' in outcome) contentRefusal(outcome.problem);
    const { content } = outcome;
    const product = await this.targets.firstUnknown('product', shopId, content.productIds);
    if (product !== null) {
      throw new BadRequestException({ message: 'storefront.unknownProduct', params: { id: product } });
    }
    const event = await this.targets.firstUnknown('event', shopId, content.eventId ? [content.eventId] : []);
    if (event !== null)
      throw new BadRequestException({ message: 'storefront.unknownEvent', params: { id: event } });
    return content;
  }
}

export function iframeDto(iframe: Iframe): IframeDto {
  return {
    id: iframe.id,
    name: iframe.name,
    kind: iframe.kind,
    productIds: iframe.productIds,
    filter: iframe.filter,
    eventId: iframe.eventId,
    theme: iframe.theme,
    origins: iframe.origins,
    enabled: iframe.enabled,
    updatedAt: iframe.updatedAt,
  };
}
