import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { compareIsoDates, parisDateOf } from '@cuvee/kernel';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useT, type TextKey } from '../i18n';
import { ResponsiveList } from '../common/ResponsiveList';
import { useIsSmall } from '../common/use-is-small';
import {
  BillingHeader,
  GRID_SX,
  LIST_SX,
  ListActions,
  day,
  DocumentStatus,
  documentPath,
  KIND_PAGES,
  KIND_RESOURCES,
  KIND_STATUSES,
  usePermission,
  useStatusLabel,
  type DocumentKind,
  type DocumentRecord,
} from './billing-shared';
import { useMoney } from '../common/formats';
import { EmptyList } from '../common/EmptyList';

/** Who may create each kind (the API's write permissions). */
export const CREATE_PERMISSION = {
  quote: 'createQuote',
  invoice: 'billOrder',
  deposit: 'billOrder',
  creditNote: 'billOrder',
} as const;

const TITLES: Readonly<Record<DocumentKind, TextKey>> = {
  quote: 'billing.menu.quotes',
  invoice: 'billing.menu.bills',
  deposit: 'billing.menu.deposits',
  creditNote: 'billing.menu.credits',
};

/** Invoices and deposits are paid; they have due days, what is left to pay, and can be overdue. */
const isPayable = (kind: DocumentKind) => kind === 'invoice' || kind === 'deposit';

/** Whether an issued invoice is still owed past its due day (the API's overdue rule). */
export function isOverdue(document: Pick<DocumentRecord, 'dueDate' | 'outstanding' | 'status'>): boolean {
  return (
    (document.status === 'generated' || document.status === 'incomplete') &&
    document.outstanding > 0 &&
    document.dueDate !== null &&
    compareIsoDates(document.dueDate, parisDateOf(new Date())) < 0
  );
}

/** "F2026-00012", or "Brouillon" in italics for a draft. */
export function DocumentNumber({ document }: { document: Pick<DocumentRecord, 'number' | 'version'> }) {
  const t = useT();
  if (!document.number)
    return (
      <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('billing.show.noNumber')}
      </Typography>
    );
  return (
    <Typography
      component="span"
      sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {document.number}
    </Typography>
  );
}

function useFilters(kind: DocumentKind) {
  const t = useT();
  const statusLabel = useStatusLabel();
  // On a phone only the search stays on screen; the other filters are behind "Ajouter un filtre".
  const alwaysOn = !useIsSmall();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={t('billing.fields.search')}
      sx={{ minWidth: 240 }}
    />,
    <SelectInput
      key="status"
      source="status"
      label={t('billing.fields.status')}
      choices={KIND_STATUSES[kind].map((status) => ({ id: status, name: statusLabel(kind, status) }))}
      alwaysOn={alwaysOn}
    />,
    <ReferenceInput key="clientId" source="clientId" reference="clients" alwaysOn={alwaysOn}>
      <AutocompleteInput
        label={t('billing.fields.client')}
        optionText="displayName"
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 240 }}
      />
    </ReferenceInput>,
    ...(isPayable(kind)
      ? [
          <BooleanInput
            key="overdue"
            source="overdue"
            label={t('billing.fields.overdue')}
            alwaysOn={alwaysOn}
          />,
        ]
      : []),
    <DateInput key="from" source="from" label={t('billing.fields.from')} />,
    <DateInput key="to" source="to" label={t('billing.fields.to')} />,
    ...(isPayable(kind)
      ? [
          <DateInput key="dueFrom" source="dueFrom" label={t('billing.fields.dueFrom')} />,
          <DateInput key="dueTo" source="dueTo" label={t('billing.fields.dueTo')} />,
        ]
      : []),
  ];
}

function Actions({ kind }: { kind: DocumentKind }) {
  const t = useT();
  const can = usePermission();
  return (
    <ListActions>
      <FilterButton />
      {/* A credit note starts from the invoice it corrects ("Créer un avoir" on the invoice). */}
      {kind !== 'creditNote' && can(CREATE_PERMISSION[kind]) && (
        <Button
          component={RouterLink}
          to={`${KIND_PAGES[kind]}?new`}
          variant="contained"
          startIcon={<AddIcon />}
          data-create={kind}
        >
          {t(`billing.actions.new.${kind}`)}
        </Button>
      )}
    </ListActions>
  );
}

/**
 * The list of one kind of document (/orders/quotes, /bills, /deposits, /credits): number, client,
 * dates, amounts and status, filtered by status, client, issue and due days, overdue; a table on wide
 * screens, a list of cards on small ones. A row opens the document.
 */
export function DocumentList({ kind }: { kind: DocumentKind }) {
  const t = useT();
  const money = useMoney();
  const statusLabel = useStatusLabel();
  const open = (id: unknown) => documentPath(kind, String(id));
  const payable = isPayable(kind);
  return (
    <>
      <BillingHeader title={t(TITLES[kind])} tabs="sales" />
      <List
        sx={LIST_SX}
        resource={KIND_RESOURCES[kind]}
        title={t(TITLES[kind])}
        filters={useFilters(kind)}
        // Quotes: the versions a later one replaced are reached from the quote itself.
        filter={kind === 'quote' ? { latest: true } : undefined}
        actions={<Actions kind={kind} />}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        exporter={false}
        storeKey={`billing.${kind}`}
        empty={false}
      >
        <ResponsiveList<DocumentRecord>
          rowClick={open}
          sx={GRID_SX}
          empty={<EmptyList />}
          mobile={{
            primaryText: (document) => (
              <Stack direction="row" spacing={1} alignItems="center" component="span">
                <DocumentNumber document={document} />
                <span>{document.buyer.name}</span>
                {document.imported && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {t(`billing.show.imported.${kind}`)}
                  </Typography>
                )}
              </Stack>
            ),
            secondaryText: (document) =>
              `${day(document.issueDate)} · ${statusLabel(kind, document.status)}${
                payable && document.outstanding > 0 && document.number
                  ? ` · ${t('billing.fields.outstanding')} ${money(document.outstanding)}`
                  : ''
              }`,
            tertiaryText: (document) => money(document.totalTtc),
          }}
        >
          <FunctionField<DocumentRecord>
            label={t('billing.fields.number')}
            sortBy="number"
            render={(document) => (
              <>
                <DocumentNumber document={document} />
                {kind === 'quote' && document.version > 1 && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    {t('billing.show.version', { n: document.version })}
                  </Typography>
                )}
                {document.imported && (
                  <Typography component="div" variant="caption" color="text.secondary" data-imported>
                    {t(`billing.show.imported.${kind}`)}
                  </Typography>
                )}
              </>
            )}
          />
          <FunctionField<DocumentRecord>
            label={t('billing.fields.client')}
            sortable={false}
            render={(document) => document.buyer.name}
          />
          <FunctionField<DocumentRecord>
            label={t('billing.fields.issueDate')}
            sortBy="issueDate"
            render={(document) => day(document.issueDate)}
          />
          {kind === 'quote' ? (
            <FunctionField<DocumentRecord>
              label={t('billing.fields.validUntil')}
              sortable={false}
              render={(document) => (
                <Box component="span" sx={{ color: document.expired ? 'error.main' : undefined }}>
                  {day(document.validUntil)}
                </Box>
              )}
            />
          ) : payable ? (
            <FunctionField<DocumentRecord>
              label={t('billing.fields.dueDate')}
              sortBy="dueDate"
              render={(document) => (
                <Box
                  component="span"
                  sx={isOverdue(document) ? { color: 'error.main', fontWeight: 600 } : undefined}
                  data-overdue={isOverdue(document) || undefined}
                >
                  {day(document.dueDate)}
                </Box>
              )}
            />
          ) : (
            <FunctionField<DocumentRecord>
              label={t('billing.fields.corrects')}
              sortable={false}
              render={(document) => document.correctedNumber ?? '—'}
            />
          )}
          <FunctionField<DocumentRecord>
            label={t('billing.fields.totalHt')}
            sortable={false}
            textAlign="right"
            render={(document) => money(document.totalHt)}
          />
          <FunctionField<DocumentRecord>
            label={t('billing.fields.totalTtc')}
            sortBy="totalTtc"
            textAlign="right"
            render={(document) => money(document.totalTtc)}
          />
          {payable && (
            <FunctionField<DocumentRecord>
              label={t('billing.fields.outstanding')}
              sortBy="outstanding"
              textAlign="right"
              render={(document) =>
                document.number ? (
                  <Box component="span" sx={{ fontWeight: document.outstanding > 0 ? 600 : undefined }}>
                    {money(document.outstanding)}
                  </Box>
                ) : (
                  '—'
                )
              }
            />
          )}
          <FunctionField<DocumentRecord>
            label={t('billing.fields.status')}
            sortBy="status"
            render={(document) => <DocumentStatus kind={kind} status={document.status} />}
          />
        </ResponsiveList>
      </List>
    </>
  );
}
