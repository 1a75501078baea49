import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../api/client';
import { fetchPreferences, savePreferences, type NotificationPreference } from '../api/messaging';
import { useTexts } from '../i18n';

/** The buyer's notification preferences (GET/PUT /v1/notification-preferences): in Cuvée and by mail, per type. */
export function NotificationPreferencesCard() {
  const { t } = useTexts();
  const [preferences, setPreferences] = useState<NotificationPreference[] | null>(null);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);
  const failed = (error: unknown) =>
    setNote({
      text: error instanceof ApiError && error.messages[0] ? error.messages[0] : t.errors.failed,
      failed: true,
    });

  useEffect(() => {
    fetchPreferences().then(setPreferences, failed);
    // Read once: the language changing does not change the preferences.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = (type: string, channel: 'centre' | 'mail') =>
    setPreferences((list) =>
      (list ?? []).map((item) => (item.type === type ? { ...item, [channel]: !item[channel] } : item)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!preferences) return;
    setNote(null);
    savePreferences(preferences).then((saved) => {
      setPreferences(saved);
      setNote({ text: t.messaging.saved, failed: false });
    }, failed);
  };

  return (
    <section className="card" aria-labelledby="space-notifications">
      <h2 id="space-notifications" className="card-title">
        {t.messaging.notifications}
      </h2>
      {!preferences ? (
        !note && <p aria-busy="true">{t.loading}</p>
      ) : (
        <form onSubmit={submit}>
          <table className="preferences-table">
            <thead>
              <tr>
                <td />
                <th scope="col">{t.messaging.centre}</th>
                <th scope="col">{t.messaging.mail}</th>
              </tr>
            </thead>
            <tbody>
              {preferences.map((item) => (
                <tr key={item.type}>
                  <th scope="row">{t.messaging.types[item.type] ?? item.type}</th>
                  {(['centre', 'mail'] as const).map((channel) => (
                    <td key={channel}>
                      <input
                        type="checkbox"
                        checked={item[channel]}
                        aria-label={`${t.messaging.types[item.type] ?? item.type} — ${channel === 'centre' ? t.messaging.centre : t.messaging.mail}`}
                        onChange={() => toggle(item.type, channel)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <button type="submit" className="button">
            {t.messaging.save}
          </button>
        </form>
      )}
      {note && (
        <p className={note.failed ? 'form-error' : 'fine'} role={note.failed ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
    </section>
  );
}
