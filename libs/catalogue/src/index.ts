// Public surface of @cuvee/catalogue: its module and entities, the product reads other contexts use
// (stock, sales, the cart), and the framework-free price resolution.
export { CatalogueModule, catalogueEntities } from './catalogue.module.js';
export { ProductQueries } from './products/product-queries.service.js';
// What the cart and the sales documents are priced with: a page of products' rows in fixed queries,
// their pricing shapes.
export { loadBundles, formatPricing, pricedProduct, type ProductBundle } from './products/product-bundles.js';
export { shopPricing, type PricingSettings } from './shops/shop-views.js';
export { catalogueSettingsOf, type CatalogueSettingsValue } from './settings/catalogue-settings.service.js';
export { CatalogueSettings } from './settings/catalogue-settings.entity.js';
export { ShopFrontSettings } from './shop-front/shop-front-settings.entity.js';
export { cents, oneOf } from './products/product-rules.js';
export {
  AvailabilitySource,
  type AvailabilityQuery,
  type AvailabilityReader,
  type FormatStock,
} from './availability/availability-source.js';
export { ProductStockStatus } from './availability/product-stock-status.service.js';
export {
  Product,
  type BoxComponent,
  type LocalisedText,
  type NutritionValues,
} from './products/product.entity.js';
export { Vintage, type VintageAdvanced } from './products/vintage.entity.js';
export { ProductFormat } from './products/format.entity.js';
export { ProductPromotion } from './products/promotion.entity.js';
export { ProductWord } from './products/product-word.entity.js';
export type {
  ProductDto,
  FormatDto,
  VintageDto,
  UnitPriceDto,
  TierPriceDto,
  ProductFacetsDto,
} from './products/dto/product.dto.js';
export { DUTY_RATES } from './duty-rates.provider.js';
// Pictures: uploaded, kept and served as the products' (an event's photos reuse them, ADR 0046).
export { VisualsService } from './visuals/visuals.service.js';
export { isShopVisualKey, visualOf } from './visuals/visual-keys.js';
export { UploadVisualDto } from './visuals/dto/visual.dto.js';
export { VisualDto } from './products/dto/product.dto.js';
export { seedCatalogueDemo } from './demo/catalogue-demo-seed.js';
export * from './domain/index.js';
// How imports find the shop's products and formats (the stock counts import reuses it).
export {
  containerOf,
  findFormats,
  formatKey,
  formatsWithCodes,
  productsNamed,
  type FormatFound,
  type FormatMatch,
  type FormatReference,
  type FormatRefusal,
  type ReferencePart,
} from './imports/product-lookup.js';
export { PRODUCT_COLUMNS } from './imports/products-import.js';
// The columns that name a format of the shop, shared by the imports acting on formats (stock counts).
export {
  FORMAT_REFERENCE_COLUMNS,
  formatReferenceFailures,
  formatReferenceField,
  formatReferenceKey,
  formatReferenceOf,
  type FormatReferenceValues,
} from './imports/format-reference.js';
export { parseFormatLabel, type FormatSize } from './domain/format-label.js';
