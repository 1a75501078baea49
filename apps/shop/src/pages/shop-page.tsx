import {
  BUSINESS_TYPOLOGIES,
  findRef,
  PRODUCT_COLOURS,
  PRODUCT_KINDS,
  PRODUCT_TYPES,
  type Locale,
  type ShopTabFilter,
} from '@cuvee/kernel';
import { Suspense, useEffect, useId } from 'react';
import { Await, Link, useLoaderData, useNavigate, useNavigation, useOutletContext } from 'react-router-dom';
import type { Facets } from '../api/catalogue';
import type { ShopRouteData } from '../api/shop-data';
import { refLabel } from '../format';
import { useTexts } from '../i18n';
import { bannerPicture } from '../layout/banner-picture';
import { hasPage, tabHref } from '../layout/shop-tabs';
import { FILTER_KEYS, PAGE_PARAM, PAGE_SIZE, type Listing, type ShopPageData } from '../route-data';
import { BuilderSections } from '../builders/builder-sections';
import { EventOffers } from './event-offers';
import { PrimeurOffers } from './primeur-offers';
import { ProductCard } from './product-card';

type FacetKey = Exclude<(typeof FILTER_KEYS)[number], 'q'>;
const TAB_PARAMS = ['page', 'pageid'] as const;

function typeLabel(key: string, locale: Locale): string {
  return (findRef(PRODUCT_TYPES, key) ?? findRef(PRODUCT_KINDS, key))?.[locale] ?? key;
}

/** A tab's text: paragraphs separated by blank lines. */
function TabText({ text }: { text: string }) {
  return (
    <div className="tab-text">
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph.trim()}</p>
      ))}
    </div>
  );
}

/**
 * The shop page (/shops/{id}, /{name}): the shop's home, or the tab `?page=` names, with its
 * text and its products; the products at the viewer's typology prices, with filters, search and pages.
 */
export function Component() {
  const { shop, base } = useOutletContext<ShopRouteData>();
  const { tab, listing, events, filters, page, builder } = useLoaderData<ShopPageData>();
  const { locale, t } = useTexts();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const ids = useId();
  const fixed: ShopTabFilter = tab?.filter ?? {};
  const parent = tab
    ? shop.tabs.find((other) => other.children.some((child) => child.id === tab.id))
    : undefined;
  // The address of this page (home or tab) with other query values.
  const here = (values: Record<string, string | undefined>) => {
    const query = new URLSearchParams();
    if (tab) {
      const tabQuery = new URLSearchParams(tabHref('', tab, shop.tabs).slice(1));
      for (const key of TAB_PARAMS) if (tabQuery.has(key)) query.set(key, tabQuery.get(key)!);
    }
    for (const [key, value] of Object.entries(values)) if (value) query.set(key, value);
    const text = query.toString();
    return text ? `${base}?${text}` : base;
  };

  useEffect(() => {
    document.title = tab ? `${tab.name} — ${shop.name}` : shop.name;
  }, [shop.name, tab]);

  // The filters go to the query, blank ones left out, so a filtered page reads well when shared.
  const apply = (form: HTMLFormElement) => {
    const values: Record<string, string> = {};
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim()) values[key] = value.trim();
    }
    void navigate(here(values));
  };
  const filtered = FILTER_KEYS.some((key) => filters[key]);
  const pageHref = (target: number) =>
    here({ ...filters, [PAGE_PARAM]: target > 1 ? String(target) : undefined });

  const select = (name: FacetKey, label: string, options: Facets['colours'], show: (v: string) => string) =>
    fixed[name] === undefined && (options.length > 1 || filters[name]) ? (
      <label className="field" htmlFor={`${ids}-${name}`}>
        <span>{label}</span>
        <select
          id={`${ids}-${name}`}
          name={name}
          defaultValue={filters[name] ?? ''}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          <option value="">{t.shop.all}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {show(option.value)}
            </option>
          ))}
        </select>
      </label>
    ) : null;

  return (
    <div aria-busy={navigation.state === 'loading'}>
      {tab ? (
        <section className="tab-hero">
          <div className="container">
            <nav className="breadcrumb" aria-label={t.header.tabs}>
              <Link to={base}>{shop.name}</Link>
              {parent && (
                <>
                  {' › '}
                  {hasPage(parent) ? (
                    <Link to={tabHref(base, parent, shop.tabs)}>{parent.name}</Link>
                  ) : (
                    parent.name
                  )}
                </>
              )}
            </nav>
            <h1>{tab.name}</h1>
          </div>
        </section>
      ) : (
        <section className={shop.editedShop.banner ? 'shop-hero shop-hero--picture' : 'shop-hero'}>
          {shop.editedShop.banner && <HeroPicture url={shop.editedShop.banner} />}
          <div className="container">
            <p className="hero-kicker">
              {t.shop.producer(
                findRef(BUSINESS_TYPOLOGIES, shop.businessType)?.[locale] ?? '',
                shop.legal.city,
              )}
            </p>
            <h1 className="shop-title">{shop.name}</h1>
          </div>
        </section>
      )}
      {builder && (
        <>
          {!shop.online && (
            <div className="container">
              <p className="notice-box">{t.shop.offline}</p>
            </div>
          )}
          <BuilderSections sections={builder.page.sections} data={builder.data} base={base} />
        </>
      )}
      {!builder && (
        <div className="container shop-main">
          {!shop.online && <p className="notice-box">{t.shop.offline}</p>}
          {tab?.content && <TabText text={tab.content} />}
          <EventOffers events={events} base={base} />
          {!tab && <PrimeurOffers shopId={shop.id} base={base} />}
          {tab && tab.children.length > 0 && !listing && (
            <ul className="tab-cards">
              {tab.children.map((child) => (
                <li key={child.id}>
                  <Link to={tabHref(base, child, shop.tabs)}>{child.name}</Link>
                </li>
              ))}
            </ul>
          )}
          {listing && (
            <Suspense fallback={<div className="listing-placeholder" aria-busy="true" />}>
              <Await resolve={listing}>
                {({ slice, facets }: Listing) => {
                  const pages = Math.max(1, Math.ceil(slice.total / PAGE_SIZE));
                  const ttc = slice.products[0]?.typology.ttc;
                  return (
                    <section aria-labelledby="products-title">
                      <h2 id="products-title" className="section-title">
                        {t.shop.products}
                      </h2>
                      <form
                        role="search"
                        className="filters"
                        key={JSON.stringify(filters)}
                        onSubmit={(event) => {
                          event.preventDefault();
                          apply(event.currentTarget);
                        }}
                      >
                        <label className="field field--search" htmlFor={`${ids}-q`}>
                          <span>{t.shop.search}</span>
                          <span className="search-row">
                            <input
                              id={`${ids}-q`}
                              type="search"
                              name="q"
                              defaultValue={filters.q ?? ''}
                              placeholder={t.shop.searchPlaceholder}
                              autoComplete="off"
                              enterKeyHint="search"
                            />
                            <button type="submit" className="button">
                              {t.shop.search}
                            </button>
                          </span>
                        </label>
                        {select('color', t.shop.colour, facets.colours, (v) =>
                          refLabel(PRODUCT_COLOURS, v, locale),
                        )}
                        {select('appellation', t.shop.appellation, facets.appellations, (v) => v)}
                        {select('type', t.shop.type, facets.types, (v) => typeLabel(v, locale))}
                        {filtered && (
                          <Link className="clear-filters" to={here({})}>
                            {t.shop.clear}
                          </Link>
                        )}
                      </form>
                      <p className="result-count" role="status">
                        {t.shop.count(slice.total)}
                        {ttc !== undefined && <span className="tax-note"> · {t.price.tax(ttc)}</span>}
                      </p>
                      {slice.products.length === 0 ? (
                        <p className="empty">{t.shop.empty}</p>
                      ) : (
                        <ul className="product-grid">
                          {slice.products.map((product, index) => (
                            <ProductCard
                              key={product.id}
                              product={product}
                              href={`${base}/${product.slug}`}
                              eager={page === 1 && index < 2}
                            />
                          ))}
                        </ul>
                      )}
                      {pages > 1 && (
                        <nav className="pagination" aria-label={t.shop.pagination}>
                          {page > 1 ? <Link to={pageHref(page - 1)}>{t.shop.previous}</Link> : <span />}
                          <span>{t.shop.page(page, pages)}</span>
                          {page < pages ? <Link to={pageHref(page + 1)}>{t.shop.next}</Link> : <span />}
                        </nav>
                      )}
                    </section>
                  );
                }}
              </Await>
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The shop's banner picture behind its name, the largest thing on a phone's first screen: fetched
 * first, preloaded by the server's head (src/seo/page-head.ts). The <picture> around it keeps React's
 * server render from adding a second preload of its own inside the page. Decorative, so its alt is
 * empty: the shop's name is the heading over it and an uploaded picture comes with no description.
 */
function HeroPicture({ url }: { url: string }) {
  const picture = bannerPicture(url);
  return (
    <picture>
      <img
        className="shop-hero-picture"
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        alt=""
        fetchPriority="high"
        data-shop-banner=""
      />
    </picture>
  );
}
