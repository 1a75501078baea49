import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BuilderPage } from './builders/builder-page.entity.js';
import { BuilderPagesController, PublishedPagesController } from './builders/builder-pages.controller.js';
import { BuilderPagesService } from './builders/builder-pages.service.js';
import { IframeSettingsController } from './iframes/iframe-settings.controller.js';
import { IframeSettings } from './iframes/iframe-settings.entity.js';
import { IframeSettingsService } from './iframes/iframe-settings.service.js';
import { IframeTargets } from './iframes/iframe-targets.js';
import { Iframe } from './iframes/iframe.entity.js';
import { IframesController } from './iframes/iframes.controller.js';
import { IframesService } from './iframes/iframes.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const storefrontEntities: (new () => object)[] = [
  // The builders' pages.
  BuilderPage,
  // The widgets embedded on producers' sites, and the shop's defaults for them.
  Iframe,
  IframeSettings,
];

/**
 * Storefront: what a shop shows of itself beyond its catalogue — the pages drawn with the builders and
 * the widgets producers embed on their own sites (docs/storefront.md).
 */
@Module({
  imports: [TypeOrmModule.forFeature(storefrontEntities)],
  controllers: [
    BuilderPagesController,
    PublishedPagesController,
    IframesController,
    IframeSettingsController,
  ],
  providers: [BuilderPagesService, IframesService, IframeSettingsService, IframeTargets],
  exports: [
    // Filled by libs/relays with the catalogue's products and the wine-tourism events.
    IframeTargets,
  ],
})
export class StorefrontModule {}
