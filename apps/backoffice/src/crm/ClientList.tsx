import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { CLIENT_TYPOLOGIES, FRENCH_DEPARTMENTS, PROSPECT_STAGES } from '@cuvee/kernel';
import {
  AutocompleteInput,
  FilterButton,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';
import { ResponsiveList } from '../common/ResponsiveList';
import { FileTransferLinks } from '../jobs/kind-select';
import type { ClientRecord } from './ClientForm';
import {
  ErasureChip,
  memberName,
  useChoices,
  useLabelOf,
  usePersonalDataRights,
  useSeesAll,
  useTeam,
} from './crm-shared';
import { customFieldInput, useActiveCustomFields } from './custom-field-inputs';
import { BulkEraseButton } from './erasure-dialog';
import { EmptyList } from '../common/EmptyList';

const clientPath = (client: { id: number }) => `/dashboard/clients/${client.id}`;

/** The page's buttons, in its header: imports and exports, and the three ways to add a client. */
function Actions() {
  const t = useT();
  const canOpen = useCanOpen();
  if (!canOpen('/dashboard/clients/add')) return null;
  return (
    <>
      <FileTransferLinks kind="clients" />
      <Button component={RouterLink} to="/dashboard/clients/add?pipe=Prospect" startIcon={<AddIcon />}>
        {t('crm.clients.addProspect')}
      </Button>
      <Button component={RouterLink} to="/dashboard/clients/add?isPro=true" startIcon={<AddIcon />}>
        {t('crm.clients.addPro')}
      </Button>
      <Button
        variant="contained"
        component={RouterLink}
        to="/dashboard/clients/add"
        startIcon={<AddIcon />}
        data-create-page
      >
        {t('crm.clients.add')}
      </Button>
    </>
  );
}

/** The filters of the clients list and of prospection: each one an indexed column of the API's list. */
export function useClientFilters({ prospection = false } = {}) {
  const t = useT();
  const choices = useChoices();
  const seesAll = useSeesAll('seeAllClient');
  const team = useTeam(seesAll);
  const { erases } = usePersonalDataRights();
  const customFields = useActiveCustomFields();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('crm.clients.search')} sx={{ minWidth: 320 }} />,
    <SelectInput
      key="typology"
      source="typology"
      label={t('crm.fields.typology')}
      choices={choices(CLIENT_TYPOLOGIES)}
      alwaysOn
      sx={{ minWidth: 220 }}
    />,
    <AutocompleteInput
      key="department"
      source="department"
      label={t('crm.fields.department')}
      choices={FRENCH_DEPARTMENTS.map((department) => ({
        id: department.key,
        name: `${department.key} ${department.fr}`,
      }))}
      alwaysOn
      sx={{ minWidth: 220 }}
    />,
    <TextInput key="tags" source="tags" label={t('crm.fields.tags')} alwaysOn />,
    <SelectInput
      key="pipe"
      source="pipe"
      label={t('crm.clients.stage')}
      choices={choices(PROSPECT_STAGES)}
    />,
    ...(prospection
      ? [
          <NullableBooleanInput
            key="unassigned"
            source="unassigned"
            label={t('crm.prospection.unassigned')}
            alwaysOn
          />,
        ]
      : [<NullableBooleanInput key="isPro" source="isPro" label={t('crm.fields.isPro')} />]),
    ...(seesAll
      ? [
          <SelectInput
            key="agentId"
            source="agentId"
            label={t('crm.fields.agentId')}
            choices={team.map((member) => ({ id: member.id, name: memberName(member) }))}
          />,
        ]
      : []),
    // The shop's custom fields (settings "crm"), free text aside: the API filters on their exact values.
    ...customFields
      .filter((field) => field.type !== 'text')
      .map((field) => customFieldInput(field, { source: `custom.${field.key}` })),
    // Where clients stand on erasure: the prospects the retention job proposes, those waiting, those done.
    ...(erases && !prospection
      ? [
          <SelectInput
            key="erasure"
            source="erasure"
            label={t('crm.privacy.filter')}
            choices={(['proposed', 'pending', 'erased'] as const).map((value) => ({
              id: value,
              name: t(`crm.privacy.filters.${value}`),
            }))}
            sx={{ minWidth: 220 }}
          />,
        ]
      : []),
  ];
}

/** The columns both lists show. */
export function useClientColumns() {
  const t = useT();
  const labelOf = useLabelOf();
  return [
    <FunctionField<ClientRecord>
      key="name"
      label={t('crm.clients.name')}
      sortBy="displayName"
      render={(client) => (
        <Stack direction="row" spacing={1} alignItems="center">
          <strong>{client.displayName}</strong>
          {client.isProspect && (
            <Chip size="small" color="warning" label={labelOf(PROSPECT_STAGES, client.pipe)} />
          )}
          {client.archived && <Chip size="small" label={t('crm.clients.archived')} />}
          <ErasureChip client={client} />
        </Stack>
      )}
    />,
    <FunctionField<ClientRecord>
      key="typology"
      label={t('crm.fields.typology')}
      sortBy="typology"
      render={(client) => labelOf(CLIENT_TYPOLOGIES, client.typology)}
    />,
    <FunctionField<ClientRecord>
      key="city"
      label={t('crm.clients.city')}
      sortBy="department"
      render={(client) => {
        const address = client.billingAddress ?? client.deliveryAddress;
        return address ? `${address.city}${client.department ? ` (${client.department})` : ''}` : '—';
      }}
    />,
    <TextField key="email" source="email" label={t('crm.fields.email')} emptyText="—" sortable={false} />,
    <FunctionField<ClientRecord>
      key="agent"
      label={t('crm.clients.agent')}
      sortable={false}
      render={(client) => memberName(client.agent) || '—'}
    />,
    <FunctionField<ClientRecord>
      key="tags"
      label={t('crm.fields.tags')}
      sortable={false}
      render={(client) => (
        <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
          {client.tags.map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={tag} />
          ))}
        </Stack>
      )}
    />,
  ];
}

/** /dashboard/clients: clients and prospects of the shop (an agent's own only), filtered and searched. */
export default function ClientList() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('crm.menu.clients')} actions={<Actions />} />
      <List
        resource="clients"
        title={t('crm.menu.clients')}
        filters={useClientFilters()}
        // The filter bar has the width to itself: the page's buttons are in its header.
        actions={
          <TopToolbar>
            <FilterButton />
          </TopToolbar>
        }
        sort={{ field: 'displayName', order: 'ASC' }}
        perPage={24}
        exporter={false}
        disableSyncWithLocation={false}
        storeKey="crm.clients"
        empty={false}
      >
        <ClientRows />
      </List>
    </>
  );
}

/**
 * The list's rows; while it is filtered on an erasure state, those who may erase select rows and erase
 * them in bulk (the prospects the retention job proposes, mostly).
 */
function ClientRows() {
  const t = useT();
  const columns = useClientColumns();
  const { erases } = usePersonalDataRights();
  const { filterValues } = useListContext();
  const bulk = erases && typeof filterValues['erasure'] === 'string' && filterValues['erasure'] !== 'erased';
  return (
    <ResponsiveList<ClientRecord>
      empty={<EmptyList create={{ to: '/dashboard/clients/add', label: t('crm.clients.add') }} />}
      rowClick={(id) => clientPath({ id: Number(id) })}
      bulkActionButtons={bulk ? <BulkEraseButton /> : false}
      mobile={{
        primaryText: (client) => client.displayName,
        secondaryText: (client) => client.email ?? '',
      }}
    >
      {columns}
    </ResponsiveList>
  );
}
