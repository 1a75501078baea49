import { cuveeThemeOptions } from '@cuvee/ui';
import { deepmerge } from '@mui/utils';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  defaultTheme,
  localStorageStore,
  Resource,
  type I18nProvider,
} from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { agents } from './agents';
import { createAuthProvider } from './api/auth-provider';
import { authRoutes } from './auth';
import { collaborators } from './collaborators';
import { NotFound } from './coming-soon/ComingSoon';
import { AppLayout } from './layout/AppLayout';
import { layoutRoutes } from './routing/routes';
import { dataProvider, session } from './services';
import { NotificationBridge, Shell } from './Shell';

const theme = deepmerge(defaultTheme, cuveeThemeOptions);
const authProvider = createAuthProvider(session);
const store = localStorageStore(undefined, 'cuvee');

/**
 * The back office: react-admin on the API's /v1 endpoints, with the routes (the kernel's
 * policy table), layouts and global services. The router is ours so that the auth screens, the
 * dashboard and the resources share one address space (/auth/login, /dashboard/collaborators/5).
 */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <BrowserRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        store={store}
      >
        <Shell>
          <AdminUI
            layout={AppLayout}
            notification={NotificationBridge}
            catchAll={NotFound}
            loginPage={false}
            title="Cuvée"
            disableTelemetry
          >
            <CustomRoutes noLayout>{authRoutes}</CustomRoutes>
            <CustomRoutes>{layoutRoutes}</CustomRoutes>
            {[collaborators, agents].map(({ routes, paths: _paths, ...resource }) => (
              <Resource key={resource.name} {...resource}>
                {routes}
              </Resource>
            ))}
          </AdminUI>
        </Shell>
      </AdminContext>
    </BrowserRouter>
  );
}
