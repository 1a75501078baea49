import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { Database, upsertRow, type RequestContext } from '@cuvee/platform';
import { DEFAULT_THEME } from '../domain/iframe-rules.js';
import type { IframeSettingsDto, IframeSettingsInputDto } from './dto/iframe.dto.js';
import { originsOrRefuse, themeOrRefuse } from './iframe-input.js';
import { IframeSettings } from './iframe-settings.entity.js';

/** The settings section "iframes": the sites and theme every new widget of the shop starts with. */
@Injectable()
export class IframeSettingsService {
  constructor(private readonly database: Database) {}

  /** A shop's defaults; before the first save, no site and the default theme. */
  async forShop(manager: EntityManager, shopId: number): Promise<IframeSettingsDto> {
    const saved = await manager.getRepository(IframeSettings).findOneBy({ shopId });
    return { origins: saved?.origins ?? [], theme: { ...DEFAULT_THEME, ...saved?.theme } };
  }

  get(ctx: RequestContext): Promise<IframeSettingsDto> {
    return this.forShop(this.database.dataSource.manager, shopScope(ctx).shopId);
  }

  async update(ctx: RequestContext, input: IframeSettingsInputDto): Promise<IframeSettingsDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const current = await this.forShop(manager, shopId);
      const next = {
        origins: input.origins ? originsOrRefuse(input.origins) : current.origins,
        theme: themeOrRefuse(current.theme, input.theme),
      };
      // The shop's row made by its first save, once even when two saves come at once (ADR 0026).
      await upsertRow(manager, IframeSettings, { shopId }, next);
      await manager.getRepository(IframeSettings).update({ shopId }, next);
      return next;
    });
  }
}
