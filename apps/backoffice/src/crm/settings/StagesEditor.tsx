import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Schemas } from '@cuvee/api-client';
import { usePopup } from '@cuvee/ui';
import { useState } from 'react';
import { useCreate, useDelete, useGetList, useUpdate } from 'react-admin';
import { Panel } from '../../common/Panel';
import { showSuccess } from '../../common/notices';
import { useT } from '../../i18n';
import { OrderButtons } from './order-buttons';

type Stage = Schemas['StageDto'];
type Outcome = 'open' | 'won' | 'lost';
const OUTCOMES: readonly Outcome[] = ['open', 'won', 'lost'];

/** A probability as typed: a whole percent from 0 to 100, else null. */
function probabilityOf(text: string): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 100 ? value : null;
}

function StageRow({
  stage,
  index,
  count,
  editable,
  busy,
  onSave,
  onMove,
  onDelete,
}: {
  stage: Stage;
  index: number;
  count: number;
  editable: boolean;
  busy: boolean;
  onSave: (data: Partial<Stage>) => void;
  onMove: (position: number) => void;
  onDelete: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(stage.name);
  const [probability, setProbability] = useState(String(stage.probability));
  const [outcome, setOutcome] = useState(stage.outcome as Outcome);
  const typed = probabilityOf(probability);
  const changed = name.trim() !== stage.name || typed !== stage.probability || outcome !== stage.outcome;
  const valid = name.trim() !== '' && name.trim().length <= 60 && typed !== null;
  return (
    <Box
      data-stage-row={stage.name}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        size="small"
        label={t('crm.settings.stageName')}
        value={name}
        disabled={!editable}
        error={name.trim() === ''}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
        sx={{ flex: '1 1 180px' }}
      />
      <TextField
        size="small"
        label={t('crm.settings.probability')}
        value={probability}
        disabled={!editable}
        error={typed === null}
        onChange={(event) => setProbability(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 120 }}
      />
      <TextField
        select
        size="small"
        label={t('crm.settings.outcome')}
        value={outcome}
        disabled={!editable}
        onChange={(event) => setOutcome(event.target.value as Outcome)}
        sx={{ width: 130 }}
      >
        {OUTCOMES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`crm.settings.outcomes.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {editable && (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <IconButton
            size="small"
            color="primary"
            aria-label={t('crm.settings.save', { name: stage.name })}
            disabled={busy || !changed || !valid}
            onClick={() => onSave({ name: name.trim(), probability: typed!, outcome })}
          >
            <SaveOutlinedIcon fontSize="small" />
          </IconButton>
          <OrderButtons name={stage.name} index={index} count={count} disabled={busy} onMove={onMove} />
          <IconButton
            size="small"
            aria-label={t('crm.settings.remove', { name: stage.name })}
            disabled={busy}
            onClick={onDelete}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

/**
 * The pipeline's stages (the kanban's columns): rename, probability, outcome, order, add, delete. The API
 * keeps an open, a won and a lost stage and refuses to delete a stage holding opportunities; its message
 * shows as a snackbar.
 */
export function StagesEditor({ editable }: { editable: boolean }) {
  const t = useT();
  const popup = usePopup();
  const { data: stages = [], refetch } = useGetList<Stage>('opportunity-stages', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  const [update, { isPending: updating }] = useUpdate<Stage>();
  const [create, { isPending: creating }] = useCreate<Stage>();
  const [remove, { isPending: removing }] = useDelete<Stage>();
  const busy = updating || creating || removing;
  const done = (message: string) => () => {
    showSuccess(message);
    void refetch();
  };
  const save = (stage: Stage, data: Partial<Stage>, message = t('crm.settings.stageSaved')) =>
    void update(
      'opportunity-stages',
      { id: stage.id, data, previousData: stage },
      { mutationMode: 'pessimistic', onSuccess: done(message), onError: () => void refetch() },
    );
  const add = async () => {
    const result = await popup({
      title: t('crm.settings.newStage'),
      fields: [
        { kind: 'text', name: 'name', label: t('crm.settings.stageName'), required: true },
        {
          kind: 'text',
          name: 'probability',
          label: t('crm.settings.probability'),
          initial: '50',
          required: true,
        },
        {
          kind: 'select',
          name: 'outcome',
          label: t('crm.settings.outcome'),
          initial: 'open',
          options: OUTCOMES.map((value) => ({ value, label: t(`crm.settings.outcomes.${value}`) })),
        },
      ],
    });
    if (!result) return;
    const probability = probabilityOf(String(result.values.probability));
    void create(
      'opportunity-stages',
      {
        data: {
          name: String(result.values.name).trim(),
          // A probability the API would refuse is sent as typed: its message names the rule.
          probability: probability ?? Number(result.values.probability),
          outcome: result.values.outcome as Outcome,
        },
      },
      { onSuccess: done(t('crm.settings.stageSaved')) },
    );
  };
  const askDelete = async (stage: Stage) => {
    const result = await popup({ title: t('crm.settings.deleteStage', { name: stage.name }), tone: 'error' });
    if (!result) return;
    void remove(
      'opportunity-stages',
      { id: stage.id, previousData: stage },
      { mutationMode: 'pessimistic', onSuccess: done(t('crm.settings.stageDeleted')) },
    );
  };
  return (
    <Panel
      title={t('crm.settings.stages')}
      hint={t('crm.settings.stagesHint')}
      actions={
        editable && (
          <Button size="small" startIcon={<AddIcon />} disabled={busy} onClick={() => void add()}>
            {t('crm.settings.addStage')}
          </Button>
        )
      }
      data-crm-stages
    >
      {stages.map((stage, index) => (
        // Keyed by the saved values too: a refetch after a save or a refusal shows what is stored.
        <StageRow
          key={`${stage.id}:${stage.name}:${stage.probability}:${stage.outcome}`}
          stage={stage}
          index={index}
          count={stages.length}
          editable={editable}
          busy={busy}
          onSave={(data) => save(stage, data)}
          onMove={(position) => save(stage, { position })}
          onDelete={() => void askDelete(stage)}
        />
      ))}
    </Panel>
  );
}
