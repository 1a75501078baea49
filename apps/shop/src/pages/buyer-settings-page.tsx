import { LanguageSwitch, uiMessages } from '@cuvee/ui';
import { useTexts } from '../i18n';
import { BuyerSpace } from '../layout/buyer-space';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { PersonalDataCard } from './personal-data-card';

/** /dashboard/settings for a buyer, kept modest: who is signed in, the language, their notification preferences, their personal data. */
export function Component() {
  const { locale, t } = useTexts();
  return (
    <BuyerSpace title={t.space.settings}>
      {(user) => (
        <>
          <h1>{t.space.settings}</h1>
          <div className="space-side">
            <section className="card" aria-labelledby="space-profile">
              <h2 id="space-profile" className="card-title">
                {t.space.profile}
              </h2>
              <p>{[user.firstname, user.lastname].filter(Boolean).join(' ') || user.username}</p>
              <p className="fine">{user.email}</p>
            </section>
            <section className="card" aria-labelledby="space-language">
              <h2 id="space-language" className="card-title">
                {t.space.language}
              </h2>
              <LanguageSwitch locale={locale} label={uiMessages[locale].languageNav} />
            </section>
            <NotificationPreferencesCard />
            <PersonalDataCard />
          </div>
        </>
      )}
    </BuyerSpace>
  );
}
