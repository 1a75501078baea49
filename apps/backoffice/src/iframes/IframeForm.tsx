import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { rules } from '@cuvee/kernel';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  Create,
  DeleteButton,
  Edit,
  ReferenceArrayInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { RecordMissing } from '../common/RecordMissing';
import { showListError, showSuccess } from '../common/notices';
import { useRules } from '../forms/validators';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';
import { useIframeSettings } from './IframesSettingsSection';
import {
  IFRAME_KINDS,
  iframeInput,
  IframePreview,
  OriginsInput,
  SnippetField,
  ThemeInputs,
  type IframeKind,
  type IframeRecord,
} from './iframe-parts';

const wide = { width: 600, maxWidth: '100%' };
/** Where the list of iframes is: the settings section "iframes". */
const IFRAMES_SETTINGS = '/dashboard/settings?link=iframes';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What the widget shows, by kind: chosen products or a filter, one product, one event or all of them. */
function ContentInputs() {
  const t = useT();
  const canOpen = useCanOpen();
  const kind = useWatch<{ kind?: IframeKind }>({ name: 'kind' });
  // The events list needs the reservations module and accessEvent: never ask it otherwise (a 403 ends the session).
  const events = canOpen('/dashboard/reservations/events');
  if (kind === 'events') {
    return events ? (
      <ReferenceInput source="eventId" reference="reservation-events" sort={{ field: 'id', order: 'ASC' }}>
        <AutocompleteInput
          label={t('iframes.fields.event')}
          optionText="titleFr"
          helperText={t('iframes.help.event')}
          parse={(value: number | '' | null) => value || null}
          sx={wide}
        />
      </ReferenceInput>
    ) : (
      <Alert severity="info" sx={{ mb: 2, ...wide }}>
        {t('iframes.help.eventNoAccess')}
      </Alert>
    );
  }
  return (
    <>
      <ReferenceArrayInput source="productIds" reference="products" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput
          label={t(kind === 'product' ? 'iframes.fields.product' : 'iframes.fields.products')}
          optionText="name"
          helperText={kind === 'product' ? false : t('iframes.help.products')}
          sx={wide}
        />
      </ReferenceArrayInput>
      {kind === 'productList' && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {t('iframes.fields.filter')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', ...wide }}>
            {(['q', 'color', 'appellation', 'type'] as const).map((key) => (
              <TextInput
                key={key}
                source={`filter.${key}`}
                label={t(`iframes.fields.${key}`)}
                sx={{ width: 180 }}
              />
            ))}
          </Box>
        </>
      )}
    </>
  );
}

function FormToolbar() {
  const t = useT();
  const record = useRecordContext<IframeRecord>();
  const navigate = useNavigate();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record && (
        <DeleteButton
          mutationMode="pessimistic"
          mutationOptions={{
            onSuccess: () => {
              showSuccess(t('iframes.messages.deleted'));
              navigate(IFRAMES_SETTINGS);
            },
          }}
          redirect={false}
        />
      )}
    </Toolbar>
  );
}

/** The form's fields beside the live preview (under it on a phone), then the snippet of a saved iframe. */
function IframeFields() {
  const t = useT();
  const validate = useRules();
  const record = useRecordContext<IframeRecord>();
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gap: 3,
        // minmax(0, …): a long snippet line or the preview's cards never widen the page on a phone.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(280px, 420px)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Section title={t('iframes.sections.content')}>
          <TextInput
            source="name"
            label={t('iframes.fields.name')}
            validate={validate(rules.needed)}
            sx={wide}
          />
          <SelectInput
            source="kind"
            label={t('iframes.fields.kind')}
            choices={IFRAME_KINDS.map((id) => ({ id, name: t(`iframes.kinds.${id}`) }))}
            validate={validate(rules.needed)}
            sx={wide}
          />
          <ContentInputs />
          <BooleanInput source="enabled" label={t('iframes.fields.enabled')} />
        </Section>
        <Section title={t('iframes.sections.sites')}>
          <OriginsInput />
        </Section>
        <Section title={t('iframes.sections.look')}>
          <ThemeInputs />
        </Section>
      </Box>
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 }, minWidth: 0 }}>
        <Section title={t('iframes.sections.preview')}>
          <IframePreview />
        </Section>
        <Section title={t('iframes.sections.snippet')}>
          {record ? (
            <SnippetField iframe={record} />
          ) : (
            <Typography color="text.secondary">{t('iframes.snippet.saveFirst')}</Typography>
          )}
        </Section>
      </Box>
    </Box>
  );
}

/**
 * /dashboard/iframes/add and /dashboard/iframes/:id (the iframes module; owner and collaborators): a
 * widget for the producer's own site — what it shows, the sites allowed to embed it, its look — with a
 * live preview and, once saved, the code to paste. A new one starts from the settings' defaults, which
 * the API fills in (sites and theme left out of the creation).
 */
export default function IframeForm() {
  const t = useT();
  const navigate = useNavigate();
  const { id } = useParams();
  // A new iframe shows the shop's default sites and theme (settings "iframes"), as the API would give it.
  const defaults = useIframeSettings(!id);
  if (!id && !defaults) return null;
  const form = (
    <SimpleForm
      toolbar={<FormToolbar />}
      defaultValues={id ? undefined : { kind: 'productList', enabled: true, productIds: [], ...defaults }}
    >
      <IframeFields />
    </SimpleForm>
  );
  return (
    <>
      <PageHeader title={t(id ? 'iframes.menu.edit' : 'iframes.menu.add')} />
      {id ? (
        <Edit
          resource="iframes"
          id={id}
          error={<RecordMissing backTo={IFRAMES_SETTINGS} />}
          mutationMode="pessimistic"
          mutationOptions={{
            onSuccess: () => showSuccess(t('iframes.messages.saved')),
            onError: showListError,
          }}
          transform={iframeInput}
          redirect={false}
        >
          {form}
        </Edit>
      ) : (
        <Create
          resource="iframes"
          mutationOptions={{
            onSuccess: (created: IframeRecord) => {
              showSuccess(t('iframes.messages.saved'));
              navigate(`/dashboard/iframes/${created.id}`);
            },
            onError: showListError,
          }}
          transform={iframeInput}
          redirect={false}
        >
          {form}
        </Create>
      )}
    </>
  );
}
