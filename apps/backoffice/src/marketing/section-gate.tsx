import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';

/**
 * A marketing page for whom may use its section: the API keeps lists, models and campaigns (client data
 * among them) to holders of the section's permission, the one its add page asks, and a 403 would end the
 * session. Others read why instead.
 */
export function SectionGate({ addPath, children }: { addPath: string; children: ReactNode }) {
  const t = useT();
  const canOpen = useCanOpen();
  if (canOpen(addPath)) return children;
  return (
    <Alert severity="info" sx={{ m: 2 }} data-no-access>
      {t('marketing.messages.noAccess')}
    </Alert>
  );
}
