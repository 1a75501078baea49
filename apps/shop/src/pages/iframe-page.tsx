import { IFRAME_HEIGHT_MESSAGE, iframeLookVars } from '@cuvee/kernel';
import { useEffect, useRef, type CSSProperties } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { fetchProducts, type Product } from '../api/catalogue';
import { fetchEventOffers, type EventOffer } from '../api/reservations';
import { fetchProductsById, fetchPublicIframe, type PublicIframe } from '../api/storefront';
import { AddToCart } from '../cart/add-to-cart';
import { CartLinkContext } from '../cart/cart-link';
import { clearCart, handedCartHref, itemCount, useCartState } from '../cart/cart-store';
import { cheapestFormat, money, productStock, unitPriceText } from '../format';
import { useTexts } from '../i18n';
import { MandatoryNotices } from '../layout/notices';
import { EventBooking, loadEvent, type EventPageData } from './event-page';
import { ProductPicture } from './product-picture';
import { StockNote } from './stock-note';
import './iframe-page.css';

/** The most products a filtered list shows (a widget is a showcase, the shop has the whole catalogue). */
const FILTERED_MAX = 24;

export interface IframePageData {
  iframe: PublicIframe;
  products: Product[];
  events: EventOffer[];
  /** The event being booked: the widget's one event, or the one chosen in its list (?event=). */
  booking: EventPageData | null;
}

/**
 * The widget's data, as a visitor sees it (the public typology's prices): its products (chosen, in
 * order, or the first of its filter), or its events. The server runs it too, and answers with the
 * widget's sites in its frame-ancestors (server/render.tsx).
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<IframePageData> {
  const iframe = await fetchPublicIframe(Number(params.id));
  const none: IframePageData = { iframe, products: [], events: [], booking: null };
  if (iframe.kind === 'events') {
    const asked = Number(new URL(request.url).searchParams.get('event')) || null;
    const events = iframe.eventId ? [] : await fetchEventOffers(iframe.shopId);
    // Only the widget's own event, or one of the shop's listed events, is booked here.
    const eventId = iframe.eventId ?? (events.some((event) => event.id === asked) ? asked : null);
    return { ...none, events, booking: eventId ? await loadEvent(eventId) : null };
  }
  if (iframe.productIds.length > 0) {
    return { ...none, products: await fetchProductsById(iframe.shopId, iframe.productIds) };
  }
  const slice = await fetchProducts(iframe.shopId, iframe.filter, [0, FILTERED_MAX - 1]);
  return { ...none, products: slice.products };
}

/** Tells the host page the widget's height (the snippet's script sizes the frame), when framed. */
function useHeightReport(id: number) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element || window.parent === window) return;
    const report = () =>
      window.parent.postMessage(
        { type: IFRAME_HEIGHT_MESSAGE, id, height: Math.ceil(element.getBoundingClientRect().height) },
        '*',
      );
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return root;
}

/**
 * /iframes/{id}: a widget embedded on a producer's own site (ADR 0085) — a product list, a product or
 * the booking of events — in its theme, without the shop's header. The cart works in the frame; the
 * checkout opens the shop in a new tab with the frame's cart (3-D Secure and the account's sign-in do
 * not run in a third-party frame).
 */
export function Component() {
  const { iframe, products, events, booking } = useLoaderData<IframePageData>();
  const { locale, t } = useTexts();
  const { cart, ready } = useCartState();
  const root = useHeightReport(iframe.id);
  const theme = iframe.theme;
  const count = ready ? itemCount(cart) : 0;
  const checkout = (label: string) => (
    <a
      href={typeof window === 'undefined' ? '/cart' : handedCartHref(window.location.origin, cart)}
      target="_blank"
      rel="noopener"
      onClick={() => setTimeout(clearCart)}
    >
      {label} <span className="visually-hidden">{t.iframe.newTab}</span>
    </a>
  );

  return (
    <CartLinkContext.Provider value={checkout}>
      <div
        ref={root}
        className={`iframe-widget iframe-widget--${theme.mode}`}
        style={iframeLookVars(theme) as CSSProperties}
        data-iframe-kind={iframe.kind}
      >
        {iframe.kind !== 'events' && products.length === 0 && <p className="empty">{t.iframe.noProducts}</p>}
        {products.length > 0 && (
          <ul className="product-grid">
            {products.map((product, index) => (
              <WidgetProduct
                key={product.id}
                product={product}
                single={iframe.kind === 'product'}
                eager={index < 2}
                showPrice={theme.showPrices}
                showStock={theme.showStock}
              />
            ))}
          </ul>
        )}
        {iframe.kind === 'events' && booking && (
          <>
            {!iframe.eventId && <Link to={`/iframes/${iframe.id}`}>{t.iframe.allEvents}</Link>}
            <EventBooking key={booking.event.id} shopId={iframe.shopId} loaded={booking} />
          </>
        )}
        {iframe.kind === 'events' && !booking && (
          <ul className="cart-lines">
            {events.length === 0 && <li className="empty">{t.iframe.noEvents}</li>}
            {events.map((event) => {
              const from = Math.min(...event.rates.filter((r) => r.kind !== 'option').map((r) => r.priceTtc));
              return (
                <li key={event.id} className="cart-line">
                  <div className="cart-line-name">
                    <strong>{locale === 'en' ? event.titleEn || event.titleFr : event.titleFr}</strong>
                    <span className="fine">
                      {t.events.duration(event.durationMinutes)}
                      {theme.showPrices && Number.isFinite(from) ? ` · ${money(from, locale)}` : ''}
                    </span>
                  </div>
                  <Link className="button" to={`/iframes/${iframe.id}?event=${event.id}`}>
                    {t.events.see}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {count > 0 && (
          <div className="iframe-cart-bar" data-iframe-cart>
            <span>{t.iframe.cart(count)}</span>
            <span className="button">{checkout(t.iframe.order)}</span>
          </div>
        )}
        <div className="iframe-notices">
          <MandatoryNotices />
        </div>
      </div>
    </CartLinkContext.Provider>
  );
}

function WidgetProduct({
  product,
  single,
  eager,
  showPrice,
  showStock,
}: {
  product: Product;
  single: boolean;
  eager: boolean;
  showPrice: boolean;
  showStock: boolean;
}) {
  const { locale, t } = useTexts();
  const format = cheapestFormat(product);
  return (
    <li className={`product-card${single ? ' product-card--single' : ''}`}>
      <ProductPicture product={product} width={single ? 640 : 320} eager={eager} />
      <div className="product-card-body">
        <h3 className="product-card-name">
          {product.name}
          {product.precision && <span className="product-precision"> {product.precision}</span>}
        </h3>
        {[product.appellation, product.vintage].some(Boolean) && (
          <p className="product-card-sub">
            {[product.appellation, product.vintage].filter(Boolean).join(' · ')}
          </p>
        )}
        {showPrice && (
          <p className="product-card-price">
            {format ? <strong>{unitPriceText(format.unitPrice, locale, t)}</strong> : t.shop.noPrice}
          </p>
        )}
        {showStock && <StockNote stock={productStock(product)} />}
        {format && <AddToCart product={product} vintageName={product.vintage} format={format} />}
      </div>
    </li>
  );
}
