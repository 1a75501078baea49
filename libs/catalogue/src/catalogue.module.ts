import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IamModule } from '@cuvee/iam';
import { AppConfig, FileStorage, fileStorageFor } from '@cuvee/platform';
import { AvailabilitySource } from './availability/availability-source.js';
import { ProductStockStatus } from './availability/product-stock-status.service.js';
import { DUTY_RATES, dutyRatesProvider } from './duty-rates.provider.js';
import { PriceListsController, TypologiesController } from './price-lists/price-lists.controller.js';
import { ProductsImportExport } from './imports/products-import-export.js';
import { PriceListsService } from './price-lists/price-lists.service.js';
import { ProductFormat } from './products/format.entity.js';
import { ProductQueries } from './products/product-queries.service.js';
import { ProductWord } from './products/product-word.entity.js';
import { Product } from './products/product.entity.js';
import { AdminProductsController } from './products/admin-products.controller.js';
import { AdminProducts } from './products/admin-products.service.js';
import { ProductFacetsController, ProductsController } from './products/products.controller.js';
import { ProductsService } from './products/products.service.js';
import { ProductPromotion } from './products/promotion.entity.js';
import { Vintage } from './products/vintage.entity.js';
import { Gs1Controller, PublicPagesController } from './public-pages/public-pages.controller.js';
import { PublicPagesService } from './public-pages/public-pages.service.js';
import { CatalogueSettings } from './settings/catalogue-settings.entity.js';
import { CatalogueSettingsSection } from './settings/catalogue-settings.service.js';
import { ShopFrontSettings } from './shop-front/shop-front-settings.entity.js';
import { ShopFrontSettingsSection } from './shop-front/shop-front-settings.service.js';
import { ShopViews } from './shops/shop-views.js';
import { VisualsController } from './visuals/visuals.controller.js';
import { VisualsService } from './visuals/visuals.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const catalogueEntities = [
  Product,
  Vintage,
  ProductFormat,
  ProductPromotion,
  ProductWord,
  CatalogueSettings,
  ShopFrontSettings,
];

/**
 * Catalogue and price lists: products with their vintages, formats, typology prices, tiers and
 * promotions; the product queries and the shop page's filter choices; the Tarifs grid; product
 * pages, e-labels and GS1 links; product pictures; availability and out-of-stock status from the stock
 * the application feeds in (AvailabilitySource).
 */
@Module({
  imports: [TypeOrmModule.forFeature(catalogueEntities), IamModule],
  controllers: [
    ProductsController,
    AdminProductsController,
    ProductFacetsController,
    PriceListsController,
    TypologiesController,
    PublicPagesController,
    Gs1Controller,
    VisualsController,
  ],
  providers: [
    AdminProducts,
    CatalogueSettingsSection,
    ShopFrontSettingsSection,
    dutyRatesProvider,
    // The platform has no file storage provider yet: the catalogue makes its own from the config.
    { provide: FileStorage, inject: [AppConfig], useFactory: fileStorageFor },
    AvailabilitySource,
    ProductStockStatus,
    ShopViews,
    ProductQueries,
    ProductsService,
    PriceListsService,
    PublicPagesService,
    VisualsService,
    ProductsImportExport,
  ],
  // VisualsService: other contexts store their pictures as product pictures (events' photos).
  exports: [ProductQueries, AvailabilitySource, ProductStockStatus, DUTY_RATES, VisualsService],
})
export class CatalogueModule {}
