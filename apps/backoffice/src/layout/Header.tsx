import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { canOpen, DASHBOARD_PATH, HEADER_HEIGHT, matchRoute, NAMED_ROUTES } from '@cuvee/kernel';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ShopLogo } from '../common/ShopLogo';
import { useT } from '../i18n';
import { linkProps, useGo } from '../routing/links';
import { useUnreadConversations } from '../messaging/messaging-data';
import { useAuthenticated, useGuardUser } from '../session/use-session';
import { AccountMenu } from './AccountMenu';
import { NotificationCentre } from './NotificationCentre';
import { SearchBox } from './SearchBox';

/** Items in a buyer's cart (orders, each with products and reservations). */
export function cartCount(cart: Record<string, unknown> | null): number {
  const orders = Array.isArray(cart?.orders) ? (cart.orders as Record<string, unknown>[]) : [];
  return orders.reduce(
    (sum, order) =>
      sum +
      (Array.isArray(order.products) ? order.products.length : 0) +
      (Array.isArray(order.reservations) ? order.reservations.length : 0),
    0,
  );
}

/** The shop's own logo when it has one that loads, else Cuvée's; it leads to the dashboard. */
export function HeaderLogo({ tone }: { tone: 'light' | 'dark' }) {
  const { shop } = useAuthenticated();
  return (
    <Box
      component={RouterLink}
      to={DASHBOARD_PATH}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        color: tone === 'dark' ? '#fff' : 'text.primary',
        textDecoration: 'none',
      }}
      aria-label="Cuvée"
    >
      <ShopLogo src={shop?.editedShop.logo} alt={shop?.name ?? 'Cuvée'} height={40} maxWidth={150} />
    </Box>
  );
}

function HeaderButton(props: { label: string; to: string; icon: ReactNode; name: string }) {
  return (
    <Tooltip title={props.label}>
      <IconButton
        color="inherit"
        {...linkProps(props.to)}
        aria-label={props.label}
        data-header-button={props.name}
      >
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

/** The admins' support inbox, and the shop's inbox for those its policy lets in (owners, iam who see all messages). */
function useTicketsPath(): string | null {
  const { user } = useAuthenticated();
  const guardUser = useGuardUser();
  if (user.role === 'admin') return '/admin/tickets';
  const match = matchRoute(NAMED_ROUTES.tickets);
  return match && canOpen(match.policy, guardUser) ? NAMED_ROUTES.tickets : null;
}

/** The tickets button, with the number of conversations that have unread messages. */
function TicketsButton({ to }: { to: string }) {
  const t = useT();
  const unread = useUnreadConversations() ?? 0;
  return (
    <HeaderButton
      name="tickets"
      label={t('layout.tickets')}
      to={to}
      icon={
        <Badge badgeContent={unread} color="error" max={99} data-unread-badge={unread}>
          <ChatOutlinedIcon />
        </Badge>
      }
    />
  );
}

export interface HeaderProps {
  mode: 'mobile' | 'tablet' | 'desktop';
  /** The page's title: shown on mobile with a back arrow, and always in the tickets layout. */
  title: string | null;
  /** The sidebar already shows the logo (desktop): the header does not repeat it. */
  logoInSidebar: boolean;
  onOpenMenu: () => void;
}

/**
 * The dashboard header, 64 px: logo, "go to" box for non-buyers, tickets (with the unread badge) for
 * those who may open the inbox, the notification centre, the calendar for owners and collaborators, the cart for buyers,
 * the account menu. On mobile: a title with a back arrow, the rest moving to the bottom bar.
 */
export function Header({ mode, title, logoInSidebar, onOpenMenu }: HeaderProps) {
  const t = useT();
  const navigate = useNavigate();
  const go = useGo();
  const { user } = useAuthenticated();
  const role = user.role;
  const mobile = mode === 'mobile';
  const ticketsPath = useTicketsPath();

  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{
        height: HEADER_HEIGHT,
        justifyContent: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
      data-header={mode}
    >
      <Toolbar sx={{ gap: 1, minHeight: `${HEADER_HEIGHT}px !important` }}>
        {mobile ? (
          <>
            <IconButton
              edge="start"
              color="inherit"
              aria-label={t('layout.openMenu')}
              onClick={onOpenMenu}
              data-open-menu
            >
              <MenuIcon />
            </IconButton>
            <IconButton
              color="inherit"
              aria-label={t('layout.back')}
              onClick={() => (window.history.length > 1 ? navigate(-1) : go(DASHBOARD_PATH))}
            >
              <ArrowBackIcon />
            </IconButton>
            <Typography
              component="h1"
              variant="h6"
              noWrap
              sx={{ flex: 1, fontSize: '1.1rem' }}
              data-header-title
            >
              {title ?? 'Cuvée'}
            </Typography>
          </>
        ) : (
          <>
            {!logoInSidebar && <HeaderLogo tone="light" />}
            {/* The page's own header holds its h1 on a wide screen. */}
            {title && (
              <Typography
                component="p"
                variant="h6"
                noWrap
                sx={{ fontSize: '1.1rem', mr: 2 }}
                data-header-title
              >
                {title}
              </Typography>
            )}
            {role !== 'buyer' && <SearchBox />}
            <Box sx={{ flex: 1 }} />
            {ticketsPath && <TicketsButton to={ticketsPath} />}
            <NotificationCentre />
            {(role === 'owner' || role === 'iam') && (
              <HeaderButton
                name="calendar"
                label={t('layout.calendar')}
                to="/dashboard/calendar"
                icon={<CalendarMonthOutlinedIcon />}
              />
            )}
            {role === 'buyer' && (
              <HeaderButton
                name="cart"
                label={t('layout.cart')}
                to={NAMED_ROUTES.cart}
                icon={
                  <Badge badgeContent={cartCount(user.cart)} color="primary">
                    <ShoppingCartOutlinedIcon />
                  </Badge>
                }
              />
            )}
          </>
        )}
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
