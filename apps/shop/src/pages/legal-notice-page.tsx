import { useEffect } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { ShopRouteData } from '../api/shop-data';
import { useTexts } from '../i18n';

/**
 * The shop's legal notice (/shops/{id}/legal-notice, /{name}/legal-notice): who publishes the
 * shop (the seller's legal identity and the publication director) and who hosts it, as French law asks
 * of a website (LCEN art. 6), then the alcohol rules and the cookies.
 */
export function Component() {
  const { shop } = useOutletContext<ShopRouteData>();
  const { t } = useTexts();
  const legal = shop.legal;
  const address = [legal.street, [legal.zipcode, legal.city].filter(Boolean).join(' '), legal.country]
    .filter(Boolean)
    .join(', ');

  useEffect(() => {
    document.title = `${t.legal.title} — ${shop.name}`;
  }, [shop.name, t.legal.title]);

  const row = (term: string, value: string | null) => (
    <div>
      <dt>{term}</dt>
      <dd className={value ? undefined : 'missing'}>{value || t.legal.missing}</dd>
    </div>
  );

  return (
    <div className="container prose legal">
      <h1>{t.legal.title}</h1>
      <section aria-labelledby="legal-publisher">
        <h2 id="legal-publisher">{t.legal.publisher}</h2>
        <p>{t.legal.publisherText(shop.name)}</p>
        <dl className="legal-identity">
          {row(t.legal.company, legal.companyName)}
          {legal.tradeName &&
            legal.tradeName !== legal.companyName &&
            row(t.legal.tradeName, legal.tradeName)}
          {row(t.legal.legalForm, legal.legalForm)}
          {row(t.legal.address, address || null)}
          {row(t.legal.siret, legal.siret)}
          {row(t.legal.vatNumber, legal.vatNumber)}
          {row(t.legal.phone, legal.phone)}
          {row(t.legal.email, legal.email)}
          {row(t.legal.director, legal.publicationDirector)}
        </dl>
      </section>
      <section aria-labelledby="legal-host">
        <h2 id="legal-host">{t.legal.host}</h2>
        <dl className="legal-identity">
          {row(t.legal.hostName, legal.host.name)}
          {row(t.legal.hostAddress, legal.host.address)}
          {row(t.legal.hostPhone, legal.host.phone)}
        </dl>
      </section>
      <section aria-labelledby="legal-alcohol">
        <h2 id="legal-alcohol">{t.legal.alcoholTitle}</h2>
        <p>{t.legal.alcoholText}</p>
      </section>
      <section aria-labelledby="legal-data">
        <h2 id="legal-data">{t.legal.dataTitle}</h2>
        <p>{t.legal.dataText}</p>
      </section>
    </div>
  );
}
