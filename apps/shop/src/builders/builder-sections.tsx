import { containsScript, visualSrcSet, resizedVisual, type BuilderSection } from '@cuvee/kernel';
import { Link } from 'react-router-dom';
import type { SectionData } from '../api/storefront';
import { useTexts } from '../i18n';
import { EventOffers } from '../pages/event-offers';
import { ProductCard } from '../pages/product-card';

/*
 * A builder page's sections as visitors see them (docs/storefront.md): the published page of the shop
 * front and the editor's live preview draw them with these same components. Rich texts arrive
 * sanitised by the API; the preview's draft is not saved yet, so a text holding a script is not drawn.
 */

interface Props {
  sections: readonly BuilderSection[];
  data: SectionData;
  /** Where the shop's pages are (/shops/{id} or /{urlShop}). */
  base: string;
  /** The preview's chosen product (its slug): first in every grid, marked. */
  highlight?: string;
}

function Picture({ url, alt, wide }: { url: string; alt: string; wide: boolean }) {
  return (
    <img
      className="builder-picture"
      src={resizedVisual(url, 1024)}
      srcSet={visualSrcSet(url, wide ? [640, 1024, 1600] : [320, 640, 1024])}
      sizes={wide ? '100vw' : '(max-width: 720px) 100vw, 50vw'}
      alt={alt}
      loading="lazy"
    />
  );
}

function RichText({ html }: { html: string }) {
  const { t } = useTexts();
  if (containsScript(html)) return <p className="notice-box">{t.builders.scriptHidden}</p>;
  return <div className="builder-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

function CallToAction({ label, href }: { label: string; href: string }) {
  return href.startsWith('/') ? (
    <Link className="button builder-cta" to={href}>
      {label}
    </Link>
  ) : (
    <a className="button builder-cta" href={href} rel="noopener">
      {label}
    </a>
  );
}

function Section({ section, data, base, highlight }: Omit<Props, 'sections'> & { section: BuilderSection }) {
  const { t } = useTexts();
  switch (section.kind) {
    case 'hero':
      return (
        <section className={section.image ? 'builder-hero builder-hero--picture' : 'builder-hero'}>
          {section.image && <Picture url={section.image} alt="" wide />}
          <div className="container">
            {section.title && <h2 className="builder-hero-title">{section.title}</h2>}
            {section.subtitle && <p className="builder-hero-subtitle">{section.subtitle}</p>}
            {section.ctaLabel && section.ctaHref && (
              <CallToAction label={section.ctaLabel} href={section.ctaHref} />
            )}
          </div>
        </section>
      );
    case 'text':
      return (
        <section className="container builder-section">
          <RichText html={section.html} />
        </section>
      );
    case 'products': {
      const products = [...(data.products[section.id] ?? [])];
      const first = highlight ? products.findIndex((product) => product.slug === highlight) : -1;
      if (first > 0) products.unshift(...products.splice(first, 1));
      return (
        <section className="container builder-section">
          {section.title && <h2 className="section-title">{section.title}</h2>}
          {products.length === 0 ? (
            <p className="empty">{t.shop.empty}</p>
          ) : (
            <ul className="product-grid">
              {products.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  href={`${base}/${product.slug}`}
                  eager={false}
                />
              ))}
            </ul>
          )}
        </section>
      );
    }
    case 'events':
      return (
        <section className="container builder-section">
          <EventOffers
            events={data.events.slice(0, section.count)}
            base={base}
            title={section.title || undefined}
          />
        </section>
      );
    case 'imageText':
      return (
        <section className={`container builder-section builder-split builder-split--${section.side}`}>
          {section.image && <Picture url={section.image} alt={section.alt} wide={false} />}
          <RichText html={section.html} />
        </section>
      );
    case 'contact':
      return (
        <section className="container builder-section builder-contact">
          {section.title && <h2 className="section-title">{section.title}</h2>}
          {section.address && <p className="builder-lines">{section.address}</p>}
          {section.hours && (
            <>
              <h3>{t.builders.hours}</h3>
              <p className="builder-lines">{section.hours}</p>
            </>
          )}
          {section.mapUrl && (
            <a href={section.mapUrl} target="_blank" rel="noopener noreferrer">
              {t.builders.map}
            </a>
          )}
        </section>
      );
  }
}

/** The sections of a page, in their order. */
export function BuilderSections({ sections, ...rest }: Props) {
  return (
    <div className="builder-page">
      {sections.map((section) => (
        <Section key={section.id} section={section} {...rest} />
      ))}
    </div>
  );
}
