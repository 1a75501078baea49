export { StorefrontModule, storefrontEntities } from './storefront.module.js';
export { BuilderPage } from './builders/builder-page.entity.js';
export { BuilderPagesService } from './builders/builder-pages.service.js';
// Iframes: the widgets embedded on producers' sites; their products and events are checked through it.
export { IframeTargets, type IframeTarget, type IframeTargetReader } from './iframes/iframe-targets.js';
