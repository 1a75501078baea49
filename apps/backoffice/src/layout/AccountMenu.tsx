import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DASHBOARD_PATH,
  isShopRole,
  LOCALES,
  LOGIN_PATH,
  NAMED_ROUTES,
  ROLE_LABELS,
  shopPagePath,
} from '@cuvee/kernel';
import { languageName, usePopup } from '@cuvee/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n';
import { useSwitchLanguage } from '../i18n/use-language';
import { useGo } from '../routing/links';
import { session } from '../services';
import { useAgentMode } from '../session/agent-mode';
import { useAuthenticated, useGuardUser, useLocale } from '../session/use-session';

/** Logs out and goes to the login page. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await session.logout();
    navigate(LOGIN_PATH, { replace: true });
  };
}

/** "Changer de compte": popup "Choisissez un compte", then the chosen account's dashboard. */
export function useSwitchAccount(): (() => Promise<void>) | null {
  const state = useAuthenticated();
  const open = usePopup();
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const accounts = state.masterAccount?.accounts.filter((account) => account.id !== state.user.id) ?? [];
  if (accounts.length === 0) return null;
  return async () => {
    const result = await open({
      title: t('layout.account.chooseAccount'),
      fields: [
        {
          kind: 'select',
          name: 'account',
          label: t('layout.account.account'),
          required: true,
          options: accounts.map((account) => ({
            value: String(account.id),
            label: `${account.username} · ${ROLE_LABELS[account.role][locale]}${account.shopName ? ` · ${account.shopName}` : ''}`,
          })),
        },
      ],
    });
    if (!result) return;
    if (await session.switchAccount(Number(result.values.account)))
      navigate(DASHBOARD_PATH, { replace: true });
  };
}

/**
 * The account menu of the header: username and email; for agents the "Mode tournée" /
 * "Mode dashboard" switch; dashboard and settings; "Boutique" for owners and collaborators,
 * "Producteurs" for the others; the language; "Changer de compte" with a master account; logout.
 */
export function AccountMenu() {
  const t = useT();
  const locale = useLocale();
  const { user } = useAuthenticated();
  const guardUser = useGuardUser();
  const go = useGo();
  const logout = useLogout();
  const switchAccount = useSwitchAccount();
  const switchLanguage = useSwitchLanguage();
  const [mode, setMode] = useAgentMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const pick = (action: () => unknown) => () => {
    close();
    void action();
  };
  const shopPath = guardUser ? shopPagePath(guardUser) : null;
  const seller = isShopRole(user.role);

  const item = (key: string, icon: ReactNode, label: string, action: () => unknown) => (
    <MenuItem onClick={pick(action)} data-account-item={key}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('layout.account.open')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-account-button
      >
        <AccountCircleOutlinedIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260 } } }}
      >
        <Box sx={{ px: 2, py: 1 }} data-account-identity>
          <Typography sx={{ fontWeight: 700 }}>{user.username}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {ROLE_LABELS[user.role][locale]}
          </Typography>
        </Box>
        {user.role === 'agent' && (
          <Box sx={{ px: 2, pb: 1 }}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              value={mode}
              onChange={(_, value: 'tour' | 'dashboard' | null) => value && setMode(value)}
              aria-label={t('layout.account.agentMode')}
            >
              <ToggleButton value="tour" data-agent-mode="tour">
                {t('layout.account.tourMode')}
              </ToggleButton>
              <ToggleButton value="dashboard" data-agent-mode="dashboard">
                {t('layout.account.dashboardMode')}
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
        )}
        <Divider />
        {item('dashboard', <DashboardOutlinedIcon fontSize="small" />, t('layout.dashboard'), () =>
          go(DASHBOARD_PATH),
        )}
        {item('settings', <SettingsOutlinedIcon fontSize="small" />, t('layout.settings'), () =>
          go(NAMED_ROUTES.settings),
        )}
        {seller
          ? shopPath &&
            item('shop', <StorefrontOutlinedIcon fontSize="small" />, t('layout.account.shop'), () =>
              go(shopPath),
            )
          : item(
              'producers',
              <StorefrontOutlinedIcon fontSize="small" />,
              t('layout.account.producers'),
              () => go(NAMED_ROUTES.shops),
            )}
        {user.role === 'agent' &&
          item('addShop', <AddBusinessOutlinedIcon fontSize="small" />, t('layout.account.addShop'), () =>
            go(NAMED_ROUTES.shopsAdd),
          )}
        {switchAccount &&
          item('switch', <SwapHorizIcon fontSize="small" />, t('layout.account.switch'), switchAccount)}
        <Divider />
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <TranslateIcon fontSize="small" color="action" aria-hidden />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={locale}
            aria-label={t('layout.account.language')}
            onChange={(_, value: 'fr' | 'en' | null) => value && void switchLanguage(value)}
          >
            {LOCALES.map((code) => (
              <ToggleButton key={code} value={code} lang={code} data-language={code}>
                {languageName(code)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <Divider />
        {item('logout', <LogoutIcon fontSize="small" />, t('layout.logout'), logout)}
      </Menu>
    </>
  );
}
