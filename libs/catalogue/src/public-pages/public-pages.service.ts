import { Injectable, NotFoundException } from '@nestjs/common';
import { In } from 'typeorm';
import { LANGUAGES, type Language } from '@cuvee/kernel';
import { findShopByKey, Shop } from '@cuvee/iam';
import { Database, type RequestContext } from '@cuvee/platform';
import { gtinForms } from '../domain/gtin.js';
import { ProductFormat } from '../products/format.entity.js';
import { ProductQueries } from '../products/product-queries.service.js';
import { Product, type LocalisedText } from '../products/product.entity.js';
import { Vintage } from '../products/vintage.entity.js';
import { ShopViews } from '../shops/shop-views.js';
import type { ELabelDto, Gs1ResolutionDto, PageShopDto, ProductPageDto } from './dto/public-pages.dto.js';

function notFound(): never {
  throw new NotFoundException('error.productNotFound');
}

function pageShop(shop: Shop): PageShopDto {
  return { id: shop.id, code: shop.code, urlShop: shop.urlShop, name: shop.name };
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The language to show among those a text exists in: the one asked, else French, else the first. */
function pickLanguage(
  asked: string,
  texts: readonly (LocalisedText | null)[],
): { language: Language; languages: Language[] } {
  const languages = LANGUAGES.map((l) => l.key).filter((key) => texts.some((text) => text?.[key]));
  const language =
    languages.find((key) => key === asked) ?? languages.find((key) => key === 'fr') ?? languages[0];
  return { language: language ?? (asked as Language), languages };
}

/**
 * What the public shop front shows of a product: its page, its e-label, and what a GS1 Digital Link on
 * a bottle names. The e-label and the GS1 resolution answer for products of any status: a bottle bought
 * last year still carries its QR code (EU 2021/2117 asks the e-label to stay reachable).
 */
@Injectable()
export class PublicPagesService {
  constructor(
    private readonly database: Database,
    private readonly shopViews: ShopViews,
    private readonly queries: ProductQueries,
  ) {}

  /** The product page as buyers see it; the shop's sellers also see products that are not online. */
  async page(ctx: RequestContext, shopName: string, slug: string): Promise<ProductPageDto> {
    const view = await this.shopViews.viewByName(ctx, shopName, { origin: 'shop' });
    if (!view) notFound();
    const product = await this.database.dataSource
      .getRepository(Product)
      .findOneBy({ shopId: view.shop.id, slug });
    if (!product) notFound();
    return {
      shop: pageShop(view.shop),
      product: await this.queries.present(product, view, { preview: view.isSeller }),
    };
  }

  async eLabel(
    ctx: RequestContext,
    shopName: string,
    slug: string,
    lang?: string,
    vintageName?: string,
  ): Promise<ELabelDto> {
    const { shop, product } = await this.anyStatus(shopName, slug);
    const vintages = await this.database.dataSource
      .getRepository(Vintage)
      .find({ where: { productId: product.id }, order: { position: 'ASC', id: 'ASC' } });
    const vintage =
      vintageName === undefined ? vintages[0] : vintages.find((v) => sameName(v.name, vintageName));
    if (vintageName !== undefined && !vintage) notFound();
    const { language, languages } = pickLanguage(lang ?? ctx.locale, [
      product.ingredients,
      product.allergens,
    ]);
    return {
      shopName: shop.name,
      product: {
        id: product.id,
        slug: product.slug,
        name: product.name,
        precision: product.precision,
        appellation: product.appellation,
        color: product.color,
        type: product.type,
      },
      vintage: vintage?.name ?? null,
      alcohol: vintage?.advanced.alcohol ?? product.alcohol,
      language,
      languages,
      ingredients: product.ingredients?.[language] ?? null,
      allergens: product.allergens?.[language] ?? null,
      nutrition: product.nutrition,
    };
  }

  /** GS1 Digital Link: 01 = the GTIN of a format, 22 = the vintage, 10 = the lot. */
  async gs1(gtin: string, vintageName: string | null, lot: string | null): Promise<Gs1ResolutionDto> {
    const forms = gtinForms(gtin);
    if (forms.length === 0) notFound();
    const manager = this.database.dataSource.manager;
    // The same GTIN may be sold by several shops (a merchant resells a producer's wine): the first
    // registered, usually the brand owner, answers.
    const formats = await manager
      .getRepository(ProductFormat)
      .find({ where: { ean: In(forms) }, order: { id: 'ASC' } });
    const shops = formats.length
      ? await manager.getRepository(Shop).findBy({ id: In(formats.map((f) => f.shopId)) })
      : [];
    const format = formats.find((f) => shops.some((s) => s.id === f.shopId && !s.blocked));
    if (!format) notFound();
    const shop = shops.find((s) => s.id === format.shopId)!;
    const [product, vintages] = await Promise.all([
      manager.getRepository(Product).findOneByOrFail({ id: format.productId }),
      manager
        .getRepository(Vintage)
        .find({ where: { productId: format.productId }, order: { position: 'ASC', id: 'ASC' } }),
    ]);
    let vintage: Vintage | undefined;
    if (vintageName !== null) {
      vintage = vintages.find((v) => sameName(v.name, vintageName));
      if (!vintage) notFound();
    } else {
      // A lot names the vintage it was bottled from when the shop recorded it; else the default one.
      vintage = (lot !== null ? vintages.find((v) => v.lots.includes(lot)) : undefined) ?? vintages[0];
    }
    const query = new URLSearchParams({ product: product.slug });
    if (vintage) query.set('vintage', vintage.name);
    if (lot !== null) query.set('lot', lot);
    return {
      shop: pageShop(shop),
      product: {
        id: product.id,
        slug: product.slug,
        name: product.name,
        precision: product.precision,
        status: product.status,
      },
      format: {
        id: format.id,
        container: format.container,
        unity: format.unity,
        unityValue: format.unityValue,
        ean: format.ean!,
      },
      vintage: vintage ? { id: vintage.id, name: vintage.name } : null,
      lot,
      links: {
        page: `/${shop.urlShop}/${product.slug}`,
        eLabel: `/${shop.urlShop}/nutritiveValues?${query.toString()}`,
      },
    };
  }

  /** A product of a shop that is not blocked, whatever the product's status. */
  private async anyStatus(shopName: string, slug: string): Promise<{ shop: Shop; product: Product }> {
    const manager = this.database.dataSource.manager;
    const shop = await findShopByKey(manager, shopName);
    if (!shop || shop.blocked) notFound();
    const product = await manager.getRepository(Product).findOneBy({ shopId: shop.id, slug });
    if (!product) notFound();
    return { shop, product };
  }
}
