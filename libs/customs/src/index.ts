// Public surface of @cuvee/customs: its module and tables, the DRM service and the duty-rate table (the CLI
// generates files and loads rates with them), the capsule articles' intake of purchase receipts (relayed), what it publishes, and the framework-free rules and file formats.
export { CustomsModule, customsEntities } from './customs.module.js';
export { DrmService, type DrmView } from './declarations/drm.service.js';
export { renderDrmPdf } from './declarations/drm-pdf.js';
export { DrmDeclaration, DrmDeclarationLine } from './declarations/drm-declaration.entity.js';
export { CustomsProfile } from './profile/customs-profile.entity.js';
export { CustomsProduct } from './products/customs-product.entity.js';
export { CrdMovement } from './crd/crd-movement.entity.js';
export { CapsuleArticle } from './capsule-articles/capsule-article.entity.js';
export { CapsuleArticlesService, type ReceivedGoods } from './capsule-articles/capsule-articles.service.js';
export { CustomsDutyRate } from './rates/customs-duty-rate.entity.js';
export { DutyRateTable } from './rates/duty-rate-table.service.js';
export { DrmValidatedEvent, type DrmValidatedFields } from './events/drm-validated.event.js';
export * from './domain/drm-categories.js';
export * from './domain/declaration.js';
export * from './domain/monthly-ledger.js';
export * from './domain/drm-outputs.js';
export * from './domain/duty-rate-rows.js';
export * from './domain/exit-documents.js';
export { ExitDocument } from './documents/exit-document.entity.js';
export { SaleDestinations, type DeliveryCountryReader } from './documents/sale-destinations.js';
export { seedCustomsDemo } from './demo/customs-demo-seed.js';
