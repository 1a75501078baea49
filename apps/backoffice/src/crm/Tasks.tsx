import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Schemas } from '@cuvee/api-client';
import { PRIORITIES, rules, TASK_ACTIVITY_TYPES } from '@cuvee/kernel';
import { useState } from 'react';
import {
  AutocompleteInput,
  CreateBase,
  Datagrid,
  DateTimeInput,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useRules } from '../forms/validators';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { ignore, memberName, PriorityChip, useChoices, useLabelOf, useSeesAll, useTeam } from './crm-shared';
import { useDateTime } from '../common/formats';
import { showSuccess } from '../common/notices';
import { EmptyList } from '../common/EmptyList';

type Task = Schemas['TaskDto'];

const instant = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

function DoneBox({ task }: { task: Task }) {
  const t = useT();
  const [update, { isPending }] = useUpdate<Task>();
  const refresh = useRefresh();
  return (
    <Checkbox
      checked={task.done}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={() =>
        void update(
          'tasks',
          { id: task.id, data: { done: !task.done }, previousData: task },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              if (!task.done) showSuccess(t('crm.tasks.completed'));
              // The list shows the tasks to do: a done one leaves it.
              refresh();
            },
          },
        )
      }
      slotProps={{
        input: { 'aria-label': `${t(task.done ? 'crm.tasks.reopen' : 'crm.tasks.complete')} ${task.title}` },
      }}
    />
  );
}

function NewTask({ clientId, onDone }: { clientId: number | null; onDone: () => void }) {
  const t = useT();
  const validate = useRules();
  const choices = useChoices();
  const seesAll = useSeesAll('seeAllTask');
  const team = useTeam(seesAll);
  return (
    <CreateBase
      resource="tasks"
      redirect={false}
      transform={(data: Record<string, unknown>) => ({
        ...data,
        dueAt: instant(data.dueAt),
        remindAt: instant(data.remindAt),
        durationMinutes: data.durationMinutes || null,
        clientId: data.clientId ?? null,
      })}
      mutationOptions={{ onSuccess: onDone, onError: ignore }}
    >
      <SimpleForm
        defaultValues={{ priority: 'medium', activityType: 'phone', clientId }}
        disableInvalidFormNotification
      >
        <TextInput source="title" label={t('crm.tasks.name')} validate={validate(rules.needed)} fullWidth />
        <SelectInput
          source="activityType"
          label={t('crm.tasks.activityType')}
          choices={choices(TASK_ACTIVITY_TYPES)}
          validate={validate(rules.needed)}
        />
        <SelectInput source="priority" label={t('crm.tasks.priority')} choices={choices(PRIORITIES)} />
        <DateTimeInput source="dueAt" label={t('crm.tasks.dueAt')} validate={validate(rules.needed)} />
        <NumberInput source="durationMinutes" label={t('crm.tasks.durationMinutes')} min={1} max={1440} />
        <DateTimeInput source="remindAt" label={t('crm.tasks.remindAt')} />
        <ReferenceInput source="clientId" reference="clients" sort={{ field: 'displayName', order: 'ASC' }}>
          <AutocompleteInput
            label={t('crm.tasks.client')}
            optionText="displayName"
            filterToQuery={(q: string) => ({ q })}
            fullWidth
          />
        </ReferenceInput>
        {seesAll && (
          <SelectInput
            source="assigneeId"
            label={t('crm.tasks.assignee')}
            choices={team.map((member) => ({ id: member.id, name: memberName(member) }))}
          />
        )}
        <TextInput source="description" label={t('crm.tasks.description')} multiline fullWidth />
      </SimpleForm>
    </CreateBase>
  );
}

/** The filter the list opens with. */
const OPEN_TASKS = { done: false };

/**
 * /dashboard/tasks: the caller's tasks (everyone's with seeAllTask), to do first; created here (createTask)
 * and ticked off when done. `?clientId=` opens the form for that client (from its 360° page).
 */
export default function Tasks() {
  const t = useT();
  const refresh = useRefresh();
  const choices = useChoices();
  const labelOf = useLabelOf();
  const dateTime = useDateTime();
  const seesAll = useSeesAll('seeAllTask');
  const team = useTeam(seesAll);
  const [query, setQuery] = useSearchParams();
  const presetClient = query.get('clientId');
  const [adding, setAdding] = useState(presetClient !== null);
  const close = () => {
    setAdding(false);
    if (presetClient !== null) setQuery({});
  };
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <NullableBooleanInput key="done" source="done" label={t('crm.tasks.showDone')} alwaysOn />,
    <SelectInput
      key="activityType"
      source="activityType"
      label={t('crm.tasks.activityType')}
      choices={choices(TASK_ACTIVITY_TYPES)}
    />,
    <SelectInput
      key="priority"
      source="priority"
      label={t('crm.tasks.priority')}
      choices={choices(PRIORITIES)}
    />,
    ...(seesAll
      ? [
          <SelectInput
            key="assigneeId"
            source="assigneeId"
            label={t('crm.tasks.assignee')}
            choices={team.map((member) => ({ id: member.id, name: memberName(member) }))}
            alwaysOn
          />,
        ]
      : []),
  ];
  return (
    <>
      <PageHeader title={t('crm.tasks.title')} />
      <List
        resource="tasks"
        title={t('crm.tasks.title')}
        filters={filters}
        filterDefaultValues={OPEN_TASKS}
        sort={{ field: 'dueAt', order: 'ASC' }}
        perPage={50}
        exporter={false}
        storeKey="crm.tasks"
        empty={false}
        actions={
          <TopToolbar>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
              data-create-page
            >
              {t('crm.tasks.add')}
            </Button>
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyList defaults={OPEN_TASKS} />}>
          <FunctionField<Task> label={t('crm.tasks.done')} render={(task) => <DoneBox task={task} />} />
          <FunctionField<Task>
            label={t('crm.tasks.name')}
            sortBy="title"
            render={(task) => (
              <span style={{ textDecoration: task.done ? 'line-through' : undefined }}>{task.title}</span>
            )}
          />
          <FunctionField<Task>
            label={t('crm.tasks.activityType')}
            render={(task) => labelOf(TASK_ACTIVITY_TYPES, task.activityType)}
          />
          <FunctionField<Task>
            label={t('crm.tasks.priority')}
            sortBy="priority"
            render={(task) => (
              <PriorityChip priority={task.priority} label={labelOf(PRIORITIES, task.priority)} />
            )}
          />
          <FunctionField<Task>
            label={t('crm.tasks.dueAt')}
            sortBy="dueAt"
            render={(task) => dateTime(task.dueAt)}
          />
          <FunctionField<Task>
            label={t('crm.tasks.client')}
            render={(task) =>
              task.clientId ? (
                <RouterLink
                  to={`/dashboard/clients/${task.clientId}`}
                  onClick={(event) => event.stopPropagation()}
                >
                  {task.clientName}
                </RouterLink>
              ) : (
                '—'
              )
            }
          />
          <FunctionField<Task> label={t('crm.tasks.assignee')} render={(task) => memberName(task.assignee)} />
        </Datagrid>
      </List>
      <Dialog open={adding} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{t('crm.tasks.add')}</DialogTitle>
        <DialogContent>
          <NewTask
            clientId={presetClient === null ? null : Number(presetClient)}
            onDone={() => {
              close();
              refresh();
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
