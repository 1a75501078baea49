import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { rules } from '@cuvee/kernel';
import { useState } from 'react';
import { Create, Edit, Loading, SaveButton, SimpleForm, TextInput, Toolbar, useGetOne } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { Schemas } from '@cuvee/api-client';
import { useBackofficeData } from '../api/custom-methods';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { RecordMissing } from '../common/RecordMissing';
import { showListError, showSuccess } from '../common/notices';
import { useIdParam } from '../common/use-id-param';
import { useIsSmall } from '../common/use-is-small';
import { useRules } from '../forms/validators';
import { useT } from '../i18n';
import { BlocksInput } from './BlocksInput';
import { modelPath, type ModelKind, type ModelRecord } from './marketing-shared';
import { RichTextInput } from './RichTextInput';

type ModelInput = Schemas['ModelInputDto'];

/** What the API takes of the form: the content of the model's kind only (its kind is set at creation). */
const toModelInput =
  (kind: ModelKind, creating: boolean) =>
  (form: ModelRecord): ModelInput => ({
    name: form.name,
    subject: form.subject ?? '',
    ...(creating ? { kind } : {}),
    ...(kind === 'standard'
      ? { html: form.html ?? '' }
      : // The blocks' OpenAPI type is left open; the API parses each by its kind.
        { blocks: (form.blocks ?? []) as unknown as ModelInput['blocks'] }),
  });

/** The model's inputs: name, subject, then its rich text or its blocks. */
function ModelFields({ kind }: { kind: ModelKind }) {
  const t = useT();
  const validate = useRules();
  const width = { width: 600, maxWidth: '100%' };
  return (
    // Save only: react-admin's delete would archive the model and send the user to a path of no page.
    <SimpleForm
      defaultValues={{ kind, html: '', blocks: [] }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput
        source="name"
        label={t('marketing.fields.name')}
        validate={validate(rules.needed)}
        sx={width}
      />
      <TextInput
        source="subject"
        label={t('marketing.fields.subject')}
        helperText={t('marketing.messages.fieldsHint')}
        validate={validate(rules.needed)}
        sx={width}
      />
      {kind === 'standard' ? (
        <RichTextInput source="html" label={t('marketing.fields.content')} />
      ) : (
        <BlocksInput />
      )}
    </SimpleForm>
  );
}

const PREVIEW_WIDTHS = { desktop: 680, mobile: 375 } as const;

/**
 * The mail as the API renders it (GET …/preview, an example client in the fields), at a desktop or a
 * phone width, in a sandboxed frame: its HTML runs nothing and reaches nothing of the back office.
 */
function Preview({ model }: { model: ModelRecord }) {
  const t = useT();
  const data = useBackofficeData();
  // A phone shows the phone width first: the desktop one would scroll sideways.
  const [width, setWidth] = useState<keyof typeof PREVIEW_WIDTHS>(useIsSmall() ? 'mobile' : 'desktop');
  const { data: preview } = useQuery({
    queryKey: ['marketing-model-preview', model.id, model.updatedAt],
    queryFn: () => data.modelPreview(model.id),
  });
  return (
    <Panel
      title={t('marketing.panels.preview')}
      hint={t('marketing.messages.previewExample')}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_event, next: keyof typeof PREVIEW_WIDTHS | null) => next && setWidth(next)}
        >
          <ToggleButton value="desktop">{t('marketing.actions.desktop')}</ToggleButton>
          <ToggleButton value="mobile">{t('marketing.actions.mobile')}</ToggleButton>
        </ToggleButtonGroup>
      }
      data-preview={width}
    >
      {preview && (
        <>
          <Typography sx={{ mb: 1 }}>
            {t('marketing.fields.subject')} : <strong data-preview-subject>{preview.subject}</strong>
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Box
              component="iframe"
              title={t('marketing.panels.preview')}
              sandbox=""
              srcDoc={preview.html}
              sx={{
                display: 'block',
                width: PREVIEW_WIDTHS[width],
                maxWidth: width === 'mobile' ? '100%' : undefined,
                height: 640,
                border: 1,
                borderColor: 'divider',
                mx: 'auto',
              }}
            />
          </Box>
        </>
      )}
    </Panel>
  );
}

/** The model sent once to an address, its subject marked as a test. */
function TestSend({ id }: { id: number }) {
  const t = useT();
  const data = useBackofficeData();
  const [email, setEmail] = useState('');
  const send = useMutation({
    mutationFn: () => data.sendModelTest(id, email.trim()),
    onSuccess: () => showSuccess(t('marketing.messages.testSent')),
    onError: showListError,
  });
  return (
    <Panel title={t('marketing.panels.test')} data-test-send>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <TextField
          size="small"
          type="email"
          label={t('marketing.fields.testEmail')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          sx={{ width: 320, maxWidth: '100%' }}
        />
        <Button
          variant="outlined"
          startIcon={<SendIcon />}
          disabled={send.isPending || !email.trim()}
          onClick={() => send.mutate()}
        >
          {t('marketing.actions.sendTest')}
        </Button>
      </Stack>
    </Panel>
  );
}

/** An existing model: its form (by its own kind, whichever editor's address opened it), its preview, a test send. */
function ModelEdit({ id }: { id: number }) {
  const t = useT();
  const { data: model, error } = useGetOne<ModelRecord>('marketing/models', { id }, { retry: false });
  if (error) return <RecordMissing backTo="/dashboard/crm/models" />;
  if (!model) return <Loading />;
  return (
    <>
      <PageHeader title={model.name} subtitle={t(`marketing.kinds.${model.kind}`)} />
      <Stack spacing={2}>
        <Edit
          resource="marketing/models"
          id={id}
          mutationMode="pessimistic"
          transform={toModelInput(model.kind, false)}
          redirect={false}
          actions={false}
          title={model.name}
          mutationOptions={{ onSuccess: () => showSuccess(t('common.saved')), onError: showListError }}
        >
          <ModelFields kind={model.kind} />
        </Edit>
        <Preview model={model} />
        <TestSend id={id} />
      </Stack>
    </>
  );
}

/**
 * /dashboard/crm/models/add and /advanced (createModel), /{id}/standard and /{id}/advanced: a mail
 * model, standard (rich text) or advanced (blocks); once saved, previewed at desktop and phone widths
 * and sent as a test.
 */
export default function ModelEditor({ kind }: { kind: ModelKind }) {
  const t = useT();
  const navigate = useNavigate();
  const id = useIdParam();
  const creating = useParams().id === undefined;
  if (!creating && id === null) return <RecordMissing backTo="/dashboard/crm/models" />;
  if (id !== null) return <ModelEdit key={id} id={id} />;
  const title = t(kind === 'standard' ? 'marketing.menu.addModel' : 'marketing.menu.addAdvancedModel');
  return (
    <>
      <PageHeader title={title} subtitle={t('marketing.messages.saveToPreview')} />
      <Create
        resource="marketing/models"
        title={title}
        transform={toModelInput(kind, true)}
        mutationOptions={{
          onSuccess: (model: ModelRecord) => {
            showSuccess(t('marketing.messages.modelCreated'));
            navigate(modelPath(model));
          },
          onError: showListError,
        }}
      >
        <ModelFields kind={kind} />
      </Create>
    </>
  );
}
