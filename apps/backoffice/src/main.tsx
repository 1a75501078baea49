import { installChunkReload, mountFront, pageLocale, queriedLanguage, rememberLanguage } from '@cuvee/ui';
import { App } from './App';
import { createI18nProvider } from './i18n';
import { loading, session, setInterfaceLocale } from './services';

// A chunk that fails to load reloads the page, at most once per 60 s.
installChunkReload();

// The lang query, else the cookie, else the browser; a language asked in the query is remembered.
const locale = pageLocale();
setInterfaceLocale(locale);
if (queriedLanguage(window.location.search) !== undefined) rememberLanguage(locale);
document.documentElement.lang = locale;
// The session comes back from the stored tokens while the interface loads.
void loading.track(session.restore().catch(() => session.end('expired')));

void createI18nProvider(locale).then((i18nProvider) => mountFront(<App i18nProvider={i18nProvider} />));
