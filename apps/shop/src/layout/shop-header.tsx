import { LanguageSwitch, uiMessages } from '@cuvee/ui';
import type { ShopHeaderStyle } from '@cuvee/kernel';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ShopFace } from '../api/catalogue';
import { CartButton } from '../cart/cart-button';
import { useTexts } from '../i18n';
import { AccountMenu } from './account-menu';
import { MobileDrawer } from './mobile-drawer';
import { ShopTabs } from './shop-tabs';

/**
 * Shop header, 64 px: the logo and name placed as the shop chose (start, left or centre), the
 * tabs with their child menus, the account menu and the language; on a phone a menu button opens the
 * side drawer instead of the tabs. The cart button (buyers and visitors, with its badge) opens the cart
 * drawer.
 */
export function ShopHeader({
  shop,
  base,
  version,
  onSignIn,
}: {
  shop: ShopFace;
  base: string;
  version: string | null;
  onSignIn: () => void;
}) {
  const { locale, t } = useTexts();
  const ui = uiMessages[locale];
  const [drawer, setDrawer] = useState(false);
  const drawerId = useId();
  const style = shop.headerStyle as ShopHeaderStyle;
  const logo = style.hideLogo ? null : (style.logo ?? shop.editedShop.logo);

  return (
    <header
      className={`shop-header shop-header--${style.logoPlacement}${style.underline ? ' shop-header--underline' : ''}`}
    >
      <div className="container shop-header-inner">
        <button
          type="button"
          className="menu-button"
          aria-label={t.header.menu}
          aria-expanded={drawer}
          aria-controls={drawerId}
          onClick={() => setDrawer(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <Link to={base} className="shop-brand">
          {logo && (
            <img
              className={style.logoShadow ? 'shop-logo shop-logo--shadow' : 'shop-logo'}
              src={logo}
              alt=""
              width={40}
              height={40}
            />
          )}
          <span className="shop-name">{shop.name}</span>
        </Link>
        {shop.tabs.length > 0 && <ShopTabs tabs={shop.tabs} base={base} />}
        <div className="shop-header-actions">
          <CartButton />
          <AccountMenu shopCode={shop.code} onSignIn={onSignIn} />
          <LanguageSwitch locale={locale} label={ui.languageNav} />
        </div>
      </div>
      {drawer && (
        <MobileDrawer
          id={drawerId}
          shopName={shop.name}
          base={base}
          tabs={shop.tabs}
          version={version}
          onClose={() => setDrawer(false)}
          onSignIn={onSignIn}
        />
      )}
    </header>
  );
}
