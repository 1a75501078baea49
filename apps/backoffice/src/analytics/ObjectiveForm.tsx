import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@cuvee/api-client';
import { formatIsoDate, parisDateOf } from '@cuvee/kernel';
import {
  AutocompleteInput,
  DateInput,
  Form,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  minValue,
  required,
  useCreate,
  useUpdate,
} from 'react-admin';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { bucketLabel } from './period';

type Objective = Schemas['ObjectiveDto'];
type Input = Schemas['ObjectiveInputDto'];
export const SCOPES = ['shop', 'agent', 'collaborator'] as const;
export const MEASURES = ['revenue', 'bottles', 'eq75', 'newClients'] as const;
const PERIODS = ['month', 'quarter', 'year', 'custom'] as const;
/** The team member a scope names, by its react-admin resource. */
const MEMBERS = { agent: 'shop-agents', collaborator: 'collaborators' } as const;

/** The form's values: the target in euros for a revenue (the API keeps cents). */
interface Values {
  scope: Input['scope'];
  userId: number | null;
  measure: Input['measure'];
  period: Input['period'];
  from: string;
  to: string | null;
  target: number;
}

const valuesOf = (objective: Objective | null, today: string): Values =>
  objective
    ? {
        ...objective,
        to: objective.period === 'custom' ? objective.to : null,
        target: objective.measure === 'revenue' ? objective.target / 100 : objective.target,
      }
    : {
        scope: 'shop',
        userId: null,
        measure: 'revenue',
        period: 'month',
        from: `${today.slice(0, 8)}01`,
        to: null,
        target: 0,
      };

function bodyOf(values: Values): Input {
  return {
    scope: values.scope,
    userId: values.scope === 'shop' ? null : values.userId,
    measure: values.measure,
    period: values.period,
    from: values.from,
    to: values.period === 'custom' ? values.to : null,
    target: values.measure === 'revenue' ? Math.round(values.target * 100) : Math.round(values.target),
  };
}

/** The months, quarters or years an objective may cover: last year, this one and the next. */
function useStarts() {
  const t = useT();
  const locale = useLocale();
  const year = Number(parisDateOf(new Date()).slice(0, 4));
  const years = [year - 1, year, year + 1];
  const day = (y: number, month: number) => formatIsoDate({ year: y, month, day: 1 });
  return (period: Values['period']) => {
    if (period === 'year') return years.map((y) => ({ id: day(y, 1), name: String(y) }));
    if (period === 'quarter')
      return years.flatMap((y) =>
        [1, 2, 3, 4].map((quarter) => ({
          id: day(y, quarter * 3 - 2),
          name: t('analytics.objectives.quarter', { quarter, year: y }),
        })),
      );
    return years.flatMap((y) =>
      Array.from({ length: 12 }, (_, index) => ({
        id: day(y, index + 1),
        name: bucketLabel(day(y, index + 1), 'month', locale, 'long'),
      })),
    );
  };
}

const memberName = (member: { firstname: string; lastname: string; username: string }) =>
  `${member.firstname} ${member.lastname}`.trim() || member.username;

/**
 * Sets or changes an objective (react-admin resource `objectives`): for the shop, an agent or a
 * collaborator; a measure; a month, quarter or year chosen by name, or dates; the target. The API says
 * in French what it refuses (a target of 0, someone who is not of the team).
 */
export function ObjectiveDialog({
  objective,
  onClose,
}: {
  /** The objective to change; null: a new one. */
  objective: Objective | null;
  onClose: () => void;
}) {
  const t = useT();
  const starts = useStarts();
  const queryClient = useQueryClient();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const done = (text: string) => ({
    onSuccess: () => {
      showSuccess(text);
      void queryClient.invalidateQueries({ queryKey: ['analytics', 'objectives'] });
      onClose();
    },
    onError: showListError,
  });
  const save = (values: Values) =>
    objective
      ? update(
          'objectives',
          { id: objective.id, data: bodyOf(values), previousData: objective },
          done(t('analytics.objectives.saved')),
        )
      : create('objectives', { data: bodyOf(values) }, done(t('analytics.objectives.created')));
  const choices = <K extends string>(keys: readonly K[], name: (key: K) => string) =>
    keys.map((id) => ({ id, name: name(id) }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-objective-dialog>
      <Form
        defaultValues={valuesOf(objective, parisDateOf(new Date()))}
        onSubmit={(values: Record<string, unknown>) => save(values as unknown as Values)}
      >
        <DialogTitle>{t(objective ? 'analytics.objectives.edit' : 'analytics.objectives.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={0.5} sx={{ pt: 1 }}>
            <SelectInput
              source="scope"
              label={t('analytics.objectives.form.scope')}
              choices={choices(SCOPES, (key) => t(`analytics.objectives.scopes.${key}`))}
              validate={required()}
            />
            <FormDataConsumer<Values>>
              {({ formData }) =>
                formData.scope !== 'shop' && (
                  <ReferenceInput
                    key={formData.scope}
                    source="userId"
                    reference={MEMBERS[formData.scope]}
                    sort={{ field: 'lastname', order: 'ASC' }}
                  >
                    <AutocompleteInput
                      label={t('analytics.objectives.form.user')}
                      optionText={memberName}
                      validate={required()}
                    />
                  </ReferenceInput>
                )
              }
            </FormDataConsumer>
            <SelectInput
              source="measure"
              label={t('analytics.objectives.form.measure')}
              choices={choices(MEASURES, (key) => t(`analytics.objectives.measures.${key}`))}
              validate={required()}
            />
            <SelectInput
              source="period"
              label={t('analytics.objectives.form.period')}
              choices={choices(PERIODS, (key) => t(`analytics.objectives.periods.${key}`))}
              validate={required()}
            />
            <FormDataConsumer<Values>>
              {({ formData }) =>
                formData.period === 'custom' ? (
                  <Stack direction="row" spacing={1}>
                    <DateInput
                      source="from"
                      label={t('analytics.objectives.form.from')}
                      validate={required()}
                    />
                    <DateInput source="to" label={t('analytics.objectives.form.to')} validate={required()} />
                  </Stack>
                ) : (
                  <SelectInput
                    key={formData.period}
                    source="from"
                    label={t('analytics.objectives.form.start')}
                    choices={starts(formData.period)}
                    validate={required()}
                  />
                )
              }
            </FormDataConsumer>
            <FormDataConsumer<Values>>
              {({ formData }) => (
                <NumberInput
                  source="target"
                  label={t(
                    formData.measure === 'revenue'
                      ? 'analytics.objectives.form.targetRevenue'
                      : 'analytics.objectives.form.target',
                  )}
                  validate={[required(), minValue(0)]}
                  step={formData.measure === 'revenue' ? 100 : 1}
                />
              )}
            </FormDataConsumer>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('analytics.objectives.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={creating || updating} data-objective-save>
            {t('analytics.objectives.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
