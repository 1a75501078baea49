import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { Product, ShopFace } from '../../api/catalogue';
import type { EventOffer, EventSlot } from '../../api/reservations';
import { pageHead, priceText, shortText } from '../page-head';

/*
 * The head of public pages: what schema.org asks of each description (the properties search engines
 * require to show a product's price, a breadcrumb, an organisation), checked on the JSON-LD the pages
 * send; the previews' and languages' links.
 */

const shop = {
  id: 1,
  code: 'DEMO',
  name: 'Domaine des Demoiselles',
  urlShop: 'domaine-des-demoiselles',
  businessType: 'wine',
  online: true,
  editedShop: { banner: null, color: null, logo: '/v1/visuals/1/logo.png' },
  headerStyle: {},
  tabs: [],
  legal: {
    companyName: 'SCEA Domaine des Demoiselles',
    tradeName: null,
    legalForm: 'SCEA',
    street: '1 route des Vignes',
    zipcode: '37500',
    city: 'Chinon',
    country: 'FR',
    siret: null,
    vatNumber: 'FR44732829320',
    phone: null,
    email: 'contact@example.fr',
    publicationDirector: null,
    host: { name: null, address: null, phone: null },
  },
} as unknown as ShopFace;

function productWith(stock: 'inStock' | 'outOfStock' | null, ttc: number | null): Product {
  return {
    name: 'Chinon Les Demoiselles',
    slug: 'chinon-les-demoiselles',
    description: null,
    appellation: 'Chinon',
    visuals: [{ key: 'a.jpg', url: '/v1/visuals/1/a.jpg' }],
    formats: [
      {
        ean: '3760000000017',
        stock,
        visuals: [],
        unitPrice: ttc === null ? null : { ttc, display: ttc, displayTtc: true },
      },
    ],
  } as unknown as Product;
}

const url = new URL('https://boutique.example.fr/domaine-des-demoiselles/chinon-les-demoiselles');
const home = 'https://boutique.example.fr/domaine-des-demoiselles';
const productHead = (product: Product) => pageHead({ kind: 'product', shop, product }, url, home, 'fr');

type Node = Record<string, unknown>;
const ofType = (head: { jsonLd: Node[] }, type: string) =>
  head.jsonLd.find((node) => node['@type'] === type) as Node | undefined;

/** The properties schema.org's consumers require of each type the pages describe. */
function missingProperties(node: Node): string[] {
  const required: Record<string, string[]> = {
    Product: ['name', 'image', 'offers'],
    Offer: ['price', 'priceCurrency'],
    BreadcrumbList: ['itemListElement'],
    ListItem: ['position', 'name', 'item'],
    Winery: ['name', 'url', 'address'],
    Event: ['name', 'startDate', 'location'],
    Place: ['address'],
    PostalAddress: ['addressLocality', 'addressCountry'],
  };
  const own = (required[String(node['@type'])] ?? []).filter((key) => node[key] === undefined);
  const nested = Object.values(node)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is Node => typeof value === 'object' && value !== null && '@type' in value)
    .flatMap(missingProperties);
  return [...own, ...nested];
}

describe('a product page’s head', () => {
  test('Product with its Offer (price with VAT in euros, availability), the producer, the breadcrumb', () => {
    const head = productHead(productWith('inStock', 1576));
    for (const node of head.jsonLd) {
      expect(node['@context']).toBe('https://schema.org');
      expect(missingProperties(node)).toEqual([]);
    }
    const product = ofType(head, 'Product')!;
    expect(product.image).toEqual(['https://boutique.example.fr/v1/visuals/1/a.jpg?width=1024']);
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '15.76',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: url.href,
    });
    expect(ofType(head, 'Winery')).toMatchObject({
      name: 'Domaine des Demoiselles',
      url: home,
      address: { '@type': 'PostalAddress', addressLocality: 'Chinon', postalCode: '37500' },
    });
    const crumbs = ofType(head, 'BreadcrumbList')!.itemListElement as Node[];
    expect(crumbs.map((crumb) => [crumb.position, crumb.name, crumb.item])).toEqual([
      [1, 'Domaine des Demoiselles', home],
      [2, 'Chinon Les Demoiselles', url.href],
    ]);
  });

  test('out of stock says so; a shop that shows no stock says nothing; no price, no offer', () => {
    expect(ofType(productHead(productWith('outOfStock', 900)), 'Product')!.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
    expect(ofType(productHead(productWith(null, 900)), 'Product')!.offers).not.toHaveProperty('availability');
    expect(ofType(productHead(productWith(null, null)), 'Product')).not.toHaveProperty('offers');
  });

  test('title, canonical address, the page in each language (French has no lang of its own), its picture', () => {
    const head = productHead(productWith('inStock', 1576));
    expect(head.title).toBe('Chinon Les Demoiselles — Domaine des Demoiselles');
    expect(head.canonical).toBe(url.href);
    expect(head.alternates).toEqual([
      { lang: 'fr', href: url.href },
      { lang: 'en', href: `${url.href}?lang=en` },
    ]);
    expect(head.type).toBe('product');
    expect(head.image).toBe('https://boutique.example.fr/v1/visuals/1/a.jpg?width=1024');
  });
});

test('a shop’s home and tabs: the producer as a store when it sells no wine, the tab in the breadcrumb', () => {
  const grocer = { ...shop, businessType: 'food' } as ShopFace;
  const tabUrl = new URL(`${home}?page=nos-vins`);
  const head = pageHead({ kind: 'shop', shop: grocer, tabName: 'Nos vins' }, tabUrl, home, 'en');
  expect(head.title).toBe('Nos vins — Domaine des Demoiselles');
  expect(ofType(head, 'Store')).toMatchObject({ name: 'Domaine des Demoiselles' });
  expect(head.alternates.find((alternate) => alternate.lang === 'en')!.href).toBe(
    `${home}?page=nos-vins&lang=en`,
  );
  const crumbs = ofType(head, 'BreadcrumbList')!.itemListElement as Node[];
  expect(crumbs.map((crumb) => crumb.name)).toEqual(['Domaine des Demoiselles', 'Nos vins']);
});

test('a shop’s banner: the preview picture of its pages, preloaded on its home only', () => {
  const banner = '/v1/visuals/1/0b6c6e2e-6a0e-4c52-9a8e-3f0d0e6f5a10.webp';
  const withBanner = { ...shop, editedShop: { ...shop.editedShop, banner } } as ShopFace;
  const homeHead = pageHead({ kind: 'shop', shop: withBanner, tabName: null }, new URL(home), home, 'fr');
  expect(homeHead.image).toBe(`https://boutique.example.fr${banner}?width=1024`);
  expect(homeHead.preload).toEqual({
    src: `${banner}?width=1024`,
    srcSet: `${banner}?width=640 640w, ${banner}?width=1024 1024w, ${banner}?width=1600 1600w`,
    sizes: '100vw',
  });
  const tabHead = pageHead(
    { kind: 'shop', shop: withBanner, tabName: 'Nos vins' },
    new URL(`${home}?page=nos-vins`),
    home,
    'fr',
  );
  expect(tabHead.preload).toBeNull();
  // Without a banner, the logo stays the preview and nothing is preloaded.
  const plain = pageHead({ kind: 'shop', shop: shop as ShopFace, tabName: null }, new URL(home), home, 'fr');
  expect(plain.image).toBe('https://boutique.example.fr/v1/visuals/1/logo.png');
  expect(plain.preload).toBeNull();
});

describe('an event page’s head', () => {
  const eventUrl = new URL(`${home}/events/3`);
  const event = {
    id: 3,
    titleFr: 'Visite des caves',
    titleEn: 'Cellar tour',
    descriptionFr: 'Une heure dans les caves de tuffeau, puis trois vins.',
    location: null,
    photoUrls: ['/v1/visuals/1/caves.jpg'],
    rates: [
      { kind: 'adult', labelFr: 'Adulte', priceTtc: 1200 },
      { kind: 'child', labelFr: 'Enfant', labelEn: 'Child', priceTtc: 0 },
      { kind: 'option', labelFr: 'Plateau de fromages', priceTtc: 900 },
    ],
  } as unknown as EventOffer;
  const slot = (start: string, placesLeft: number, open = true) =>
    ({
      id: start,
      date: start.slice(0, 10),
      start,
      end: start.replace('T10', 'T11'),
      fullDay: false,
      open,
      placesLeft,
    }) as EventSlot;
  const slots = [
    slot('2026-12-01T10:00:00.000Z', 4),
    slot('2026-12-02T10:00:00.000Z', 0),
    slot('2026-12-03T10:00:00.000Z', 4, false),
  ];
  const eventHead = (locale: 'fr' | 'en') =>
    pageHead({ kind: 'event', shop, event, slots }, eventUrl, home, locale);

  test('one Event per open slot, with its times, the place, the producer as organiser and the rates', () => {
    const head = eventHead('fr');
    const occurrences = head.jsonLd.filter((node) => node['@type'] === 'Event');
    expect(occurrences.map((node) => node.startDate)).toEqual([
      '2026-12-01T10:00:00.000Z',
      '2026-12-02T10:00:00.000Z',
    ]);
    for (const node of head.jsonLd) expect(missingProperties(node)).toEqual([]);
    expect(occurrences[0]).toMatchObject({
      name: 'Visite des caves',
      endDate: '2026-12-01T11:00:00.000Z',
      location: { '@type': 'Place', name: 'Domaine des Demoiselles', address: { addressLocality: 'Chinon' } },
      organizer: { '@id': `${home}#organization` },
      image: ['https://boutique.example.fr/v1/visuals/1/caves.jpg?width=1024'],
    });
    // Options are extras, not a way in; a full slot is sold out.
    expect(
      (occurrences[0]!.offers as Node[]).map((offer) => [offer.name, offer.price, offer.availability]),
    ).toEqual([
      ['Adulte', '12.00', 'https://schema.org/InStock'],
      ['Enfant', '0.00', 'https://schema.org/InStock'],
    ]);
    expect(
      (occurrences[1]!.offers as Node[]).every(
        (offer) => offer.availability === 'https://schema.org/SoldOut',
      ),
    ).toBe(true);
    expect(head.title).toBe('Visite des caves — Domaine des Demoiselles');
    expect(head.description).toBe('Une heure dans les caves de tuffeau, puis trois vins.');
  });

  test('in English: the English title and labels where there are, the French ones otherwise', () => {
    const head = eventHead('en');
    const [first] = head.jsonLd.filter((node) => node['@type'] === 'Event');
    expect(first!.name).toBe('Cellar tour');
    expect((first!.offers as Node[]).map((offer) => offer.name)).toEqual(['Adulte', 'Child']);
    expect(head.title).toBe('Cellar tour — Domaine des Demoiselles');
  });

  test('no open slot to come: no Event, the page is still described', () => {
    const head = pageHead({ kind: 'event', shop, event, slots: [] }, eventUrl, home, 'fr');
    expect(head.jsonLd.map((node) => node['@type'])).toEqual(['Winery', 'BreadcrumbList']);
  });
});

test('a price in cents is written as schema.org reads it', () => {
  expect(priceText(1576)).toBe('15.76');
  expect(priceText(900)).toBe('9.00');
  expect(priceText(5)).toBe('0.05');
});

test('a description fits a result page: at most 160 characters, whole words, nothing but spaces folded', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 400 }), (text) => {
      const short = shortText(text);
      expect(short.length).toBeLessThanOrEqual(160);
      const flat = text.replace(/\s+/g, ' ').trim();
      if (flat.length <= 160) expect(short).toBe(flat);
      else expect(short.endsWith('…')).toBe(true);
    }),
  );
});
