export { StorefrontModule, storefrontEntities } from './storefront.module.js';
