import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { buildPath, canOpen, isShopRole, matchRoute, NAMED_ROUTES } from '@cuvee/kernel';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../i18n';
import { SupportChat } from '../messaging/SupportChat';
import { useGo } from '../routing/links';
import { useAuthenticated, useGuardUser } from '../session/use-session';
import { MenuIcon } from './menu-icons';
import { NotificationCentre } from './NotificationCentre';

/** The buyer sign-up link of a shop (the QR code of the bottom bar): /auth/register/buyer?id=CODE. */
export function signUpLink(shopCode: string): string {
  return `${window.location.origin}${buildPath(NAMED_ROUTES.registerBuyer, {}, { id: shopCode })}`;
}

/** A QR code of the shop's buyer sign-up link, with the link itself written under it. */
export function SignUpQrCode({ shopCode, size = 220 }: { shopCode: string; size?: number }) {
  const link = signUpLink(shopCode);
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box sx={{ display: 'inline-block', p: 1.5, bgcolor: '#fff', borderRadius: 1 }} data-signup-qr={link}>
        <QRCodeSVG value={link} size={size} level="M" />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all', color: 'text.secondary' }}>
        {link}
      </Typography>
    </Box>
  );
}

const PAGES = [
  { key: 'clients', path: '/dashboard/clients' },
  { key: 'orders', path: '/dashboard/orders' },
] as const;

/**
 * The mobile bottom bar: Clients, Commandes, the QR code of the sign-up link (owners and
 * collaborators), notifications, help chat. Pages the user may not open are left out.
 */
export function MobileBottomBar() {
  const t = useT();
  const go = useGo();
  const { pathname } = useLocation();
  const { user, shop } = useAuthenticated();
  const guardUser = useGuardUser();
  const [qrOpen, setQrOpen] = useState(false);
  const pages = PAGES.filter(({ path }) => {
    const match = matchRoute(path);
    return match !== null && canOpen(match.policy, guardUser);
  });
  const current = pages.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`))?.key ?? null;
  const showQr = isShopRole(user.role) && shop !== null;

  return (
    <Paper
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 1100,
        pb: 'env(safe-area-inset-bottom)',
      }}
      data-bottom-bar
    >
      <BottomNavigation showLabels value={current} component="nav" aria-label={t('layout.bottomBar')}>
        {pages.map(({ key, path }) => (
          <BottomNavigationAction
            key={key}
            value={key}
            label={t(`layout.bottom.${key}`)}
            icon={<MenuIcon name={key} />}
            onClick={() => go(path)}
            data-bottom-item={key}
          />
        ))}
        {showQr && (
          <BottomNavigationAction
            label={t('layout.bottom.qr')}
            icon={<QrCode2Icon />}
            onClick={() => setQrOpen(true)}
            data-bottom-item="qr"
          />
        )}
        <NotificationCentre
          button={({ onClick, unseen, label }) => (
            <BottomNavigationAction
              label={t('layout.bottom.notifications')}
              aria-label={label}
              showLabel
              icon={
                <Badge badgeContent={unseen} color="error" max={99}>
                  <NotificationsNoneOutlinedIcon />
                </Badge>
              }
              onClick={onClick}
              data-bottom-item="notifications"
              data-notifications-button
            />
          )}
        />
        {user.role !== 'admin' && (
          <SupportChat
            button={(onClick) => (
              <BottomNavigationAction
                label={t('layout.bottom.help')}
                showLabel
                icon={<SupportAgentOutlinedIcon />}
                onClick={onClick}
                data-bottom-item="help"
              />
            )}
          />
        )}
      </BottomNavigation>
      {showQr && shop && (
        <Dialog open={qrOpen} onClose={() => setQrOpen(false)} aria-labelledby="qr-title">
          <DialogTitle id="qr-title">{t('layout.qr.title')}</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>{t('layout.qr.text', { shop: shop.name })}</Typography>
            <SignUpQrCode shopCode={shop.code} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setQrOpen(false)}>{t('common.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Paper>
  );
}
