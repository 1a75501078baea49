export { StorefrontModule, storefrontEntities } from './storefront.module.js';
export { BuilderPage } from './builders/builder-page.entity.js';
export { BuilderPagesService } from './builders/builder-pages.service.js';
