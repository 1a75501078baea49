import { intlLocale } from '@cuvee/kernel';
import { LanguageSwitch, pageLocale, uiMessages } from '@cuvee/ui';
import { useEffect } from 'react';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { fetchELabel, type ELabel } from '../api/catalogue';
import { messages, useTexts } from '../i18n';

export async function loader({ params, request }: LoaderFunctionArgs): Promise<ELabel> {
  const query = new URL(request.url).searchParams;
  const product = query.get('product');
  if (!product) throw data(null, { status: 404 });
  return fetchELabel(params.name!, product, pageLocale(), query.get('vintage'));
}

/**
 * The EU wine e-label (/{name}/nutritiveValues, regulation 2021/2117): ingredients, allergens,
 * nutrition per 100 ml and alcohol. Nothing else on purpose: no shop header, no link to sell, no price,
 * no tracking, no adult gate (the information must reach anyone holding the bottle).
 */
export function Component() {
  const label = useLoaderData<ELabel>();
  const { locale, t } = useTexts();
  const e = t.eLabel;
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 });
  const grams = (value: number) => `${number.format(value)} g`;
  const nutrition = label.nutrition;
  const translated = label.language === locale;

  useEffect(() => {
    document.title = `${label.product.name} — ${e.title}`;
  }, [label.product.name, e.title]);

  return (
    <div className="e-label">
      <header className="e-label-header">
        <LanguageSwitch locale={locale} label={uiMessages[locale].languageNav} />
      </header>
      <main id="main" className="e-label-main">
        <p className="e-label-shop">{label.shopName}</p>
        <h1>
          {label.product.name}
          {label.vintage && ` ${label.vintage}`}
        </h1>
        {label.product.precision && <p>{label.product.precision}</p>}
        <dl className="details">
          {label.alcohol !== null && (
            <div>
              <dt>{e.alcohol}</dt>
              <dd>{number.format(label.alcohol)} % vol.</dd>
            </div>
          )}
        </dl>
        <section lang={label.language}>
          <h2>{e.ingredients}</h2>
          <p>{label.ingredients ?? e.none}</p>
          <h2>{e.allergens}</h2>
          <p className="allergens">{label.allergens ?? e.none}</p>
          {!translated && (label.ingredients || label.allergens) && (
            <p className="fine" lang={locale}>
              {e.otherLanguage}
            </p>
          )}
        </section>
        <section>
          <h2>
            {e.nutrition} <span className="fine">({e.per100})</span>
          </h2>
          {nutrition ? (
            <table className="nutrition">
              <tbody>
                <tr>
                  <th scope="row">{e.energy}</th>
                  <td>
                    {number.format(nutrition.energyKj)} kJ / {number.format(nutrition.energyKcal)} kcal
                  </td>
                </tr>
                <Row label={e.fat} value={grams(nutrition.fat)} />
                <Row label={e.saturatedFat} value={grams(nutrition.saturatedFat)} sub />
                <Row label={e.carbohydrates} value={grams(nutrition.carbohydrates)} />
                <Row label={e.sugars} value={grams(nutrition.sugars)} sub />
                <Row label={e.proteins} value={grams(nutrition.proteins)} />
                <Row label={e.salt} value={grams(nutrition.salt)} />
              </tbody>
            </table>
          ) : (
            <p>{e.none}</p>
          )}
        </section>
        <p className="fine" lang="fr">
          {messages.fr.alcoholWarning}
        </p>
      </main>
    </div>
  );
}

function Row({ label, value, sub = false }: { label: string; value: string; sub?: boolean }) {
  return (
    <tr className={sub ? 'sub' : undefined}>
      <th scope="row">{label}</th>
      <td>{value}</td>
    </tr>
  );
}
