import Chip from '@mui/material/Chip';
import type { Schemas } from '@cuvee/api-client';
import { useT } from '../i18n';

export type CampaignRecord = Schemas['CampaignDto'];
export type SubscriptionRecord = Schemas['SubscriptionDto'];

/** A campaign's or a subscription's status, in words and colour. */
export function FuturesStatusChip({
  status,
}: {
  status: CampaignRecord['status'] | SubscriptionRecord['status'];
}) {
  const t = useT();
  const colour =
    status === 'open' || status === 'subscribed' ? 'info' : status === 'cancelled' ? 'default' : 'success';
  return <Chip size="small" label={t(`futures.statuses.${status}`)} color={colour} data-status={status} />;
}
