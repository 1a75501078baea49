import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BuilderPage } from './builders/builder-page.entity.js';
import { BuilderPagesController, PublishedPagesController } from './builders/builder-pages.controller.js';
import { BuilderPagesService } from './builders/builder-pages.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const storefrontEntities: (new () => object)[] = [BuilderPage];

/**
 * Storefront: what a shop shows of itself beyond its catalogue — the pages drawn with the builders and
 * the widgets producers embed on their own sites (docs/storefront.md).
 */
@Module({
  imports: [TypeOrmModule.forFeature(storefrontEntities)],
  controllers: [BuilderPagesController, PublishedPagesController],
  providers: [BuilderPagesService],
  exports: [],
})
export class StorefrontModule {}
