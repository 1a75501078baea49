import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '@cuvee/catalogue';
import { CapsuleArticle } from './capsule-articles/capsule-article.entity.js';
import { CapsuleArticlesController } from './capsule-articles/capsule-articles.controller.js';
import { CapsuleArticlesService } from './capsule-articles/capsule-articles.service.js';
import { ExitDocument } from './documents/exit-document.entity.js';
import { ExitDocumentsController } from './documents/exit-documents.controller.js';
import { ExitDocumentsService } from './documents/exit-documents.service.js';
import { SaleDestinations } from './documents/sale-destinations.js';
import { CrdController } from './crd/crd.controller.js';
import { CrdMovement } from './crd/crd-movement.entity.js';
import { CrdService } from './crd/crd.service.js';
import { DrmController } from './declarations/drm.controller.js';
import { DrmDeclaration, DrmDeclarationLine } from './declarations/drm-declaration.entity.js';
import { DrmService } from './declarations/drm.service.js';
import { CustomsProductsController } from './products/customs-products.controller.js';
import { CustomsProduct } from './products/customs-product.entity.js';
import { CustomsProductsService } from './products/customs-products.service.js';
import { CustomsProfileController } from './profile/customs-profile.controller.js';
import { CustomsProfile } from './profile/customs-profile.entity.js';
import { CustomsProfileService } from './profile/customs-profile.service.js';
import { CustomsDutyRate } from './rates/customs-duty-rate.entity.js';
import { DutyRateTable } from './rates/duty-rate-table.service.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const customsEntities = [
  CustomsProfile,
  CustomsProduct,
  CrdMovement,
  DrmDeclaration,
  DrmDeclarationLine,
  CustomsDutyRate,
  CapsuleArticle,
  ExitDocument,
];

/**
 * Customs: the shop's fiscal identity, its products' customs identity, the CRD capsule ledger and the
 * monthly DRM computed from the stock ledger, with its XML and CSV (docs/customs.md). Owns the dated
 * duty-rate table and fills the catalogue's port with it.
 */
@Module({
  imports: [TypeOrmModule.forFeature(customsEntities), CatalogueModule],
  controllers: [
    DrmController,
    CustomsProfileController,
    CustomsProductsController,
    CrdController,
    CapsuleArticlesController,
    ExitDocumentsController,
  ],
  providers: [
    CustomsProfileService,
    CustomsProductsService,
    CrdService,
    DrmService,
    DutyRateTable,
    CapsuleArticlesService,
    ExitDocumentsService,
    SaleDestinations,
  ],
  exports: [DrmService, DutyRateTable, CapsuleArticlesService, SaleDestinations],
})
export class CustomsModule {}
