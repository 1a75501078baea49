import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { Datagrid, FunctionField, List, TextField } from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { PageHeader } from '../common/PageHeader';
import { useMoney } from '../common/formats';
import { useT } from '../i18n';
import { StockToolbar } from '../stock/stock-shared';
import { CustomsProducts } from './CustomsProducts';
import { DrmMonth } from './DrmMonth';

type DrmRecord = Schemas['DrmDto'];

const STATUS_COLOURS = { draft: 'default', validated: 'success', submitted: 'info' } as const;

/** A month's status as a coloured chip. */
export function DrmStatus({ status }: { status: DrmRecord['status'] }) {
  const t = useT();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      label={t(`customs.statuses.${status}`)}
      data-status={status}
    />
  );
}

/**
 * /dashboard/stocks/drm (seeAllStock, stocks module): the months (drafts computed from the ledgers,
 * validated ones as fixed), and the month picked: its lines, duties, capsules, anomalies and actions.
 */
export default function Drm() {
  const t = useT();
  const money = useMoney();
  const [month, setMonth] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('customs.drm.title')} help="drm-and-crd" />
      <List
        resource="drm"
        title={t('customs.drm.title')}
        actions={<StockToolbar />}
        sort={{ field: 'month', order: 'DESC' }}
        perPage={12}
        exporter={false}
        storeKey="customs.drm"
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={(id) => {
            setMonth(String(id));
            return false;
          }}
          rowSx={(record) => (record.id === month ? { backgroundColor: 'action.selected' } : {})}
        >
          <TextField source="month" label={t('customs.drm.month')} />
          <FunctionField<DrmRecord>
            label={t('customs.drm.status')}
            sortBy="status"
            render={(record) => <DrmStatus status={record.status} />}
          />
          <FunctionField<DrmRecord>
            label={t('customs.drm.duties')}
            sortable={false}
            textAlign="right"
            render={(record) => money(record.dutiesCents)}
          />
          <FunctionField<DrmRecord>
            label={t('customs.drm.anomalies')}
            sortable={false}
            textAlign="right"
            render={(record) => record.anomalies.filter((anomaly) => anomaly.blocking).length}
          />
        </Datagrid>
      </List>
      {month && <DrmMonth month={month} />}
      <Box sx={{ mt: 2 }}>
        <CustomsProducts />
      </Box>
    </>
  );
}
