import { BUSINESS_TYPOLOGIES, findRef, readableInk } from '@cuvee/kernel';
import { FrontPage } from '@cuvee/ui';
import { useEffect, useId, type FormEvent } from 'react';
import {
  Link,
  redirect,
  useLoaderData,
  useNavigate,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { fetchProducers, type ShopCard, type ShopSlice } from '../api/catalogue';
import { useTexts } from '../i18n';
import { useSignIn } from '../layout/account-menu';
import { MandatoryNotices } from '../layout/notices';
import { useVersion } from '../layout/use-version';
import { restoreUser, sessionUser, signOut, useSessionUser } from '../session/session';

/** Producers per page: four rows of three on a desktop. */
const PAGE_SIZE = 12;

interface ProducersData {
  /** The signed-in user's shops rather than the public list. */
  mine: boolean;
  q: string;
  page: number;
  slice: ShopSlice;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<ProducersData> {
  await restoreUser();
  const user = sessionUser();
  // An owner or a collaborator visiting the shops list goes to their shop's page.
  const own = user && (user.role === 'owner' || user.role === 'iam') ? user.shops[0] : undefined;
  if (own) throw redirect(`/${own.urlShop}`);
  const query = new URL(request.url).searchParams;
  const q = query.get('q')?.trim() ?? '';
  const page = Math.max(1, Math.floor(Number(query.get('p')) || 1));
  const start = (page - 1) * PAGE_SIZE;
  const slice = await fetchProducers(user !== null, q, [start, start + PAGE_SIZE - 1]);
  return { mine: user !== null, q, page, slice };
}

function monogram(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((word) => word.length > 2 || /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function ProducerCard({ shop }: { shop: ShopCard }) {
  const { locale, t } = useTexts();
  const colour = shop.editedShop.color ?? '#08202e';
  const kind = findRef(BUSINESS_TYPOLOGIES, shop.businessType)?.[locale] ?? '';
  return (
    <li className="producer-card">
      <Link to={`/${shop.urlShop}`} className="producer-link" aria-label={t.shops.visit(shop.name)}>
        {shop.editedShop.logo ? (
          <img className="producer-logo" src={shop.editedShop.logo} alt="" width={56} height={56} />
        ) : (
          <span
            className="producer-logo"
            style={{ background: colour, color: readableInk(colour) }}
            aria-hidden="true"
          >
            {monogram(shop.name)}
          </span>
        )}
        <span className="producer-text">
          <span className="producer-name">{shop.name}</span>
          <span className="producer-sub">{t.shop.producer(kind, shop.city)}</span>
        </span>
        {!shop.online && <span className="producer-badge">{t.shops.offline}</span>}
      </Link>
    </li>
  );
}

/**
 * /shops, the producers: a signed-in user's shops (those they belong to), or for visitors the
 * shops open online; searched by name, a page at a time. A producer's shop also opens by its code.
 */
export function Component() {
  const { mine, q, page, slice } = useLoaderData<ProducersData>();
  const { locale, t } = useTexts();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const version = useVersion();
  const user = useSessionUser();
  const [openSignIn, signInDialog] = useSignIn();
  const id = useId();
  const pages = Math.max(1, Math.ceil(slice.total / PAGE_SIZE));
  const title = mine ? t.shops.mineTitle : t.shops.title;

  useEffect(() => {
    document.title = `${title} — Cuvée`;
  }, [title]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(text ? `/shops?q=${encodeURIComponent(text)}` : '/shops');
  };
  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    if (typeof code === 'string' && code.trim()) void navigate(`/${encodeURIComponent(code.trim())}`);
  };
  const pageHref = (target: number) => {
    const query = new URLSearchParams();
    if (q) query.set('q', q);
    if (target > 1) query.set('p', String(target));
    const text = query.toString();
    return text ? `/shops?${text}` : '/shops';
  };

  return (
    <FrontPage
      locale={locale}
      texts={{ ...t, title: `${title} — Cuvée` }}
      version={version ?? undefined}
      headerTone="light"
      footerTone="dark"
      footerTop={<MandatoryNotices />}
    >
      <div className="container producers">
        <div className="producers-head">
          <div>
            <h1>{title}</h1>
            <p className="lead">{mine ? t.shops.mineIntro : t.shops.intro}</p>
          </div>
          {user ? (
            <p className="producers-account">
              <span>{user.email}</span>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => void signOut().then(() => revalidator.revalidate())}
              >
                {t.account.signOut}
              </button>
            </p>
          ) : (
            <p className="producers-account">
              <span className="fine">{t.shops.signInHint}</span>
              <button type="button" className="button" onClick={openSignIn}>
                {t.account.signIn}
              </button>
            </p>
          )}
        </div>

        <form role="search" className="producers-search" onSubmit={search} key={q}>
          <label className="field" htmlFor={`${id}-q`}>
            <span>{t.shops.search}</span>
            <span className="search-row">
              <input id={`${id}-q`} type="search" name="q" defaultValue={q} autoComplete="off" />
              <button type="submit" className="button">
                {t.shops.searchButton}
              </button>
            </span>
          </label>
        </form>
        <p className="result-count" role="status">
          {t.shops.count(slice.total)}
        </p>
        {slice.shops.length === 0 ? (
          <p className="empty">{mine && !q ? t.shops.noneMine : t.shops.empty}</p>
        ) : (
          <ul className="producer-grid">
            {slice.shops.map((shop) => (
              <ProducerCard key={shop.id} shop={shop} />
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

        <section aria-labelledby={`${id}-open`} className="card open-card">
          <h2 id={`${id}-open`} className="card-title">
            {t.shops.openTitle}
          </h2>
          <form className="open-shop" onSubmit={open}>
            <label className="field" htmlFor={`${id}-code`}>
              <span>{t.shops.codeLabel}</span>
              <input
                id={`${id}-code`}
                name="code"
                required
                autoComplete="off"
                aria-describedby={`${id}-hint`}
              />
            </label>
            <button type="submit" className="button">
              {t.shops.open}
            </button>
          </form>
          <p id={`${id}-hint`} className="fine">
            {t.shops.codeHint}
          </p>
        </section>
      </div>
      {signInDialog}
    </FrontPage>
  );
}
