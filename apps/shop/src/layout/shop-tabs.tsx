import { selectTab, tabQuery, type ShopTab } from '@cuvee/kernel';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../i18n';

/** A tab's address: the shop's page with `page` (and `pageid` when names collide). */
export function tabHref(base: string, tab: ShopTab, visible: readonly ShopTab[]): string {
  return `${base}?${new URLSearchParams(tabQuery(tab, visible)).toString()}`;
}

/** The tab the current address names (on the shop's page), or null. */
export function useCurrentTab(tabs: readonly ShopTab[]): ShopTab | null {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  return selectTab(tabs, query.get('page'), query.get('pageid'));
}

/** A tab that opens its own page: it has a text or a product filter. */
export function hasPage(tab: ShopTab): boolean {
  return tab.content !== null || tab.filter !== null;
}

/**
 * The shop's tabs in the header: a tab is a link; a tab with children
 * is a button opening its menu (click, Enter or Space; Escape or a click elsewhere closes it).
 */
export function ShopTabs({ tabs, base }: { tabs: ShopTab[]; base: string }) {
  const { t } = useTexts();
  const current = useCurrentTab(tabs);
  return (
    <nav className="shop-tabs" aria-label={t.header.tabs}>
      <ul>
        {tabs.map((tab) =>
          tab.children.length > 0 ? (
            <TabMenu key={tab.id} tab={tab} tabs={tabs} base={base} current={current} />
          ) : (
            <li key={tab.id}>
              <Link
                className="tab-link"
                to={tabHref(base, tab, tabs)}
                aria-current={current?.id === tab.id ? 'page' : undefined}
              >
                {tab.name}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function TabMenu({
  tab,
  tabs,
  base,
  current,
}: {
  tab: ShopTab;
  tabs: ShopTab[];
  base: string;
  current: ShopTab | null;
}) {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const id = useId();
  const { pathname, search } = useLocation();
  const inside = current !== null && (current.id === tab.id || tab.children.some((c) => c.id === current.id));

  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <li className="tab-menu-item" ref={root}>
      <button
        type="button"
        className="tab-link"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        data-current={inside || undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {tab.name}
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={`${id}-menu`} className="tab-menu" hidden={!open}>
        {hasPage(tab) && (
          <li>
            <Link to={tabHref(base, tab, tabs)} aria-current={current?.id === tab.id ? 'page' : undefined}>
              {t.header.seeAll(tab.name)}
            </Link>
          </li>
        )}
        {tab.children.map((child) => (
          <li key={child.id}>
            <Link
              to={tabHref(base, child, tabs)}
              aria-current={current?.id === child.id ? 'page' : undefined}
            >
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
