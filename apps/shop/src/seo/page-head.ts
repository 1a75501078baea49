import { LOCALES, resizedVisual, type Locale } from '@cuvee/kernel';
import type { Product, ShopFace } from '../api/catalogue';
import type { EventOffer, EventSlot } from '../api/reservations';
import { bannerPicture, type BannerPicture } from '../layout/banner-picture';

/*
 * What a crawler and a link preview read of a public page: its title, description, canonical address,
 * its addresses in each language, its picture and its schema.org description (JSON-LD). Computed from
 * the route data the page itself renders, by the server (src/server/render.tsx), so both say the same.
 */

/** The head of one page; `canonical` and every other address are absolute. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** The page in each language (hreflang), French first; x-default is the French one. */
  alternates: { lang: Locale; href: string }[];
  image: string | null;
  /** og:type: a product page is a product, anything else a website. */
  type: 'product' | 'website';
  locale: Locale;
  siteName: string;
  jsonLd: Record<string, unknown>[];
  /** The page's largest picture above the fold, fetched before the code: the home's banner. */
  preload: BannerPicture | null;
}

/** What a page shows, as its route data has it. */
export type PageSubject =
  | { kind: 'shop'; shop: ShopFace; tabName: string | null }
  | { kind: 'product'; shop: ShopFace; product: Product }
  | { kind: 'legal-notice'; shop: ShopFace; title: string }
  | { kind: 'event'; shop: ShopFace; event: EventOffer; slots: EventSlot[] };

const DESCRIPTION_MAX = 160;
const SCHEMA = 'https://schema.org';
/** Occurrences of an event described on its page: the next open ones, as search engines list dates. */
const EVENT_OCCURRENCES = 10;

/** A description short enough for a result page: whole words, an ellipsis when cut. */
export function shortText(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** Cents as schema.org wants a price: a plain decimal with a point ("12.50"). */
export function priceText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The address of a page in a language: French has none of its own (`lang` is only for English). */
function inLanguage(url: URL, lang: Locale): string {
  const copy = new URL(url);
  copy.searchParams.delete('lang');
  if (lang !== 'fr') copy.searchParams.set('lang', lang);
  return copy.href;
}

/** A picture's address, absolute, at the width previews use. */
function pictureOf(product: Product, origin: string): string | null {
  const visual = product.visuals[0] ?? product.formats.find((format) => format.visuals.length)?.visuals[0];
  return visual ? new URL(resizedVisual(visual.url, 1024), origin).href : null;
}

/** The producer's legal address, when it has one. */
function organisationAddress(shop: ShopFace): Record<string, unknown> | undefined {
  const { legal } = shop;
  return legal.street || legal.city
    ? {
        '@type': 'PostalAddress',
        ...(legal.street && { streetAddress: legal.street }),
        ...(legal.zipcode && { postalCode: legal.zipcode }),
        ...(legal.city && { addressLocality: legal.city }),
        addressCountry: legal.country ?? 'FR',
      }
    : undefined;
}

/** The producer, as schema.org knows it: a winery for a wine business, else a store; with its address. */
export function organisationOf(shop: ShopFace, shopUrl: string, origin: string): Record<string, unknown> {
  const { legal } = shop;
  const address = organisationAddress(shop);
  return {
    '@context': SCHEMA,
    '@type': shop.businessType === 'wine' ? 'Winery' : 'Store',
    '@id': `${shopUrl}#organization`,
    name: shop.name,
    url: shopUrl,
    ...(legal.companyName && { legalName: legal.companyName }),
    ...(shop.editedShop.logo && { logo: new URL(shop.editedShop.logo, origin).href }),
    ...(legal.phone && { telephone: legal.phone }),
    ...(legal.email && { email: legal.email }),
    ...(legal.vatNumber && { vatID: legal.vatNumber }),
    ...(address && { address }),
  };
}

/**
 * The offer of a product to a consumer: the first format's price with VAT (the public typology's `ttc`),
 * euros, and its availability when the shop tells it (the stock of the format).
 */
function offerOf(product: Product, url: string, shopUrl: string): Record<string, unknown> | null {
  const format = product.formats.find((candidate) => candidate.unitPrice) ?? null;
  if (!format?.unitPrice) return null;
  const availability =
    format.stock === 'outOfStock' ? 'OutOfStock' : format.stock === 'inStock' ? 'InStock' : null;
  return {
    '@type': 'Offer',
    url,
    price: priceText(format.unitPrice.ttc),
    priceCurrency: 'EUR',
    ...(availability && { availability: `${SCHEMA}/${availability}` }),
    seller: { '@id': `${shopUrl}#organization` },
  };
}

/** The producer's address as a place: where the estate's events happen unless the event says where. */
function placeOf(shop: ShopFace, event: EventOffer): Record<string, unknown> {
  const address = organisationAddress(shop);
  return {
    '@type': 'Place',
    name: event.location || shop.name,
    ...(address ? { address } : { address: shop.name }),
  };
}

/**
 * One schema.org Event per open slot to come (the page shows the next two weeks): its times, the place,
 * the producer as organiser, and its rates as offers with VAT, sold out when no place is left.
 */
function eventOccurrences(
  subject: Extract<PageSubject, { kind: 'event' }>,
  url: string,
  shopUrl: string,
  locale: Locale,
  image: string | null,
  description: string,
): Record<string, unknown>[] {
  const { event, shop } = subject;
  const name = (locale === 'en' && event.titleEn) || event.titleFr;
  return subject.slots
    .filter((slot) => slot.open)
    .slice(0, EVENT_OCCURRENCES)
    .map((slot) => ({
      '@context': SCHEMA,
      '@type': 'Event',
      name,
      description,
      url,
      startDate: slot.start,
      endDate: slot.end,
      eventStatus: `${SCHEMA}/EventScheduled`,
      eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
      location: placeOf(shop, event),
      organizer: { '@id': `${shopUrl}#organization` },
      ...(image && { image: [image] }),
      offers: event.rates
        .filter((rate) => rate.kind !== 'option')
        .map((rate) => ({
          '@type': 'Offer',
          name: (locale === 'en' && rate.labelEn) || rate.labelFr,
          url,
          price: priceText(rate.priceTtc),
          priceCurrency: 'EUR',
          availability: `${SCHEMA}/${slot.placesLeft > 0 ? 'InStock' : 'SoldOut'}`,
        })),
    }));
}

function breadcrumbs(items: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * The head of a public page. `url` is the page's canonical address (origin, path, and only the query
 * that names the page: its tab, its language); `shopUrl` the shop's home.
 */
export function pageHead(subject: PageSubject, url: URL, shopUrl: string, locale: Locale): PageHead {
  const { shop } = subject;
  const origin = url.origin;
  const organisation = organisationOf(shop, shopUrl, origin);
  const logo = shop.editedShop.logo ? new URL(shop.editedShop.logo, origin).href : null;
  const base = {
    canonical: url.href,
    alternates: LOCALES.map((lang) => ({ lang, href: inLanguage(url, lang) })),
    locale,
    siteName: shop.name,
    preload: null,
  };
  switch (subject.kind) {
    case 'product': {
      const { product } = subject;
      const image = pictureOf(product, origin);
      const offer = offerOf(product, url.href, shopUrl);
      const description = shortText(
        product.description || [product.name, product.appellation, shop.name].filter(Boolean).join(' — '),
      );
      return {
        ...base,
        title: `${product.name} — ${shop.name}`,
        description,
        image,
        type: 'product',
        jsonLd: [
          {
            '@context': SCHEMA,
            '@type': 'Product',
            name: product.name,
            description,
            url: url.href,
            ...(image && { image: [image] }),
            ...(product.formats[0]?.ean && { gtin: product.formats[0].ean }),
            brand: { '@type': 'Brand', name: shop.name },
            ...(offer && { offers: offer }),
          },
          organisation,
          breadcrumbs([
            { name: shop.name, url: shopUrl },
            { name: product.name, url: url.href },
          ]),
        ],
      };
    }
    case 'event': {
      const { event } = subject;
      const title = (locale === 'en' && event.titleEn) || event.titleFr;
      const text = (locale === 'en' && event.descriptionEn) || event.descriptionFr;
      const description = shortText(text || [title, shop.legal.city, shop.name].filter(Boolean).join(' — '));
      const photo = event.photoUrls[0];
      const image = photo ? new URL(resizedVisual(photo, 1024), origin).href : logo;
      return {
        ...base,
        title: `${title} — ${shop.name}`,
        description,
        image,
        type: 'website',
        jsonLd: [
          ...eventOccurrences(subject, url.href, shopUrl, locale, image, description),
          organisation,
          breadcrumbs([
            { name: shop.name, url: shopUrl },
            { name: title, url: url.href },
          ]),
        ],
      };
    }
    case 'legal-notice':
      return {
        ...base,
        title: `${subject.title} — ${shop.name}`,
        description: shortText(`${subject.title} — ${shop.legal.companyName ?? shop.name}`),
        image: logo,
        type: 'website',
        jsonLd: [
          organisation,
          breadcrumbs([
            { name: shop.name, url: shopUrl },
            { name: subject.title, url: url.href },
          ]),
        ],
      };
    case 'shop': {
      const title = subject.tabName ? `${subject.tabName} — ${shop.name}` : shop.name;
      const place = [shop.legal.city, shop.legal.companyName].filter(Boolean).join(' — ');
      const banner = shop.editedShop.banner;
      return {
        ...base,
        title,
        description: shortText([title, place].filter(Boolean).join(' — ')),
        // A wide picture suits the large preview card better than the logo.
        image: banner ? new URL(bannerPicture(banner).src, origin).href : logo,
        // Only the home draws the banner (a tab's page has its own title band).
        preload: banner && !subject.tabName ? bannerPicture(banner) : null,
        type: 'website',
        jsonLd: [
          organisation,
          breadcrumbs([
            { name: shop.name, url: shopUrl },
            ...(subject.tabName ? [{ name: subject.tabName, url: url.href }] : []),
          ]),
        ],
      };
    }
  }
}
