import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const storefrontEntities: (new () => object)[] = [];

/**
 * Storefront: what a shop shows of itself beyond its catalogue — the pages drawn with the builders and
 * the widgets producers embed on their own sites (docs/storefront.md).
 */
@Module({
  imports: [TypeOrmModule.forFeature(storefrontEntities)],
  controllers: [],
  providers: [],
  exports: [],
})
export class StorefrontModule {}
