import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { hasPermission } from '@cuvee/kernel';
import { useSearchParams } from 'react-router-dom';
import {
  ArrayInput,
  AutocompleteInput,
  Create,
  DeleteButton,
  Edit,
  FormDataConsumer,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  Toolbar,
  required,
  useGetOne,
} from 'react-admin';
import { useTypologies } from '../catalogue/catalogue-shared';
import { DecimalInput } from '../common/DecimalInput';
import { EmptyList } from '../common/EmptyList';
import { FormatSelect } from '../common/FormatSelect';
import { useDateTime } from '../common/formats';
import { showListError, showSuccess } from '../common/notices';
import { RecordMissing } from '../common/RecordMissing';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { useGuardUser } from '../session/use-session';
import { useCanOpen } from '../team/team-fields';

/** A grid as the list answers it; a row as the API takes it. */
type GridRecord = Schemas['MatchGridSummaryDto'];
type GridRow = Schemas['MatchGridRowInputDto'];

/** The section shows a grid (?grid=<id>) or a new one (?grid=new) in place of the list. */
const GRID_PARAM = 'grid';
const AGENTS_PAGE = '/dashboard/agents';

/** What the caller may do, as the API allows it: read with seeAllPrice, write with createProduct too. */
function useGridRights(): { reads: boolean; writes: boolean } {
  const user = useGuardUser();
  const staff = user !== null && (user.role === 'owner' || user.role === 'iam');
  const reads = staff && hasPermission(user.access, 'seeAllPrice');
  return { reads, writes: reads && hasPermission(user!.access, 'createProduct') };
}

/**
 * Settings "matchGrids": the correspondence grids of the shop's partners (a client or an agent): their
 * list, and one grid at a time with its references, edited whole (ADR 0090).
 */
export default function MatchGridsSection() {
  const t = useT();
  const { reads } = useGridRights();
  const [params, setParams] = useSearchParams();
  const open = params.get(GRID_PARAM);
  const show = (grid: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (grid === null) next.delete(GRID_PARAM);
      else next.set(GRID_PARAM, grid);
      return next;
    });
  // Without the permission the API would refuse with a 403 (which ends the session): not asked.
  if (!reads) return <Alert severity="info">{t('matchGrids.noAccess')}</Alert>;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography color="text.secondary">{t('matchGrids.intro')}</Typography>
      {open === null ? (
        <GridList onOpen={show} />
      ) : (
        <GridEditor id={open === 'new' ? null : open} onDone={() => show(null)} />
      )}
    </Stack>
  );
}

function GridList({ onOpen }: { onOpen: (grid: string) => void }) {
  const t = useT();
  const date = useDateTime();
  const { writes } = useGridRights();
  const typologies = useTypologies();
  const typologyName = (key: string) => typologies.find((typology) => typology.id === key)?.name ?? key;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-match-grid-list>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h3">
          {t('matchGrids.list')}
        </Typography>
        {writes && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => onOpen('new')} data-create-grid>
            {t('matchGrids.add')}
          </Button>
        )}
      </Stack>
      <List
        resource="match-grids"
        actions={false}
        sort={{ field: 'name', order: 'ASC' }}
        disableSyncWithLocation
        storeKey="match-grids.list"
        exporter={false}
        empty={false}
        title={false}
        sx={{ '& .RaList-content': { boxShadow: 'none' } }}
      >
        <ResponsiveList<GridRecord>
          rowClick={(id) => {
            onOpen(String(id));
            return false;
          }}
          empty={<EmptyList nothingYet={t('matchGrids.none')} />}
          mobile={{
            primaryText: (grid) => grid.name,
            secondaryText: (grid) =>
              `${grid.partnerName} · ${grid.rowCount} ${t('matchGrids.fields.rowCount').toLowerCase()}`,
          }}
        >
          <TextField source="name" label={t('matchGrids.fields.name')} />
          <FunctionField<GridRecord>
            label={t('matchGrids.fields.partner')}
            sortable={false}
            render={(grid) => `${grid.partnerName} (${t(`matchGrids.partnerKinds.${grid.partnerKind}`)})`}
          />
          <FunctionField<GridRecord>
            label={t('matchGrids.fields.typology')}
            sortable={false}
            render={(grid) => typologyName(grid.priceGrid)}
          />
          <NumberField source="rowCount" label={t('matchGrids.fields.rowCount')} sortable={false} />
          <FunctionField<GridRecord>
            source="updatedAt"
            label={t('matchGrids.fields.updatedAt')}
            render={(grid) => date(grid.updatedAt)}
          />
        </ResponsiveList>
      </List>
    </Paper>
  );
}

/** What the API takes: the grid's own fields and its rows, nothing it only answers. */
function gridInput(record: Record<string, unknown>) {
  const rows = (record['rows'] as GridRow[] | undefined) ?? [];
  return {
    name: record['name'],
    partnerKind: record['partnerKind'],
    partnerId: record['partnerId'],
    typology: record['typology'] || null,
    rows: rows.map((row) => ({
      reference: row.reference,
      label: row.label || null,
      productId: row.productId,
      formatId: row.formatId,
      // An empty choice (« any vintage ») comes as '': none.
      vintageId: row.vintageId || null,
      fixedPriceHt: row.fixedPriceHt ?? null,
    })),
  };
}

function GridEditor({ id, onDone }: { id: string | null; onDone: () => void }) {
  const t = useT();
  const { writes } = useGridRights();
  const mutationOptions = {
    onSuccess: () => {
      showSuccess(t('matchGrids.saved'));
      onDone();
    },
    onError: showListError,
  };
  const form = (
    <SimpleForm
      toolbar={writes ? <EditorToolbar onDone={onDone} deletes={id !== null} /> : false}
      defaultValues={id ? undefined : { partnerKind: 'client', rows: [] }}
      disabled={!writes}
    >
      <GridFields />
    </SimpleForm>
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} data-match-grid-editor>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onDone}>
          {t('matchGrids.back')}
        </Button>
        <Typography variant="h6" component="h3">
          {t(id ? 'matchGrids.edit' : 'matchGrids.add')}
        </Typography>
      </Stack>
      {!writes && <Alert severity="info">{t('matchGrids.readOnly')}</Alert>}
      {id ? (
        <Edit
          resource="match-grids"
          id={id}
          actions={false}
          title={false}
          error={<RecordMissing backTo="/dashboard/settings?link=matchGrids" />}
          mutationMode="pessimistic"
          mutationOptions={mutationOptions}
          transform={gridInput}
          redirect={false}
          sx={{ '& .RaEdit-card': { boxShadow: 'none' } }}
        >
          {form}
        </Edit>
      ) : (
        <Create
          resource="match-grids"
          title={false}
          mutationOptions={mutationOptions}
          transform={gridInput}
          redirect={false}
          sx={{ '& .RaCreate-card': { boxShadow: 'none' } }}
        >
          {form}
        </Create>
      )}
    </Paper>
  );
}

function EditorToolbar({ onDone, deletes }: { onDone: () => void; deletes: boolean }) {
  const t = useT();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {deletes && (
        <DeleteButton
          mutationMode="pessimistic"
          mutationOptions={{
            onSuccess: () => {
              showSuccess(t('matchGrids.deleted'));
              onDone();
            },
          }}
          redirect={false}
        />
      )}
    </Toolbar>
  );
}

const field = { width: 420, maxWidth: '100%' };

/** The grid's name, its partner (a client, or an agent with the agents module), its price grid, its rows. */
function GridFields() {
  const t = useT();
  const canOpen = useCanOpen();
  const agents = canOpen(AGENTS_PAGE);
  const typologies = useTypologies();
  return (
    <>
      <TextInput source="name" label={t('matchGrids.fields.name')} validate={required()} sx={field} />
      {agents && (
        <SelectInput
          source="partnerKind"
          label={t('matchGrids.fields.partnerKind')}
          choices={(['client', 'agent'] as const).map((kind) => ({
            id: kind,
            name: t(`matchGrids.partnerKinds.${kind}`),
          }))}
          validate={required()}
          sx={field}
        />
      )}
      <FormDataConsumer<{ partnerKind?: string }>>
        {({ formData }) =>
          formData.partnerKind === 'agent' ? (
            <ReferenceInput
              source="partnerId"
              reference="shop-agents"
              sort={{ field: 'lastname', order: 'ASC' }}
            >
              <SelectInput
                label={t('matchGrids.fields.agent')}
                optionText={(agent: { firstname: string; lastname: string }) =>
                  `${agent.firstname} ${agent.lastname}`
                }
                validate={required()}
                sx={field}
              />
            </ReferenceInput>
          ) : (
            <ReferenceInput
              source="partnerId"
              reference="clients"
              sort={{ field: 'displayName', order: 'ASC' }}
            >
              <AutocompleteInput
                label={t('matchGrids.fields.client')}
                optionText="displayName"
                filterToQuery={(q: string) => ({ q })}
                validate={required()}
                sx={field}
              />
            </ReferenceInput>
          )
        }
      </FormDataConsumer>
      <SelectInput
        source="typology"
        label={t('matchGrids.fields.typology')}
        choices={typologies.map((typology) => ({ id: typology.id, name: typology.name }))}
        emptyText={t('matchGrids.fields.ownTypology')}
        sx={field}
      />
      <ArrayInput source="rows" label={t('matchGrids.fields.rows')}>
        <SimpleFormIterator inline disableReordering>
          <TextInput
            source="reference"
            label={t('matchGrids.fields.reference')}
            validate={required()}
            sx={{ width: 200 }}
          />
          <TextInput source="label" label={t('matchGrids.fields.label')} sx={{ width: 240 }} />
          <ReferenceInput source="productId" reference="products">
            <AutocompleteInput
              label={t('matchGrids.fields.product')}
              optionText="name"
              validate={required()}
              sx={{ minWidth: 260 }}
            />
          </ReferenceInput>
          <FormDataConsumer<{ productId?: number }>>
            {({ scopedFormData }) => (
              <>
                <FormatSelect productId={scopedFormData?.productId} label={t('matchGrids.fields.format')} />
                <VintageSelect productId={scopedFormData?.productId} />
              </>
            )}
          </FormDataConsumer>
          <DecimalInput
            source="fixedPriceHt"
            money
            min={0}
            label={t('matchGrids.fields.fixedPrice')}
            helperText={t('matchGrids.fields.fixedPriceHelp')}
            sx={{ width: 180 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/** A row's vintage among the chosen product's, or any vintage (the product's current one when ordered). */
function VintageSelect({ productId }: { productId?: number }) {
  const t = useT();
  const { data: product } = useGetOne<Schemas['ProductDto']>(
    'products',
    { id: productId ?? 0 },
    { enabled: Boolean(productId) },
  );
  return (
    <SelectInput
      source="vintageId"
      label={t('matchGrids.fields.vintage')}
      choices={(product?.vintages ?? []).map((vintage) => ({ id: vintage.id, name: vintage.name }))}
      emptyText={t('matchGrids.fields.anyVintage')}
      disabled={!product}
      sx={{ minWidth: 150 }}
    />
  );
}
