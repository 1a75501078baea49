import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  required,
  useCreate,
  useGetList,
  useRefresh,
} from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { showSuccess } from '../common/notices';
import { useT, type TextKey } from '../i18n';
import { StockToolbar } from '../stock/stock-shared';
import { CapsuleArticles } from './CapsuleArticles';
import { CapsuleFields, useChoices } from './customs-shared';

type CrdRecord = Schemas['CrdMovementDto'];
type CrdLine = Schemas['CrdLineDto'];

const KINDS = ['purchase', 'return', 'excess', 'otherEntry', 'destruction', 'missing', 'otherExit'] as const;

/** The capsule stock at the end of the latest month: its CRD lines as the DRM computes them. */
function CapsuleStock() {
  const t = useT();
  const { data } = useGetList<Schemas['DrmDto'] & { id: string }>('drm', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'month', order: 'DESC' },
  });
  const lines: CrdLine[] = data?.[0]?.crd ?? [];
  return (
    <Panel title={t('customs.crd.stock')} hint={t('customs.crd.stockHint')} data-crd-stock>
      {lines.length === 0 ? (
        <p>{t('customs.crd.none')}</p>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('customs.crd.category')}</TableCell>
              <TableCell>{t('customs.crd.color')}</TableCell>
              <TableCell>{t('customs.crd.capacity')}</TableCell>
              <TableCell>{t('customs.crd.type')}</TableCell>
              <TableCell align="right">{t('customs.crd.quantity')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.key} data-crd-line={line.key}>
                <TableCell>{t(`customs.crdCategories.${line.category}` as TextKey)}</TableCell>
                <TableCell>{t(`customs.crdColors.${line.color}` as TextKey)}</TableCell>
                <TableCell>{line.centilisation}</TableCell>
                <TableCell>{t(`customs.capsuleTypes.${line.type}` as TextKey)}</TableCell>
                <TableCell align="right">
                  <strong>{line.closing}</strong>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}

/** A purchase or an adjustment of capsules (POST /v1/crd-movements). */
function RecordCapsules() {
  const t = useT();
  const refresh = useRefresh();
  const [create] = useCreate();
  const choices = useChoices();
  const save = (values: Record<string, unknown>) =>
    create(
      'crd-movements',
      { data: values },
      {
        onSuccess: () => {
          showSuccess(t('customs.crd.recorded'));
          refresh();
        },
      },
    );
  return (
    <Panel title={t('customs.crd.recordTitle')} data-crd-record>
      <SimpleForm
        onSubmit={save}
        defaultValues={{ category: 'T', color: 'green', centilisation: 'CL_75', kind: 'purchase' }}
        toolbar={
          <Toolbar>
            <SaveButton label={t('customs.crd.record')} alwaysEnable />
          </Toolbar>
        }
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} width="100%">
          <CapsuleFields />
          <SelectInput
            source="kind"
            label={t('customs.crd.kind')}
            choices={choices(KINDS, 'customs.crdKinds')}
            validate={required()}
          />
          <NumberInput
            source="quantity"
            label={t('customs.crd.quantity')}
            min={1}
            step={1}
            validate={required()}
          />
          <TextInput source="reason" label={t('customs.crd.reason')} />
        </Stack>
      </SimpleForm>
    </Panel>
  );
}

/**
 * /dashboard/stocks/crdColors (seeAllStock): the CRD capsule stock per category, colour and capacity, the
 * purchases and adjustments typed here (uses come from the sales through the DRM), and the capsule
 * articles whose receipts are recorded as purchases.
 */
export default function CrdColors() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('customs.crd.title')} help="drm-and-crd" />
      <StockToolbar />
      <Stack spacing={2}>
        <CapsuleStock />
        <RecordCapsules />
        <Panel title={t('customs.crd.history')}>
          <List
            resource="crd-movements"
            sort={{ field: 'id', order: 'DESC' }}
            perPage={10}
            exporter={false}
            actions={false}
            storeKey="customs.crd"
            empty={false}
            disableSyncWithLocation
          >
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <DateField source="createdAt" label={t('customs.crd.date')} showTime sortable={false} />
              <TextField source="month" label={t('customs.crd.month')} />
              <FunctionField<CrdRecord>
                label={t('customs.crd.category')}
                render={(r) => t(`customs.crdCategories.${r.category}` as TextKey)}
              />
              <FunctionField<CrdRecord>
                label={t('customs.crd.color')}
                render={(r) => t(`customs.crdColors.${r.color}` as TextKey)}
              />
              <TextField source="centilisation" label={t('customs.crd.capacity')} />
              <FunctionField<CrdRecord>
                label={t('customs.crd.kind')}
                render={(r) => t(`customs.crdKinds.${r.kind}` as TextKey)}
              />
              <TextField source="quantity" label={t('customs.crd.quantity')} textAlign="right" />
              <TextField source="reason" label={t('customs.crd.reason')} emptyText="—" sortable={false} />
            </Datagrid>
          </List>
        </Panel>
        <CapsuleArticles />
      </Stack>
    </>
  );
}
