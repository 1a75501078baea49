import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AutocompleteInput,
  DateInput,
  Form,
  RadioButtonGroupInput,
  TextInput,
  required,
  useCreate,
  useRefresh,
} from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { Schemas } from '@cuvee/api-client';
import { countryNameOf, destinationOf, parisDateOf, WORLD_COUNTRY_CODES } from '@cuvee/kernel';
import { useBackofficeData } from '../api/custom-methods';
import { useDateTime } from '../common/formats';
import { showListError, showSuccess } from '../common/notices';
import { useIsSmall } from '../common/use-is-small';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import type { MovementRecord } from '../stock/stock-shared';
import { levelLabel } from '../stock/stock-shared';

export type ExitDocument = Schemas['ExitDocumentDto'];

/** Where a DAE may go: another member state, or any country outside the Union (an export). */
const DAE_COUNTRIES = WORLD_COUNTRY_CODES.filter((code) => code !== 'FR');

/** A DAE's country, and the destination it makes (an EU delivery or an export). */
function DaeFields() {
  const t = useT();
  const locale = useLocale();
  const kind = useWatch<FieldValues>({ name: 'kind' }) as unknown;
  const country = useWatch<FieldValues>({ name: 'country' }) as unknown;
  if (kind !== 'dae') return null;
  const destination = typeof country === 'string' && country ? destinationOf(country) : null;
  const choices = DAE_COUNTRIES.map((code) => ({ id: code, name: countryNameOf(code, locale) })).sort(
    (a, b) => a.name.localeCompare(b.name, locale),
  );
  return (
    <>
      <AutocompleteInput
        source="country"
        label={t('customs.documents.country')}
        choices={choices}
        validate={required()}
        helperText={
          destination
            ? t('customs.documents.derived', { destination: t(`customs.destinations.${destination}`) })
            : false
        }
      />
      <TextInput
        source="consigneeExcise"
        label={t(destination === 'export' ? 'customs.documents.exitOffice' : 'customs.documents.consignee')}
      />
    </>
  );
}

/** Records the DAE or DSA of a sale exit (POST /v1/exit-documents); the API's refusals are shown. */
function RecordForm({ movement }: { movement: MovementRecord }) {
  const t = useT();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate<ExitDocument>();
  const save = (values: FieldValues) => {
    const dae = values.kind === 'dae';
    const country = dae ? (values.country as string | undefined) : undefined;
    const data: Schemas['ExitDocumentInputDto'] = {
      movementId: movement.id,
      kind: dae ? 'dae' : 'dsa',
      number: (values.number as string | undefined) ?? '',
      shippedOn: (values.shippedOn as string | undefined) || undefined,
      // A DSA travels in France; a DAE's destination follows its country.
      destination: dae ? destinationOf(country) : 'france',
      country,
      consigneeExcise: (values.consigneeExcise as string | undefined) || undefined,
    };
    void create(
      'exit-documents',
      { data },
      {
        onSuccess: () => {
          showSuccess(t('customs.documents.recorded'));
          refresh();
        },
        onError: showListError,
      },
    );
  };
  return (
    <Form
      onSubmit={save}
      defaultValues={{ kind: 'dae', shippedOn: parisDateOf(new Date(movement.createdAt)) }}
    >
      <Stack spacing={1}>
        <RadioButtonGroupInput
          source="kind"
          label={t('customs.documents.kind')}
          choices={(['dae', 'dsa'] as const).map((id) => ({
            id,
            name: t(`customs.documentKindChoices.${id}`),
          }))}
          row={false}
        />
        <TextInput
          source="number"
          label={t('customs.documents.number')}
          helperText={t('customs.documents.numberHint')}
          validate={required()}
        />
        <DateInput source="shippedOn" label={t('customs.documents.shippedOn')} />
        <DaeFields />
        <Button type="submit" variant="contained" disabled={isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('customs.documents.record')}
        </Button>
      </Stack>
    </Form>
  );
}

/** The consignee's receipt of a DAE, on a day (a validated month keeps the statement it filed). */
function DischargeForm({ exitDocument }: { exitDocument: ExitDocument }) {
  const t = useT();
  const data = useBackofficeData();
  const refresh = useRefresh();
  const [day, setDay] = useState(parisDateOf(new Date()));
  const discharge = useMutation({
    mutationFn: () => data.dischargeExitDocument(exitDocument.id, day),
    onSuccess: () => {
      showSuccess(t('customs.documents.discharged'));
      refresh();
    },
    onError: showListError,
  });
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 2 }}>
      <MuiTextField
        type="date"
        size="small"
        label={t('customs.documents.dischargedOn')}
        value={day}
        onChange={(event) => setDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button variant="contained" disabled={!day || discharge.isPending} onClick={() => discharge.mutate()}>
        {t('customs.documents.markDischarged')}
      </Button>
    </Stack>
  );
}

/** A recorded document, read-only: documents are never changed, a DAE is only discharged. */
function DocumentDetails({ exitDocument: doc }: { exitDocument: ExitDocument }) {
  const t = useT();
  const locale = useLocale();
  const date = useDateTime();
  const rows: [string, string][] = [
    [t('customs.documents.kind'), `${t(`customs.documentKinds.${doc.kind}`)} ${doc.number}`],
    [t('customs.documents.shippedOn'), date(doc.shippedOn, false)],
    [
      t('customs.documents.destination'),
      [t(`customs.destinations.${doc.destination}`), doc.country && countryNameOf(doc.country, locale)]
        .filter(Boolean)
        .join(' · '),
    ],
    [
      t(doc.destination === 'export' ? 'customs.documents.exitOffice' : 'customs.documents.consignee'),
      doc.consigneeExcise ?? '—',
    ],
  ];
  if (doc.kind === 'dae')
    rows.push([
      t('customs.documents.discharge'),
      doc.dischargedOn ? date(doc.dischargedOn, false) : t('customs.documents.notDischarged'),
    ]);
  return (
    <Table size="small" data-exit-document={doc.number}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '40%' }}>
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A sale exit's accompanying document: recorded here while its month is a draft, then shown read-only,
 * with the discharge of a DAE not yet discharged.
 */
export function ExitDocumentDialog({
  movement,
  exitDocument,
  recordable,
  onClose,
}: {
  movement: MovementRecord;
  exitDocument: ExitDocument | undefined;
  recordable: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const date = useDateTime();
  const small = useIsSmall();
  return (
    <Dialog open onClose={onClose} fullScreen={small} fullWidth maxWidth="sm" data-exit-document-dialog>
      <DialogTitle>{t('customs.documents.dialog')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('customs.documents.sale', {
            date: date(movement.createdAt, false),
            product: levelLabel(movement),
            quantity: movement.quantity,
            warehouse: movement.warehouseName,
          })}
        </Typography>
        {exitDocument ? (
          <>
            <DocumentDetails exitDocument={exitDocument} />
            {exitDocument.kind === 'dae' && !exitDocument.dischargedOn && (
              <DischargeForm exitDocument={exitDocument} />
            )}
          </>
        ) : recordable ? (
          <RecordForm movement={movement} />
        ) : (
          <Alert severity="info">{t('customs.documents.closed')}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('customs.documents.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
