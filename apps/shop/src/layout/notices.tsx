import { messages, useTexts } from '../i18n';

/**
 * The two notices French law requires wherever alcohol is sold, on every shop page. When the
 * page is in English, the legal French wording follows the translation.
 */
export function MandatoryNotices() {
  const { t } = useTexts();
  const legal = messages.fr;
  return (
    <section className="notices" aria-labelledby="notices-title">
      <h2 id="notices-title" className="visually-hidden">
        {t.noticesTitle}
      </h2>
      <span className="age-badge" aria-hidden="true">
        18+
      </span>
      <ul>
        <Notice text={t.alcoholWarning} legal={legal.alcoholWarning} />
        <Notice text={t.minorsNotice} legal={legal.minorsNotice} />
      </ul>
    </section>
  );
}

function Notice({ text, legal }: { text: string; legal: string }) {
  return (
    <li>
      <strong>{text}</strong>
      {text !== legal && (
        <span className="notice-legal" lang="fr">
          {legal}
        </span>
      )}
    </li>
  );
}
