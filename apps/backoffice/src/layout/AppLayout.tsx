import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  COLOURS,
  HEADER_HEIGHT,
  matchRoute,
  MOBILE_MAX_WIDTH,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
  TABLET_MAX_WIDTH,
  type Layout,
} from '@cuvee/kernel';
import { ErrorBoundary } from '@cuvee/ui';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../i18n';
import { SupportChat } from '../messaging/SupportChat';
import { LazyPage } from '../routing/RouteLoading';
import { useAuthenticated, useLabel, useLocale, useMenu } from '../session/use-session';
import { Header, HeaderLogo } from './Header';
import { activeKey, menuLinks } from './menu-model';
import { MobileBottomBar } from './MobileBottomBar';
import { MobileDrawer } from './MobileDrawer';
import { PageTitleProvider, usePageTitleValue } from './page-title';
import { SidebarMenu } from './Sidebar';

export type LayoutMode = 'mobile' | 'tablet' | 'desktop';

/** Up to 600 mobile, 601 to 1280 tablet, over 1280 desktop (the kernel's layoutModeOf). */
export function useLayoutMode(): LayoutMode {
  const mobile = useMediaQuery(`(max-width:${MOBILE_MAX_WIDTH}px)`, { noSsr: true });
  const tablet = useMediaQuery(`(max-width:${TABLET_MAX_WIDTH}px)`, { noSsr: true });
  return mobile ? 'mobile' : tablet ? 'tablet' : 'desktop';
}

/** The layouts that keep the seller sidebar; the others show the header only. */
const WITH_SIDEBAR: readonly Layout[] = ['dashboard', 'admin', 'tickets', 'default', 'shops'];

/**
 * The dashboard layout: fixed left sidebar of 180 px on desktop, 56 px up to 1280 px,
 * hidden on mobile (a drawer and a bottom bar instead), header of 64 px. Which parts show follows the
 * route's layout in the kernel's policy table.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <PageTitleProvider>
      <Frame>{children}</Frame>
    </PageTitleProvider>
  );
}

function Frame({ children }: { children?: ReactNode }) {
  const t = useT();
  const label = useLabel();
  const locale = useLocale();
  const mode = useLayoutMode();
  const { pathname } = useLocation();
  const menu = useMenu();
  const pageTitle = usePageTitleValue();
  const [drawer, setDrawer] = useState(false);
  const { user } = useAuthenticated();

  const layout = matchRoute(pathname)?.policy.layout ?? 'dashboard';
  const sidebar = WITH_SIDEBAR.includes(layout) && mode !== 'mobile';
  const width = mode === 'desktop' ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  const key = activeKey(menu, pathname);
  const menuTitle = menuLinks(menu).find(({ item }) => item.key === key)?.item.label;
  const title =
    layout === 'tickets'
      ? t('layout.messaging')
      : mode === 'mobile'
        ? (pageTitle ?? (menuTitle ? label(menuTitle) : null))
        : null;

  return (
    <Box
      sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}
      data-layout={layout}
      data-mode={mode}
    >
      {sidebar && (
        <Box
          component="aside"
          aria-label={t('layout.sidebar')}
          sx={{
            // Sticky, not fixed: a maintenance or offline band above the layout pushes it down too.
            position: 'sticky',
            top: 0,
            height: '100vh',
            flex: 'none',
            width,
            bgcolor: COLOURS.darkNavy,
            color: '#fff',
            overflowY: 'auto',
            overflowX: 'hidden',
            zIndex: 1200,
          }}
          data-sidebar-width={width}
        >
          {/* The sidebar shows the logo over 1280 px. */}
          <Box
            sx={{
              height: HEADER_HEIGHT,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              px: 1.5,
            }}
          >
            {mode === 'desktop' && <HeaderLogo tone="dark" />}
          </Box>
          <SidebarMenu mode={mode === 'desktop' ? 'full' : 'collapsed'} />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header
          mode={mode}
          title={title}
          logoInSidebar={sidebar && mode === 'desktop'}
          onOpenMenu={() => setDrawer(true)}
        />
        <Box
          component="main"
          id="main"
          sx={{
            flex: 1,
            p: { xs: 2, sm: 3 },
            pb: mode === 'mobile' ? 11 : 3,
            maxWidth: 1400,
            width: '100%',
            mx: 'auto',
          }}
        >
          <ErrorBoundary key={pathname} locale={locale}>
            <LazyPage>{children}</LazyPage>
          </ErrorBoundary>
        </Box>
      </Box>
      {/* The support chat floats on wide screens (the bottom bar's "Aide" on phones); admins are the support,
          and the inbox reaches it itself (the button would cover its composer). */}
      {mode !== 'mobile' && user.role !== 'admin' && layout !== 'tickets' && <SupportChat />}
      {mode === 'mobile' && (
        <>
          <MobileBottomBar />
          <MobileDrawer open={drawer} onClose={() => setDrawer(false)} />
        </>
      )}
    </Box>
  );
}
