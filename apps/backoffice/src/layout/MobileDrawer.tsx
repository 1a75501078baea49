import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { COLOURS, HEADER_HEIGHT, SIDEBAR_WIDTH } from '@cuvee/kernel';
import { useT } from '../i18n';
import { useLogout } from './AccountMenu';
import { HeaderLogo } from './Header';
import { SidebarMenu } from './Sidebar';

/** The mobile sidebar: the menu, a "Déconnexion" button and a copyright footer. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const logout = useLogout();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: Math.max(SIDEBAR_WIDTH, 280), bgcolor: COLOURS.darkNavy, color: '#fff' } },
      }}
      data-mobile-drawer
    >
      <Box sx={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center', px: 2 }}>
        <HeaderLogo tone="dark" />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <SidebarMenu mode="full" onNavigate={onClose} />
      </Box>
      <Box sx={{ p: 2, borderTop: '1px solid rgba(255,255,255,0.15)' }}>
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={() => {
            onClose();
            void logout();
          }}
          data-drawer-logout
        >
          {t('layout.logout')}
        </Button>
        <Typography variant="caption" component="p" sx={{ mt: 1.5, opacity: 0.7, textAlign: 'center' }}>
          © {new Date().getFullYear()} Cuvée
        </Typography>
      </Box>
    </Drawer>
  );
}
