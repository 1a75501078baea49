import type { Schemas } from '@cuvee/api-client';
import {
  moveSection,
  newSection,
  PRODUCT_COLOURS,
  readSections,
  removeSection,
  replaceSection,
  SECTION_KINDS,
  messageOf,
  type BuilderSection,
  type SectionKind,
} from '@cuvee/kernel';
import { dataUrlOf } from '@cuvee/ui';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { data, Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { fetchProducts, type Product, type ShopFace } from '../api/catalogue';
import { api, messagesOf } from '../api/client';
import { loadShop } from '../api/shop-data';
import { loadSectionData, type SectionData } from '../api/storefront';
import { refLabel } from '../format';
import { useTexts } from '../i18n';
import { shopLook } from '../layout/shop-look';
import { SitePage } from '../layout/site-page';
import { sessionUser, useSessionUser } from '../session/session';
import { BuilderSections } from './builder-sections';
import { editorTexts, type EditorTexts } from './editor-texts';
import './builders.css';

/*
 * The builders (/shops/{id}/builders[/{page}[/{product}]], docs/storefront.md): the shop's pages for its
 * owner and collaborators, each edited section by section beside a live preview drawn by the public
 * page's own components. A lazy chunk: visitors never load it. Someone signed out is offered the
 * sign-in; anyone else gets "page not found" and the API is never asked.
 */

type Page = Omit<Schemas['BuilderPageDto'], 'draft' | 'published'> & {
  draft: { title: string; sections: BuilderSection[] };
  published: { title: string; sections: BuilderSection[] } | null;
};
type Summary = Schemas['BuilderPageSummaryDto'];
type Placement = Page['placement'];

/** Signed in without being the shop's owner or collaborator: page not found, and no API call made. */
export function loader({ params }: LoaderFunctionArgs): null {
  const user = sessionUser();
  const member = user?.shops.find((shop) => shop.id === Number(params.id));
  if (user && !(member && (member.role === 'owner' || member.role === 'iam')))
    throw data(null, { status: 404 });
  return null;
}

export function Component() {
  const { id, builder, product } = useParams();
  const { locale } = useTexts();
  const t = editorTexts(locale);
  const user = useSessionUser();
  const shopId = Number(id);
  return (
    <SitePage title={t.title}>
      {!user ? (
        <section className="card">
          <p>{t.signIn}</p>
        </section>
      ) : builder ? (
        <Editor key={builder} shopId={shopId} pageId={Number(builder)} highlight={product} t={t} />
      ) : (
        <PageList shopId={shopId} t={t} />
      )}
    </SitePage>
  );
}

function useShop(shopId: number): ShopFace | null {
  const [shop, setShop] = useState<ShopFace | null>(null);
  useEffect(() => {
    loadShop(String(shopId)).then(setShop, () => setShop(null));
  }, [shopId]);
  return shop;
}

function placeText(
  t: EditorTexts,
  placement: Placement,
  tabId: string | null,
  shop: ShopFace | null,
): string {
  if (placement !== 'tab') return t.places[placement];
  const tab = shop?.tabs.flatMap((one) => [one, ...one.children]).find((one) => one.id === tabId);
  return `${t.places.tab} : ${tab?.name ?? tabId}`;
}

function PageList({ shopId, t }: { shopId: number; t: EditorTexts }) {
  const { locale } = useTexts();
  const navigate = useNavigate();
  const shop = useShop(shopId);
  const [pages, setPages] = useState<Summary[] | null>(null);
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const ids = useId();

  useEffect(() => {
    void api
      .GET('/v1/builder-pages', { params: { query: { range: '[0,49]', sort: '["id","ASC"]' } } })
      .then(({ data }) => setPages(data ?? []));
  }, [shopId]);

  const create = async () => {
    const { data, error } = await api.POST('/v1/builder-pages', {
      body: { title, placement: 'none', sections: [] },
    });
    if (!data) return setErrors(messagesOf(error));
    void navigate(`/shops/${shopId}/builders/${data.id}`);
  };

  return (
    <div className="builders">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {pages && pages.length === 0 && <p className="empty">{t.none}</p>}
      {pages && pages.length > 0 && (
        <ul className="builders-list">
          {pages.map((page) => (
            <li key={page.id} className="card">
              <div>
                <strong>{page.title}</strong>
                <span className="fine">
                  {placeText(t, page.placement, page.tabId, shop)} ·{' '}
                  {page.publishedAt
                    ? t.published(new Date(page.publishedAt).toLocaleDateString(locale))
                    : t.notPublished}
                  {page.publishedAt && ` · ${page.hasUnpublishedChanges ? t.changes : t.upToDate}`}
                </span>
              </div>
              <Link className="button" to={`/shops/${shopId}/builders/${page.id}`}>
                {t.open}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <form
        className="card builders-new"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <h2>{t.newPage}</h2>
        <label className="field" htmlFor={`${ids}-title`}>
          <span>{t.pageTitle}</span>
          <input id={`${ids}-title`} value={title} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <Errors errors={errors} />
        <button type="submit" className="button">
          {t.create}
        </button>
      </form>
    </div>
  );
}

function Errors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="builders-errors" role="alert">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

interface EditorProps {
  shopId: number;
  pageId: number;
  highlight: string | undefined;
  t: EditorTexts;
}

function Editor({ shopId, pageId, highlight, t }: EditorProps) {
  const { locale } = useTexts();
  const navigate = useNavigate();
  const shop = useShop(shopId);
  const [page, setPage] = useState<Page | null>(null);
  const [title, setTitle] = useState('');
  const [placement, setPlacement] = useState<Placement>('none');
  const [tabId, setTabId] = useState<string | null>(null);
  const [sections, setSections] = useState<BuilderSection[]>([]);
  const [adding, setAdding] = useState<SectionKind>('hero');
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [products, setProducts] = useState<Product[]>([]);
  const [sectionData, setSectionData] = useState<SectionData>({ products: {}, events: [] });
  const ids = useId();

  const take = (loaded: Page) => {
    setPage(loaded);
    setTitle(loaded.draft.title);
    setPlacement(loaded.placement);
    setTabId(loaded.tabId);
    setSections(loaded.draft.sections);
  };

  useEffect(() => {
    void api.GET('/v1/builder-pages/{id}', { params: { path: { id: pageId } } }).then(({ data: loaded }) => {
      if (loaded) take(loaded as Page);
      else setErrors([messageOf({ code: 'error.notFound' }, locale)]);
    });
    fetchProducts(shopId, {}, [0, 99]).then(
      (slice) => setProducts(slice.products),
      () => setProducts([]),
    );
  }, [shopId, pageId, locale]);

  // The preview's products and events follow the grids and lists of the draft as they change.
  const wanted = JSON.stringify(
    sections.filter((section) => section.kind === 'products' || section.kind === 'events'),
  );
  useEffect(() => {
    let current = true;
    void loadSectionData(shopId, JSON.parse(wanted) as BuilderSection[]).then((loaded) => {
      if (current) setSectionData(loaded);
    });
    return () => {
      current = false;
    };
  }, [shopId, wanted]);

  // The kernel's rule, as the API runs it: the first fault shows before anything is sent.
  const fault = useMemo(() => {
    const read = readSections(sections, shopId);
    return 'failure' in read ? messageOf(read.failure, locale) : null;
  }, [sections, shopId, locale]);

  const save = async (): Promise<boolean> => {
    const { data: saved, error } = await api.PUT('/v1/builder-pages/{id}', {
      params: { path: { id: pageId } },
      body: { title, placement, tabId: placement === 'tab' ? tabId : null, sections },
    });
    if (!saved) {
      setErrors(messagesOf(error));
      return false;
    }
    setErrors([]);
    take(saved as Page);
    return true;
  };
  const act = async (
    path: '/v1/builder-pages/{id}/publish' | '/v1/builder-pages/{id}/discard',
    done: string,
  ) => {
    const { data: changed, error } = await api.POST(path, { params: { path: { id: pageId } } });
    if (!changed) return setErrors(messagesOf(error));
    setErrors([]);
    take(changed as Page);
    setStatus(done);
  };
  const remove = async () => {
    if (!window.confirm(t.confirmDelete)) return;
    const { data: removed, error } = await api.DELETE('/v1/builder-pages/{id}', {
      params: { path: { id: pageId } },
    });
    if (!removed) return setErrors(messagesOf(error));
    void navigate(`/shops/${shopId}/builders`);
  };

  if (!page) return <Errors errors={errors} />;
  const base = `/shops/${shopId}`;
  const tabs = shop?.tabs.flatMap((one) => [one, ...one.children]) ?? [];
  const chosen = highlight ? products.find((one) => one.slug === highlight) : undefined;
  const change = (section: BuilderSection) =>
    setSections((list) => replaceSection(list, section.id, section));

  return (
    <div className="builders builders-editor">
      <p>
        <Link to={`/shops/${shopId}/builders`}>{t.back}</Link>
      </p>
      <div className="builders-columns">
        <form
          className="builders-form"
          aria-label={t.sections}
          onSubmit={(event) => {
            event.preventDefault();
            void save().then((ok) => {
              if (ok) setStatus(t.saved);
            });
          }}
        >
          <label className="field" htmlFor={`${ids}-title`}>
            <span>{t.pageTitle}</span>
            <input id={`${ids}-title`} value={title} onChange={(event) => setTitle(event.target.value)} />
          </label>
          <label className="field" htmlFor={`${ids}-place`}>
            <span>{t.place}</span>
            <select
              id={`${ids}-place`}
              value={placement}
              onChange={(event) => setPlacement(event.target.value as Placement)}
            >
              {(['home', 'tab', 'none'] as const).map((one) => (
                <option key={one} value={one}>
                  {t.places[one]}
                </option>
              ))}
            </select>
          </label>
          {placement === 'tab' && (
            <label className="field" htmlFor={`${ids}-tab`}>
              <span>{t.tab}</span>
              <select
                id={`${ids}-tab`}
                value={tabId ?? ''}
                onChange={(event) => setTabId(event.target.value || null)}
              >
                <option value="" />
                {tabs.map((tab) => (
                  <option key={tab.id} value={tab.id}>
                    {tab.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <h2>{t.sections}</h2>
          <ol className="builders-sections">
            {sections.map((section, index) => (
              <li key={section.id} className="card">
                <div className="builders-section-head">
                  <strong>
                    {index + 1}. {t.kinds[section.kind]}
                  </strong>
                  <span>
                    <button
                      type="button"
                      className="link-button"
                      disabled={index === 0}
                      onClick={() => setSections((list) => moveSection(list, index, index - 1))}
                    >
                      {t.up}
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      disabled={index === sections.length - 1}
                      onClick={() => setSections((list) => moveSection(list, index, index + 1))}
                    >
                      {t.down}
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setSections((list) => removeSection(list, section.id))}
                    >
                      {t.remove}
                    </button>
                  </span>
                </div>
                <SectionFields section={section} onChange={change} products={products} t={t} />
              </li>
            ))}
          </ol>
          <div className="builders-add">
            <label className="field" htmlFor={`${ids}-kind`}>
              <span>{t.addSection}</span>
              <select
                id={`${ids}-kind`}
                value={adding}
                onChange={(event) => setAdding(event.target.value as SectionKind)}
              >
                {SECTION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t.kinds[kind]}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                setSections((list) => [
                  ...list,
                  newSection(
                    adding,
                    list.map((one) => one.id),
                  ),
                ])
              }
            >
              {t.add}
            </button>
          </div>
          {fault && (
            <p className="builders-errors" role="status">
              {fault}
            </p>
          )}
          <Errors errors={errors} />
          <p className="fine" role="status">
            {status}{' '}
            {page.publishedAt ? (page.hasUnpublishedChanges ? t.changes : t.upToDate) : t.notPublished}
          </p>
          <div className="builders-actions">
            <button type="submit" className="button">
              {t.save}
            </button>
            <button
              type="button"
              className="button"
              onClick={() =>
                void save().then(async (ok) => {
                  if (ok) await act('/v1/builder-pages/{id}/publish', t.publishedNow);
                })
              }
            >
              {t.publish}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={!page.published}
              onClick={() => void act('/v1/builder-pages/{id}/discard', t.discarded)}
            >
              {t.discard}
            </button>
            <button type="button" className="link-button" onClick={() => void remove()}>
              {t.delete}
            </button>
          </div>
        </form>
        <section className="builders-preview" aria-label={t.preview}>
          <div className="builders-preview-head">
            <h2>{chosen ? t.previewWith(chosen.name) : t.preview}</h2>
            <label className="field" htmlFor={`${ids}-highlight`}>
              <span>{t.highlight}</span>
              <select
                id={`${ids}-highlight`}
                value={highlight ?? ''}
                onChange={(event) =>
                  void navigate(
                    `/shops/${shopId}/builders/${pageId}${event.target.value ? `/${event.target.value}` : ''}`,
                  )
                }
              >
                <option value="">{t.noHighlight}</option>
                {products.map((one) => (
                  <option key={one.id} value={one.slug}>
                    {one.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="builders-preview-frame" style={shop ? shopLook(shop) : undefined}>
            <h1 className="builders-preview-title">{title}</h1>
            <BuilderSections sections={sections} data={sectionData} base={base} highlight={highlight} />
          </div>
        </section>
      </div>
    </div>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      {children(id)}
    </label>
  );
}

interface FieldsProps {
  section: BuilderSection;
  onChange: (section: BuilderSection) => void;
  products: Product[];
  t: EditorTexts;
}

function SectionFields({ section, onChange, products, t }: FieldsProps) {
  const { locale } = useTexts();
  const text = (key: string, label: string, multiline = false) => (
    <Field label={label}>
      {(id) =>
        multiline ? (
          <textarea
            id={id}
            rows={4}
            value={String((section as unknown as Record<string, unknown>)[key] ?? '')}
            onChange={(event) => onChange({ ...section, [key]: event.target.value } as BuilderSection)}
          />
        ) : (
          <input
            id={id}
            value={String((section as unknown as Record<string, unknown>)[key] ?? '')}
            onChange={(event) => onChange({ ...section, [key]: event.target.value } as BuilderSection)}
          />
        )
      }
    </Field>
  );
  const count = () => (
    <Field label={t.fields.count}>
      {(id) => (
        <input
          id={id}
          type="number"
          min={1}
          max={24}
          value={'count' in section ? section.count : 1}
          onChange={(event) => onChange({ ...section, count: Number(event.target.value) } as BuilderSection)}
        />
      )}
    </Field>
  );
  const image = () => (
    <PictureField
      url={'image' in section ? section.image : null}
      onChange={(url) => onChange({ ...section, image: url } as BuilderSection)}
      t={t}
    />
  );
  switch (section.kind) {
    case 'hero':
      return (
        <>
          {text('title', t.fields.title)}
          {text('subtitle', t.fields.subtitle)}
          {image()}
          {text('ctaLabel', t.fields.ctaLabel)}
          {text('ctaHref', t.fields.ctaHref)}
        </>
      );
    case 'text':
      return text('html', t.fields.html, true);
    case 'products':
      return (
        <>
          {text('title', t.fields.title)}
          <Field label={t.fields.productIds}>
            {(id) => (
              <select
                id={id}
                multiple
                size={Math.min(6, Math.max(2, products.length))}
                value={section.productIds.map(String)}
                onChange={(event) =>
                  onChange({
                    ...section,
                    productIds: [...event.target.selectedOptions].map((option) => Number(option.value)),
                  })
                }
              >
                {products.map((one) => (
                  <option key={one.id} value={one.id}>
                    {one.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={`${t.fields.filter} : ${t.fields.color}`}>
            {(id) => (
              <select
                id={id}
                value={section.filter.color ?? ''}
                onChange={(event) =>
                  onChange({
                    ...section,
                    filter: { ...section.filter, color: event.target.value || undefined },
                  })
                }
              >
                <option value="" />
                {PRODUCT_COLOURS.map((colour) => (
                  <option key={colour.key} value={colour.key}>
                    {refLabel(PRODUCT_COLOURS, colour.key, locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {count()}
        </>
      );
    case 'events':
      return (
        <>
          {text('title', t.fields.title)}
          {count()}
        </>
      );
    case 'imageText':
      return (
        <>
          {image()}
          {text('alt', t.fields.alt)}
          {text('html', t.fields.html, true)}
          <Field label={t.fields.side}>
            {(id) => (
              <select
                id={id}
                value={section.side}
                onChange={(event) => onChange({ ...section, side: event.target.value as 'left' | 'right' })}
              >
                <option value="left">{t.fields.left}</option>
                <option value="right">{t.fields.right}</option>
              </select>
            )}
          </Field>
        </>
      );
    case 'contact':
      return (
        <>
          {text('title', t.fields.title)}
          {text('address', t.fields.address, true)}
          {text('hours', t.fields.hours, true)}
          {text('mapUrl', t.fields.mapUrl)}
        </>
      );
  }
}

/** A picture sent to the shop's picture store (POST /v1/visuals, as the banner's), then named by its address. */
function PictureField({
  url,
  onChange,
  t,
}: {
  url: string | null;
  onChange: (url: string | null) => void;
  t: EditorTexts;
}) {
  const [error, setError] = useState<string[]>([]);
  const upload = async (file: File) => {
    const { data: visual, error: refused } = await api.POST('/v1/visuals', {
      body: { data: await dataUrlOf(file) },
    });
    if (!visual) return setError(messagesOf(refused));
    setError([]);
    onChange(visual.url);
  };
  return (
    <div className="builders-picture">
      {url && <img src={`${url}?width=160`} alt="" width={80} />}
      <Field label={t.fields.uploadImage}>
        {(id) => (
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        )}
      </Field>
      {url && (
        <button type="button" className="link-button" onClick={() => onChange(null)}>
          {t.fields.removeImage}
        </button>
      )}
      <Errors errors={error} />
    </div>
  );
}
