import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { intlLocale } from '@cuvee/kernel';
import { useEffect, useState } from 'react';
import { DateField, FunctionField, List, NumberField, useRefresh } from 'react-admin';
import { useDateTime } from '../common/formats';
import { showSuccess } from '../common/notices';
import { Panel } from '../common/Panel';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { api } from '../services';
import { useLocale } from '../session/use-session';

type Commission = Schemas['CommissionDto'];
type Change = Schemas['CommissionChangeDto'];

/**
 * The platform's commission (GET/PUT /v1/admin/commission, ADR 0086): the rate in force, a field to change
 * it, and its history (GET /v1/admin/commission/changes) newest first.
 */
export function CommissionPanel() {
  const t = useT();
  const date = useDateTime();
  const locale = useLocale();
  // 2,5 in French, 2.5 in English: as typed and as read.
  const shown = (percent: number) => percent.toLocaleString(intlLocale(locale));
  const [current, setCurrent] = useState<Commission | null>(null);
  const [draft, setDraft] = useState('');
  const [version, setVersion] = useState(0);
  // The history and the administrators' log below are react-admin lists: read them again after a change.
  const refresh = useRefresh();

  useEffect(() => {
    void api.GET('/v1/admin/commission').then(({ data }) => {
      if (!data) return;
      setCurrent(data);
      setDraft(data.percent.toLocaleString(intlLocale(locale)));
    });
  }, [version, locale]);

  const save = async () => {
    const { data } = await api.PUT('/v1/admin/commission', {
      body: { percent: Number(draft.replace(',', '.')) },
    });
    if (data) {
      showSuccess(data.message);
      setVersion((v) => v + 1);
      refresh();
    }
  };
  const who = (change: Change) =>
    change.changedByUserId === null
      ? t('adminArea.commission.system')
      : t('adminArea.commission.admin', { id: change.changedByUserId });

  return (
    <Panel
      title={t('adminArea.commission.title')}
      hint={t('adminArea.commission.help')}
      data-admin-commission
    >
      {current && (
        <Typography sx={{ mb: 2 }} data-commission-current={current.percent}>
          {current.changedAt
            ? t('adminArea.commission.current', {
                percent: shown(current.percent),
                date: date(current.changedAt),
              })
            : t('adminArea.commission.never')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <TextField
          label={t('adminArea.commission.percent')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-commission-input': true } }}
          size="small"
          sx={{ maxWidth: 200 }}
        />
        <Button variant="contained" onClick={() => void save()} data-commission-save>
          {t('common.save')}
        </Button>
      </Stack>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('adminArea.commission.history')}
      </Typography>
      <List
        resource="admin/commission/changes"
        title={false}
        actions={false}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={10}
        exporter={false}
        storeKey="admin.commission"
        disableSyncWithLocation
        empty={false}
      >
        <ResponsiveList<Change>
          rowClick={false}
          mobile={{
            primaryText: (change) => `${shown(change.previousPercent)} % → ${shown(change.percent)} %`,
            secondaryText: (change) => who(change),
            tertiaryText: (change) => date(change.changedAt),
          }}
        >
          <DateField source="changedAt" label={t('adminArea.commission.at')} showTime sortable={false} />
          <NumberField source="previousPercent" label={t('adminArea.commission.from')} sortable={false} />
          <NumberField source="percent" label={t('adminArea.commission.to')} sortable={false} />
          <FunctionField<Change> label={t('adminArea.commission.by')} render={who} />
        </ResponsiveList>
      </List>
    </Panel>
  );
}
