import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { rules } from '@cuvee/kernel';
import { useState, type DragEvent } from 'react';
import {
  AutocompleteInput,
  CreateBase,
  DateInput,
  ReferenceInput,
  SimpleForm,
  TextInput,
  useGetList,
  useUpdate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DecimalInput } from '../common/DecimalInput';
import { useRules } from '../forms/validators';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { ignore } from './crm-shared';
import { useDateTime, useMoney } from '../common/formats';
import { showSuccess } from '../common/notices';

type Stage = Schemas['StageDto'];
type Opportunity = Schemas['OpportunityDto'];

function OpportunityCard({
  opportunity,
  stages,
  onMove,
}: {
  opportunity: Opportunity;
  stages: Stage[];
  onMove: (stageId: number) => void;
}) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  return (
    <Card
      variant="outlined"
      draggable
      onDragStart={(event: DragEvent) => event.dataTransfer.setData('text/plain', String(opportunity.id))}
      sx={{ cursor: 'grab' }}
      data-opportunity={opportunity.title}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography sx={{ fontWeight: 600 }}>{opportunity.title}</Typography>
        <Typography
          variant="body2"
          component={RouterLink}
          to={`/dashboard/clients/${opportunity.clientId}`}
          color="primary"
        >
          {opportunity.clientName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {money(opportunity.amountCents)} · {opportunity.probability} %
          {opportunity.expectedCloseDate ? ` · ${dateTime(opportunity.expectedCloseDate, false)}` : ''}
        </Typography>
        <TextField
          select
          size="small"
          value=""
          label={t('crm.opportunities.moveTo')}
          onChange={(event) => onMove(Number(event.target.value))}
          sx={{ mt: 1, width: '100%' }}
          slotProps={{ htmlInput: { 'aria-label': `${t('crm.opportunities.moveTo')} ${opportunity.title}` } }}
        >
          {stages
            .filter((stage) => stage.id !== opportunity.stageId)
            .map((stage) => (
              <MenuItem key={stage.id} value={stage.id}>
                {stage.name}
              </MenuItem>
            ))}
        </TextField>
      </CardContent>
    </Card>
  );
}

function NewOpportunity({ onDone }: { onDone: () => void }) {
  const t = useT();
  const validate = useRules();
  return (
    <CreateBase
      resource="opportunities"
      transform={(data: { amount?: number | null } & Record<string, unknown>) => {
        const { amount, ...rest } = data;
        return {
          ...rest,
          // Typed in euros, kept in cents by the field.
          amountCents: amount ?? 0,
          expectedCloseDate: rest.expectedCloseDate || null,
        };
      }}
      mutationOptions={{ onSuccess: onDone, onError: ignore }}
      redirect={false}
    >
      <SimpleForm disableInvalidFormNotification>
        <TextInput
          source="title"
          label={t('crm.opportunities.name')}
          validate={validate(rules.needed)}
          fullWidth
        />
        <ReferenceInput source="clientId" reference="clients" sort={{ field: 'displayName', order: 'ASC' }}>
          <AutocompleteInput
            label={t('crm.opportunities.client')}
            optionText="displayName"
            filterToQuery={(q: string) => ({ q })}
            validate={validate(rules.needed)}
            fullWidth
          />
        </ReferenceInput>
        <DecimalInput source="amount" label={t('crm.opportunities.amount')} money min={0} />
        <DateInput source="expectedCloseDate" label={t('crm.opportunities.expectedCloseDate')} />
      </SimpleForm>
    </CreateBase>
  );
}

/**
 * /dashboard/clients/opportunities: the shop's pipeline as a kanban. A card moves by drag and drop or its
 * "move to" menu (PUT /v1/opportunities/:id {stageId}); the stage sets its probability.
 */
export default function Opportunities() {
  const t = useT();
  const money = useMoney();
  const [adding, setAdding] = useState(false);
  const [over, setOver] = useState<number | null>(null);
  const stages = useGetList<Stage>('opportunity-stages', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'position', order: 'ASC' },
  });
  const opportunities = useGetList<Opportunity>('opportunities', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'expectedCloseDate', order: 'ASC' },
  });
  const [update] = useUpdate<Opportunity>();
  const columns = stages.data ?? [];
  const move = (id: number, stageId: number) => {
    const current = opportunities.data?.find((opportunity) => opportunity.id === id);
    if (!current || current.stageId === stageId) return;
    void update(
      'opportunities',
      { id, data: { stageId }, previousData: current },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          showSuccess(t('crm.opportunities.moved'));
          void opportunities.refetch();
        },
      },
    );
  };
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={t('crm.opportunities.title')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('crm.opportunities.add')}
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}>
        {columns.map((stage) => {
          const cards = (opportunities.data ?? []).filter((opportunity) => opportunity.stageId === stage.id);
          const total = cards.reduce((sum, card) => sum + card.amountCents, 0);
          const weighted = cards.reduce((sum, card) => sum + card.weightedAmountCents, 0);
          return (
            <Paper
              key={stage.id}
              variant="outlined"
              data-stage={stage.name}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(stage.id);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => {
                event.preventDefault();
                setOver(null);
                move(Number(event.dataTransfer.getData('text/plain')), stage.id);
              }}
              sx={{
                minWidth: 250,
                width: 250,
                p: 1,
                bgcolor: over === stage.id ? 'action.hover' : 'grey.50',
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {stage.name}{' '}
                <Typography component="span" color="text.secondary">
                  ({stage.probability} %)
                </Typography>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('crm.opportunities.total', { count: cards.length, amount: money(total) })} ·{' '}
                {t('crm.opportunities.weighted', { amount: money(weighted) })}
              </Typography>
              <Stack spacing={1}>
                {cards.map((opportunity) => (
                  <OpportunityCard
                    key={opportunity.id}
                    opportunity={opportunity}
                    stages={columns}
                    onMove={(stageId) => move(opportunity.id, stageId)}
                  />
                ))}
                {cards.length === 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {t('crm.opportunities.empty')}
                  </Typography>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Box>
      <Dialog open={adding} onClose={() => setAdding(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('crm.opportunities.add')}</DialogTitle>
        <DialogContent>
          <NewOpportunity
            onDone={() => {
              setAdding(false);
              void opportunities.refetch();
            }}
          />
        </DialogContent>
      </Dialog>
    </Box>
  );
}
