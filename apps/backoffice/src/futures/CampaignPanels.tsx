import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  AutocompleteInput,
  Form,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  TextField,
  SelectInput,
  minValue,
  required,
  useRefresh,
} from 'react-admin';
import { CLIENT_TYPOLOGIES } from '@cuvee/kernel';
import { useBackofficeData } from '../api/custom-methods';
import { useLabelOf } from '../crm/crm-shared';
import { Panel } from '../common/Panel';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';
import type { CampaignRecord } from './futures-shared';

type Values = Record<string, unknown>;

/** A form of the campaign page: submits through a custom method, says so, reloads the page's data. */
function ActionPanel({
  title,
  hint,
  submit,
  done,
  label,
  defaultValues,
  children,
  ...data
}: {
  title: string;
  hint?: string;
  submit: (values: Values) => Promise<unknown>;
  done: (answer: unknown) => string;
  label: string;
  defaultValues?: Values;
  children: ReactNode;
  [attribute: `data-${string}`]: boolean;
}) {
  const refresh = useRefresh();
  const action = useMutation({
    mutationFn: submit,
    onSuccess: (answer) => {
      showSuccess(done(answer));
      refresh();
    },
  });
  return (
    <Panel title={title} hint={hint} {...data}>
      <Form defaultValues={defaultValues} onSubmit={(values: Values) => action.mutate(values)}>
        <Stack direction="row" spacing={1} alignItems="flex-start" flexWrap="wrap" useFlexGap>
          {children}
          <Button type="submit" variant="contained" disabled={action.isPending} sx={{ mt: 1 }}>
            {label}
          </Button>
        </Stack>
      </Form>
    </Panel>
  );
}

/** The allocations of a campaign, what is left on each. */
export function QuotasPanel({ campaign }: { campaign: CampaignRecord }) {
  const t = useT();
  const labelOf = useLabelOf();
  return (
    <Panel title={t('futures.panels.quotas')} data-quotas>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('futures.fields.typology')}</TableCell>
            <TableCell align="right">{t('futures.fields.quota')}</TableCell>
            <TableCell align="right">{t('futures.fields.subscribed')}</TableCell>
            <TableCell align="right">{t('futures.fields.left')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {campaign.quotas.map((quota) => (
            <TableRow key={quota.id}>
              <TableCell>
                {quota.typology !== null ? (
                  labelOf(CLIENT_TYPOLOGIES, quota.typology)
                ) : (
                  <ReferenceField source="clientId" reference="clients" record={quota} link={false}>
                    <TextField source="displayName" />
                  </ReferenceField>
                )}
              </TableCell>
              <TableCell align="right">{quota.quantity}</TableCell>
              <TableCell align="right">{quota.subscribed}</TableCell>
              <TableCell align="right">{quota.left}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}

/** A client subscribes within their allocation; the deposit invoice is issued by the API at once. */
export function SubscribePanel({ campaign }: { campaign: CampaignRecord }) {
  const t = useT();
  const data = useBackofficeData();
  return (
    <ActionPanel
      title={t('futures.panels.subscribe')}
      label={t('futures.actions.subscribe')}
      submit={(values) =>
        data.subscribePrimeur(campaign.id, {
          clientId: Number(values.clientId),
          quantity: Number(values.quantity),
        })
      }
      done={(answer) =>
        t('futures.messages.subscribed', { number: (answer as { depositNumber: string }).depositNumber })
      }
      defaultValues={{ quantity: 1 }}
      data-subscribe
    >
      <ReferenceInput source="clientId" reference="clients" sort={{ field: 'displayName', order: 'ASC' }}>
        <AutocompleteInput
          label={t('futures.fields.client')}
          optionText="displayName"
          validate={required()}
          sx={{ minWidth: 280 }}
        />
      </ReferenceInput>
      <NumberInput
        source="quantity"
        label={t('futures.fields.quantity')}
        validate={[required(), minValue(1)]}
      />
    </ActionPanel>
  );
}

/** Bottling a closed campaign into a warehouse: deliveries and balance invoices follow. */
export function BottlingPanel({ campaign }: { campaign: CampaignRecord }) {
  const t = useT();
  const data = useBackofficeData();
  return (
    <ActionPanel
      title={t('futures.panels.bottling')}
      hint={t('futures.messages.bottlingHint')}
      label={t('futures.actions.bottle')}
      submit={(values) =>
        data.bottlePrimeurCampaign(campaign.id, {
          warehouseId: Number(values.warehouseId),
          quantity: Number(values.quantity),
        })
      }
      done={() => t('futures.messages.bottled')}
      defaultValues={{ quantity: campaign.subscribed }}
      data-bottling
    >
      <ReferenceInput source="warehouseId" reference="warehouses">
        <SelectInput
          label={t('futures.fields.warehouse')}
          optionText="name"
          validate={required()}
          sx={{ minWidth: 240 }}
        />
      </ReferenceInput>
      <NumberInput
        source="quantity"
        label={t('futures.fields.bottled')}
        validate={[required(), minValue(1)]}
      />
    </ActionPanel>
  );
}
