import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { PROSPECT_STAGES, TASK_ACTIVITY_TYPES } from '@cuvee/kernel';
import { useState } from 'react';
import { useT } from '../i18n';
import { api } from '../services';
import { memberName, useLabelOf } from './crm-shared';
import { useDateTime } from '../common/formats';
import { Panel } from '../common/Panel';

type Overview = Schemas['ClientOverviewDto'];
type TimelineEntry = Schemas['TimelineEntryDto'];

/** One line of the timeline in the reader's language (facts are stored as values, not sentences). */
function useTimelineText(): (entry: TimelineEntry) => string {
  const t = useT();
  const labelOf = useLabelOf();
  return (entry) => {
    const data = (entry.data ?? {}) as Record<string, string | number | null>;
    switch (entry.kind) {
      case 'note':
      case 'task':
        return entry.text ?? '';
      case 'created':
        if (data.order) return t('crm.show.events.createdByOrder', { number: data.order });
        return t(data.pipe ? 'crm.show.events.createdProspect' : 'crm.show.events.created');
      case 'converted':
        return `${t('crm.show.events.converted')} (${labelOf(PROSPECT_STAGES, String(data.from))})`;
      case 'merged':
        return t('crm.show.events.merged', { name: data.absorbedName });
      case 'opportunityMoved':
        return t('crm.show.events.opportunityMoved', { title: data.title, from: data.from, to: data.to });
      default:
        return t('crm.show.events.assigned');
    }
  };
}

/** The client's timeline of notes, facts and tasks, with a note to add unless read only. */
export function Timeline({
  overview,
  onChange,
  readOnly = false,
}: {
  overview: Overview;
  onChange: () => void;
  /** No note to add (an erased client). */
  readOnly?: boolean;
}) {
  const t = useT();
  const dateTime = useDateTime();
  const text = useTimelineText();
  const labelOf = useLabelOf();
  const [note, setNote] = useState('');
  const save = async () => {
    const { data } = await api.POST('/v1/clients/{id}/notes', {
      params: { path: { id: overview.client.id } },
      body: { text: note },
    });
    if (data) {
      setNote('');
      onChange();
    }
  };
  return (
    <Panel title={t('crm.show.timeline')}>
      {!readOnly && (
        <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ mb: 1 }}>
          <TextField
            label={t('crm.show.note')}
            placeholder={t('crm.show.notePlaceholder')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={1}
            size="small"
            fullWidth
          />
          <Button
            variant="outlined"
            onClick={() => void save()}
            disabled={!note.trim()}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('crm.show.addNote')}
          </Button>
        </Stack>
      )}
      {overview.timeline.length === 0 ? (
        <Typography color="text.secondary">{t('crm.show.noTimeline')}</Typography>
      ) : (
        <List dense disablePadding data-timeline>
          {overview.timeline.map((entry) => (
            <ListItem key={entry.id} disableGutters divider>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center">
                    {entry.kind === 'note' && <Chip size="small" label={t('crm.show.events.note')} />}
                    {entry.kind === 'task' && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={labelOf(
                          TASK_ACTIVITY_TYPES,
                          String((entry.data as { activityType?: string }).activityType),
                        )}
                      />
                    )}
                    <span>{text(entry)}</span>
                  </Stack>
                }
                secondary={`${dateTime(entry.at)}${entry.author ? ` · ${memberName(entry.author)}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
