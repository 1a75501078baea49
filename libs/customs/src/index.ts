// Public surface of @cuvee/customs: its module and tables, the DRM service (the CLI generates files with
// it), what it publishes, and the framework-free rules and file formats.
export { CustomsModule, customsEntities } from './customs.module.js';
export { DrmService, type DrmView } from './declarations/drm.service.js';
export { renderDrmPdf } from './declarations/drm-pdf.js';
export { DrmDeclaration, DrmDeclarationLine } from './declarations/drm-declaration.entity.js';
export { CustomsProfile } from './profile/customs-profile.entity.js';
export { CustomsProduct } from './products/customs-product.entity.js';
export { CrdMovement } from './crd/crd-movement.entity.js';
export { DrmValidatedEvent, type DrmValidatedFields } from './events/drm-validated.event.js';
export * from './domain/drm-categories.js';
export * from './domain/declaration.js';
export * from './domain/monthly-ledger.js';
export * from './domain/drm-outputs.js';
export { seedCustomsDemo } from './demo/customs-demo-seed.js';
