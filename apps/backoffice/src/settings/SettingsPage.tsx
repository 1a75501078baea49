import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { SETTINGS_SECTIONS, SETTINGS_TAB_LINKS, type SettingsSection } from '@cuvee/kernel';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { auditSettingsSections } from '../audit';
import { billingSettingsSections } from '../billing';
import { catalogueSettingsSections } from '../catalogue';
import { crmSettingsSections } from '../crm';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { iframesSettingsSections } from '../iframes';
import { marketingSettingsSections } from '../marketing';
import { useLayoutMode } from '../layout/AppLayout';
import { settingsSectionLabel, settingsSectionsFor } from '../layout/search-index';
import { salesSettingsSections } from '../sales-settings';
import { useAuthenticated, useLocale } from '../session/use-session';

/** Every section, each filled by its context (the type makes a section left out a compile error). */
const SECTIONS: Record<SettingsSection, LazyExoticComponent<ComponentType>> = {
  infos: lazy(() => import('./InfosSection')),
  account: lazy(() => import('./AccountSection')),
  roles: lazy(() => import('./RolesSection')),
  integrations: lazy(() => import('./IntegrationsSection')),
  ...catalogueSettingsSections,
  ...crmSettingsSections,
  ...salesSettingsSections,
  ...billingSettingsSections,
  ...marketingSettingsSections,
  ...auditSettingsSections,
  ...iframesSettingsSections,
};

function isSection(value: string | null): value is SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(value ?? '');
}

/** /dashboard/settings: the sections, each reachable with ?link=<section>. */
export default function SettingsPage() {
  const t = useT();
  const locale = useLocale();
  const mode = useLayoutMode();
  const { user } = useAuthenticated();
  const [params, setParams] = useSearchParams();
  const sections = settingsSectionsFor(user.role);
  // ?link=<section>, or the numbered deep links older links use (?tab=0 billing, ?tab=2 accounting…).
  const asked =
    params.get('link') ??
    (params.has('tab') ? (SETTINGS_TAB_LINKS[Number(params.get('tab'))] ?? null) : null);
  const current: SettingsSection = isSection(asked) && sections.includes(asked) ? asked : sections[0]!;
  const Section = SECTIONS[current];
  const vertical = mode !== 'mobile';

  return (
    <Box>
      <PageHeader title={t('layout.settings')} />
      <Box
        sx={{ display: 'flex', flexDirection: vertical ? 'row' : 'column', gap: 2, alignItems: 'flex-start' }}
      >
        <Paper variant="outlined" sx={{ flex: 'none', width: vertical ? 230 : '100%' }}>
          <Tabs
            orientation={vertical ? 'vertical' : 'horizontal'}
            variant="scrollable"
            allowScrollButtonsMobile
            value={current}
            onChange={(_, section: SettingsSection) => setParams({ link: section })}
            aria-label={t('layout.settings')}
            sx={{
              '& .MuiTab-root': {
                alignItems: vertical ? 'flex-start' : 'center',
                textAlign: 'left',
                minHeight: 44,
              },
            }}
          >
            {sections.map((section) => (
              <Tab
                key={section}
                value={section}
                label={settingsSectionLabel(section, locale)}
                data-settings-tab={section}
              />
            ))}
          </Tabs>
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }} data-settings-section={current}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {settingsSectionLabel(current, locale)}
          </Typography>
          <Suspense fallback={null}>
            <Section />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
