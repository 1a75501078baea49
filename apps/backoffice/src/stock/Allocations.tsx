import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLIENT_TYPOLOGIES, documentDay } from '@cuvee/kernel';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  Create,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useRefresh,
} from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { useChoices, useLabelOf } from '../crm/crm-shared';
import { useCanOpen } from '../team/team-fields';
import {
  levelLabel,
  StockDeleteButton,
  StockToolbar,
  type AllocationRecord,
  type LevelRecord,
} from './stock-shared';
import { showListError, showSuccess } from '../common/notices';
import { EmptyList } from '../common/EmptyList';

/** The form of a new allocation: a stock level, a quota, who it is for and until when. */
function NewAllocation() {
  const t = useT();
  const choices = useChoices();
  const refresh = useRefresh();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1">{t('stock.messages.newAllocation')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('stock.messages.allocationHint')}
        </Typography>
        <Create
          resource="stock-allocations"
          redirect={false}
          title=" "
          mutationOptions={{
            onSuccess: () => {
              showSuccess(t('stock.messages.allocated'));
              refresh();
            },
            onError: showListError,
          }}
          sx={{ '& .RaCreate-card': { boxShadow: 'none' } }}
        >
          <SimpleForm defaultValues={{ typologies: [], clientIds: [] }}>
            <ReferenceInput source="levelId" reference="stock-levels">
              <AutocompleteInput
                label={t('stock.fields.level')}
                optionText={(level: LevelRecord) =>
                  `${levelLabel(level)} — ${level.warehouseName} (${level.available})`
                }
                filterToQuery={(q: string) => ({ q })}
                validate={required()}
                sx={{ width: 600, maxWidth: '100%' }}
              />
            </ReferenceInput>
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
              <TextInput source="name" label={t('stock.fields.name')} fullWidth={false} />
              <NumberInput
                source="quantity"
                fullWidth={false}
                label={t('stock.fields.quantity')}
                validate={required()}
                min={1}
                step={1}
              />
              <DateInput source="startsAt" label={t('stock.fields.startsAt')} fullWidth={false} />
              <DateInput source="endsAt" label={t('stock.fields.endsAt')} fullWidth={false} />
            </Stack>
            <SelectArrayInput
              source="typologies"
              label={t('stock.fields.typologies')}
              choices={choices(CLIENT_TYPOLOGIES)}
              sx={{ minWidth: 320 }}
            />
            <ReferenceArrayInput source="clientIds" reference="clients">
              <AutocompleteArrayInput
                label={t('stock.fields.clients')}
                optionText="displayName"
                filterToQuery={(q: string) => ({ q })}
                sx={{ minWidth: 420 }}
              />
            </ReferenceArrayInput>
          </SimpleForm>
        </Create>
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/stocks/allocations (seeAllStock): quotas of scarce wines set aside for clients or typologies,
 * unavailable to others until their end date; writing them needs the stocks module.
 */
export default function Allocations() {
  const t = useT();
  const labelOf = useLabelOf();
  const canOpen = useCanOpen();
  const manage = canOpen('/dashboard/stocks/movements');
  return (
    <>
      <PageHeader title={t('stock.menu.allocations')} />
      <List
        resource="stock-allocations"
        title={t('stock.menu.allocations')}
        actions={<StockToolbar />}
        sort={{ field: 'id', order: 'DESC' }}
        exporter={false}
        storeKey="stock.allocations"
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<EmptyList nothingYet={t('stock.messages.noAllocations')} />}
        >
          <TextField source="label" label={t('stock.fields.product')} sortable={false} />
          <TextField source="name" label={t('stock.fields.name')} emptyText="—" sortable={false} />
          <FunctionField<AllocationRecord>
            label={t('stock.fields.typologies')}
            sortable={false}
            render={(a) => (
              <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                {a.typologies.map((key) => (
                  <Chip key={key} size="small" label={labelOf(CLIENT_TYPOLOGIES, key)} />
                ))}
                {a.clientIds.length > 0 && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={`${a.clientIds.length} ${t('stock.fields.clients').toLowerCase()}`}
                  />
                )}
              </Stack>
            )}
          />
          <NumberField source="quantity" label={t('stock.fields.quantity')} />
          <NumberField source="used" label={t('stock.fields.used')} sortable={false} />
          <NumberField source="remaining" label={t('stock.fields.remaining')} sortable={false} />
          {/* A day as entered (its last), shown as is: no time zone can move it. */}
          <FunctionField<AllocationRecord>
            source="endsAt"
            label={t('stock.fields.endsAt')}
            render={(a) => documentDay(a.endsAt)}
          />
          <FunctionField<AllocationRecord>
            label={t('stock.fields.status')}
            sortable={false}
            render={(a) =>
              t(a.status === 'active' ? 'stock.allocationStatus.active' : 'stock.allocationStatus.ended')
            }
          />
          {manage && <StockDeleteButton />}
        </Datagrid>
      </List>
      {manage && <NewAllocation />}
    </>
  );
}
