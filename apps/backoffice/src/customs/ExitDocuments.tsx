import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useState } from 'react';
import {
  DateField,
  FunctionField,
  List,
  TextField,
  useGetList,
  useListContext,
  type Identifier,
} from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { daysInMonth, formatIsoDate } from '@cuvee/kernel';
import { EmptyList } from '../common/EmptyList';
import { Panel } from '../common/Panel';
import { ResponsiveList } from '../common/ResponsiveList';
import { useDateTime } from '../common/formats';
import { useT } from '../i18n';
import { levelLabel, type MovementRecord, type WarehouseRecord } from '../stock/stock-shared';
import { ExitDocumentDialog, type ExitDocument } from './ExitDocumentDialog';

type Drm = Schemas['DrmDto'];

/** The documents of the movements on the list's page, by movement id. */
const DocumentsOf = createContext<ReadonlyMap<number, ExitDocument>>(new Map());

/** The Paris days a month 'YYYY-MM' spans, as the movements' `from` and `to` filters take them. */
function daysOf(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return {
    from: formatIsoDate({ year, month: number, day: 1 }),
    to: formatIsoDate({ year, month: number, day: daysInMonth(year, number) }),
  };
}

/** A document in a few words: "DAE 26FR… · Livraison UE · BE". */
function useDocumentSummary(): (doc: ExitDocument) => string {
  const t = useT();
  return (doc) =>
    [
      `${t(`customs.documentKinds.${doc.kind}`)} ${doc.number}`,
      t(`customs.destinations.${doc.destination}`),
      doc.country,
    ]
      .filter(Boolean)
      .join(' · ');
}

function DocumentCell({ movement, recordable }: { movement: MovementRecord; recordable: boolean }) {
  const t = useT();
  const summary = useDocumentSummary();
  const doc = useContext(DocumentsOf).get(movement.id);
  if (doc)
    return (
      <Stack data-document={doc.number}>
        <span>{summary(doc)}</span>
        {doc.consigneeExcise && (
          <Typography variant="caption" color="text.secondary">
            {doc.consigneeExcise}
          </Typography>
        )}
      </Stack>
    );
  // The row opens the dialog; the button only shows there is something to do.
  return recordable ? (
    <Button size="small" variant="outlined">
      {t('customs.documents.add')}
    </Button>
  ) : (
    <span>{t('customs.documents.noDocument')}</span>
  );
}

function DischargeCell({ movement }: { movement: MovementRecord }) {
  const t = useT();
  const date = useDateTime();
  const doc = useContext(DocumentsOf).get(movement.id);
  if (doc?.kind !== 'dae') return <span>—</span>;
  return doc.dischargedOn ? (
    <span data-discharged={doc.dischargedOn}>{date(doc.dischargedOn, false)}</span>
  ) : (
    <Chip size="small" color="warning" variant="outlined" label={t('customs.documents.notDischarged')} />
  );
}

/** A phone's line of a sale: its document, or that it has none. */
function DocumentLine({ movement }: { movement: MovementRecord }) {
  const t = useT();
  const summary = useDocumentSummary();
  const doc = useContext(DocumentsOf).get(movement.id);
  return <>{doc ? summary(doc) : t('customs.documents.noDocument')}</>;
}

/** The sale exits of the list's page with their documents; a row opens its document's dialog. */
function SaleExits({ recordable }: { recordable: boolean }) {
  const t = useT();
  const date = useDateTime();
  const { data } = useListContext<MovementRecord>();
  const [picked, setPicked] = useState<MovementRecord | null>(null);
  const movementId = (data ?? []).map((movement) => movement.id);
  const { data: documents } = useGetList<ExitDocument>(
    'exit-documents',
    {
      filter: { movementId },
      pagination: { page: 1, perPage: Math.max(movementId.length, 1) },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: movementId.length > 0 },
  );
  const byMovement = new Map((documents ?? []).map((doc) => [doc.movementId, doc]));
  const open = (id: Identifier) => {
    setPicked(data?.find((movement) => movement.id === id) ?? null);
    return false as const;
  };
  return (
    <DocumentsOf.Provider value={byMovement}>
      <ResponsiveList<MovementRecord>
        rowClick={open}
        empty={<EmptyList nothingYet={t('customs.documents.none')} />}
        mobile={{
          primaryText: (m) => levelLabel(m),
          secondaryText: (m) => `${date(m.createdAt, false)} · ${m.quantity} · ${m.warehouseName}`,
          tertiaryText: (m) => <DocumentLine movement={m} />,
          rowClick: open,
        }}
      >
        <DateField source="createdAt" label={t('customs.documents.date')} />
        <FunctionField<MovementRecord>
          label={t('customs.documents.product')}
          sortable={false}
          render={(m) => levelLabel(m)}
        />
        <TextField
          source="quantity"
          label={t('customs.documents.quantity')}
          textAlign="right"
          sortable={false}
        />
        <TextField source="warehouseName" label={t('customs.documents.warehouse')} sortable={false} />
        <TextField
          source="sourceRef"
          label={t('customs.documents.reference')}
          emptyText="—"
          sortable={false}
        />
        <FunctionField<MovementRecord>
          label={t('customs.documents.document')}
          render={(m) => <DocumentCell movement={m} recordable={recordable} />}
        />
        <FunctionField<MovementRecord>
          label={t('customs.documents.discharge')}
          render={(m) => <DischargeCell movement={m} />}
        />
      </ResponsiveList>
      {picked && (
        <ExitDocumentDialog
          movement={picked}
          exitDocument={byMovement.get(picked.id)}
          recordable={recordable}
          onClose={() => setPicked(null)}
        />
      )}
    </DocumentsOf.Provider>
  );
}

/** The month's annexes as the return files them: the numbers used, the DAE still pending. */
function Annexes({ annexes }: { annexes: Drm['annexes'] }) {
  const t = useT();
  const date = useDateTime();
  const ranges = annexes.ranges
    .map((range) =>
      t('customs.documents.range', { ...range, kind: t(`customs.documentKinds.${range.kind}`) }),
    )
    .join(' · ');
  const pending = annexes.pending.map((doc) => `${doc.number} (${date(doc.shippedOn, false)})`).join(', ');
  return (
    <Stack spacing={0.5} sx={{ mb: 1 }} data-drm-annexes>
      {ranges && <Typography variant="body2">{t('customs.documents.ranges', { ranges })}</Typography>}
      {pending && (
        <Typography variant="body2">{t('customs.documents.pending', { numbers: pending })}</Typography>
      )}
    </Stack>
  );
}

/**
 * The accompanying documents of a DRM month: its sales out of the duty-suspended warehouses (those a
 * DAE can move out of the taxable sales), each with its DAE or DSA, recorded while the month is a draft
 * and discharged whenever the consignee confirms; and the annexes they make.
 */
export function ExitDocuments({ drm }: { drm: Drm }) {
  const t = useT();
  const { data: warehouses } = useGetList<WarehouseRecord>('warehouses', {
    filter: { fiscalStatus: 'suspended' },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (!warehouses) return null;
  return (
    <Panel title={t('customs.documents.title')} hint={t('customs.documents.hint')} data-exit-documents>
      <Annexes annexes={drm.annexes} />
      <List
        resource="stock-movements"
        filter={{ type: 'sale', ...daysOf(drm.month), warehouseId: warehouses.map((w) => w.id) }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        exporter={false}
        actions={false}
        storeKey={false}
        disableSyncWithLocation
        empty={false}
      >
        {/* A validated month counted its sales: the API refuses their documents. */}
        <SaleExits recordable={drm.status === 'draft'} />
      </List>
    </Panel>
  );
}
