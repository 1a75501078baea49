import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DASHBOARD_PATH,
  homePath,
  SELLER_SIDEBAR,
  AGENT_MENU,
  BUYER_MENU,
  ADMIN_MENU,
  type Labels,
} from '@cuvee/kernel';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { menuLinks } from '../layout/menu-model';
import { useLabel, useSession } from '../session/use-session';

const ALL_LINKS = menuLinks([...SELLER_SIDEBAR, ...AGENT_MENU, ...BUYER_MENU, ...ADMIN_MENU]);

/** The name of a page from the menus (the entry whose path it is, or whose creation page it is). */
function pageLabel(pathname: string): Labels | null {
  for (const { item } of ALL_LINKS) {
    if (item.kind !== 'link') continue;
    if (item.path === pathname) return item.label;
  }
  return null;
}

/**
 * A page whose screen comes with a later issue. The route guard already applies its policy (roles,
 * permissions, integrations), so reaching it means the user will be allowed to use it.
 */
export function ComingSoon() {
  const t = useT();
  const label = useLabel();
  const { pathname } = useLocation();
  const state = useSession();
  const known = pageLabel(pathname);
  const title = known ? label(known) : t('comingSoon.title');
  const home = state.status === 'authenticated' ? homePath(state.user.role) : DASHBOARD_PATH;

  return (
    <>
      <PageHeader title={title} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', maxWidth: 720, mx: 'auto', mt: { sm: 2 } }}
        data-coming-soon={pathname}
      >
        <ConstructionOutlinedIcon sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
        <Typography color="text.secondary" sx={{ mt: 2, mb: 3 }}>
          {t('comingSoon.text')}
        </Typography>
        <Box>
          <Button variant="contained" component={RouterLink} to={home}>
            {t('comingSoon.back')}
          </Button>
        </Box>
      </Paper>
    </>
  );
}

/** A location the application has no page for (the route guard sends unknown routes to login first). */
export function NotFound() {
  const t = useT();
  return <PageHeader title={t('comingSoon.notFound')} alwaysShown />;
}
