import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import {
  CIVILITIES,
  CLIENT_TYPOLOGIES,
  PAYMENT_DELAYS,
  PAYMENT_TYPES,
  PRIORITIES,
  TASK_ACTIVITY_TYPES,
} from '@cuvee/kernel';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientBilling } from '../billing/ClientBilling';
import { ClientSepaMandates } from '../billing/ClientSepaMandates';
import { useT } from '../i18n';
import { ClientOrders } from '../orders/ClientOrders';
import { type ClientRecord } from './ClientForm';
import { memberName, PriorityChip, useLabelOf } from './crm-shared';
import { useDateTime, useMoney } from '../common/formats';
import { Panel } from '../common/Panel';

import { PersonalDataPanel } from './client-privacy';
import { useCustomValueRows, type CustomValues } from './custom-field-inputs';
import { Timeline } from './client-timeline';

type Overview = Schemas['ClientOverviewDto'];
type Address = NonNullable<ClientRecord['billingAddress']>;

function Line({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography color="text.secondary" sx={{ minWidth: 190, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="div">{value}</Typography>
    </Box>
  );
}

function AddressText({ address }: { address: Address }) {
  const t = useT();
  return (
    <Typography component="div">
      {address.name && <div>{address.name}</div>}
      <div>{address.street}</div>
      {address.street2 && <div>{address.street2}</div>}
      <div>
        {address.zipcode} {address.city} ({address.country})
      </div>
      {address.mountain && <Chip size="small" label={t('crm.show.mountain')} sx={{ mt: 0.5 }} />}
    </Typography>
  );
}

function Identity({ client }: { client: ClientRecord }) {
  const t = useT();
  const labelOf = useLabelOf();
  const dateTime = useDateTime();
  return (
    <Panel title={t('crm.form.identity')}>
      <Line label={t('crm.fields.civility')} value={labelOf(CIVILITIES, client.civility)} />
      <Line label={t('crm.fields.firstname')} value={client.firstname} />
      <Line label={t('crm.fields.lastname')} value={client.lastname} />
      <Line label={t('crm.fields.businessName')} value={client.businessName} />
      <Line label={t('crm.fields.businessReason')} value={client.businessReason} />
      <Line label={t('crm.fields.siret')} value={client.siret} />
      <Line label={t('crm.fields.siren')} value={client.siren} />
      <Line label={t('crm.fields.nic')} value={client.nic} />
      <Line label={t('crm.fields.vatNumber')} value={client.vatNumber} />
      <Line label={t('crm.fields.exciseNumber')} value={client.exciseNumber} />
      <Divider sx={{ my: 1 }} />
      <Line label={t('crm.fields.email')} value={client.email} />
      <Line label={t('crm.fields.phone')} value={client.phone} />
      <Line label={t('crm.fields.mobile')} value={client.mobile} />
      <Divider sx={{ my: 1 }} />
      <Line label={t('crm.fields.typology')} value={labelOf(CLIENT_TYPOLOGIES, client.typology)} />
      <Line label={t('crm.fields.agentId')} value={memberName(client.agent) || t('crm.clients.nobody')} />
      <Line label={t('crm.fields.paymentDelay')} value={labelOf(PAYMENT_DELAYS, client.paymentDelay)} />
      <Line label={t('crm.fields.paymentType')} value={labelOf(PAYMENT_TYPES, client.paymentType)} />
      <Line label={t('crm.fields.accountingCode')} value={client.accountingCode} />
      <Line
        label={t('crm.fields.tags')}
        value={
          client.tags.length > 0 ? (
            <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
              {client.tags.map((tag) => (
                <Chip key={tag} size="small" variant="outlined" label={tag} />
              ))}
            </Stack>
          ) : null
        }
      />
      <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
        {client.marketingConsent && client.marketingConsentAt
          ? t('crm.show.consentSince', { date: dateTime(client.marketingConsentAt, false) })
          : t('crm.show.noConsent')}
      </Typography>
      {client.notes && (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }} variant="body2">
          {client.notes}
        </Typography>
      )}
    </Panel>
  );
}

/** The values of the shop's custom fields (settings "crm"), when the client has some. */
function CustomValuesPanel({ values }: { values: CustomValues }) {
  const t = useT();
  const rows = useCustomValueRows(values);
  if (rows.length === 0) return null;
  return (
    <Panel title={t('crm.settings.customSection')} data-custom-values>
      {rows.map((row) => (
        <Line key={row.key} label={row.label} value={row.text} />
      ))}
    </Panel>
  );
}

/** The overview tab: identity and addresses, the timeline, opportunities, orders and billing. */
export function ClientOverview({ overview, onChange }: { overview: Overview; onChange: () => void }) {
  const t = useT();
  const labelOf = useLabelOf();
  const dateTime = useDateTime();
  const money = useMoney();
  const { client } = overview;
  // An erased record takes no note nor task any more (the API refuses them).
  const erased = client.erasedAt !== null;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}
    >
      <Stack spacing={2}>
        <Identity client={client} />
        <CustomValuesPanel values={client.customFields} />
        <Panel title={t('crm.form.addresses')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {(['billingAddress', 'deliveryAddress'] as const).map((kind) => (
              <div key={kind}>
                <Typography color="text.secondary" variant="body2">
                  {t(`crm.fields.${kind}`)}
                </Typography>
                {client[kind] ? (
                  <AddressText address={client[kind]!} />
                ) : (
                  <Typography>{t('crm.show.noAddress')}</Typography>
                )}
              </div>
            ))}
          </Box>
        </Panel>
        <Panel title={t('crm.fields.contacts')}>
          {client.contacts.length === 0 ? (
            <Typography color="text.secondary">{t('crm.show.noContacts')}</Typography>
          ) : (
            <List dense disablePadding>
              {client.contacts.map((contact) => (
                <ListItem key={contact.id} disableGutters>
                  <ListItemText
                    primary={`${contact.firstname ?? ''} ${contact.lastname}${contact.role ? ` — ${contact.role}` : ''}`}
                    secondary={[contact.email, contact.phone].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
        <PersonalDataPanel client={client} onErased={onChange} />
      </Stack>
      <Stack spacing={2}>
        <Timeline overview={overview} onChange={onChange} readOnly={erased} />
        <ClientOrders clientId={client.id} closed={erased} />
        <Panel title={t('crm.show.tasks')}>
          {overview.tasks.length === 0 ? (
            <Typography color="text.secondary">{t('crm.show.noTasks')}</Typography>
          ) : (
            <List dense disablePadding>
              {overview.tasks.map((task) => (
                <ListItem key={task.id} disableGutters divider>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} alignItems="center">
                        <span style={{ textDecoration: task.done ? 'line-through' : undefined }}>
                          {task.title}
                        </span>
                        <PriorityChip priority={task.priority} label={labelOf(PRIORITIES, task.priority)} />
                      </Stack>
                    }
                    secondary={`${labelOf(TASK_ACTIVITY_TYPES, task.activityType)} · ${dateTime(task.dueAt)} · ${memberName(task.assignee)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {!erased && (
            <Button component={RouterLink} to={`/dashboard/tasks?clientId=${client.id}`} sx={{ mt: 1 }}>
              {t('crm.show.newTask')}
            </Button>
          )}
        </Panel>
        <Panel title={t('crm.show.opportunities')}>
          {overview.opportunities.length === 0 ? (
            <Typography color="text.secondary">{t('crm.show.noOpportunities')}</Typography>
          ) : (
            <List dense disablePadding>
              {overview.opportunities.map((opportunity) => (
                <ListItem key={opportunity.id} disableGutters>
                  <ListItemText
                    primary={opportunity.title}
                    secondary={`${money(opportunity.amountCents)} · ${opportunity.probability} %`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
        <Panel title={t('crm.show.documents')}>
          {Object.keys(overview.documents).length === 0 ? (
            <Typography color="text.secondary">{t('crm.show.noDocuments')}</Typography>
          ) : (
            Object.entries(overview.documents).map(([context, count]) => (
              <Line key={context} label={context} value={count} />
            ))
          )}
        </Panel>
        <ClientBilling clientId={client.id} closed={erased} />
        <ClientSepaMandates clientId={client.id} paymentType={client.paymentType} closed={erased} />
      </Stack>
    </Box>
  );
}
