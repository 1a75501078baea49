import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanField, Form, FunctionField, List, SaveButton, TextField } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyList } from '../common/EmptyList';
import { useDateTime } from '../common/formats';
import { ResponsiveList } from '../common/ResponsiveList';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { api } from '../services';
import { useCanOpen } from '../team/team-fields';
import { OriginsInput, ThemeInputs, type IframeRecord } from './iframe-parts';

const IFRAME_SETTINGS_KEY = ['iframes', 'settings'];
const ADD = '/dashboard/iframes/add';

/** The shop's iframe defaults (sites and theme a new iframe starts with). */
export function useIframeSettings(enabled: boolean) {
  return useQuery({
    queryKey: IFRAME_SETTINGS_KEY,
    enabled,
    queryFn: async () => (await api.GET('/v1/iframe-settings')).data ?? null,
  }).data;
}

/**
 * Settings "iframes": the sites and the theme a new iframe starts with, and the shop's iframes (a row
 * opens it). With the iframes module off (or to whom may not open its pages) it says so without asking
 * the API, whose 403 would end the session.
 */
export default function IframesSettingsSection() {
  const t = useT();
  const canOpen = useCanOpen();
  const moduleOn = canOpen(ADD);
  const settings = useIframeSettings(moduleOn);
  if (!moduleOn) return <Alert severity="info">{t('iframes.settings.moduleOff')}</Alert>;
  return (
    <Stack sx={{ gap: 3 }}>
      {settings && <DefaultsForm settings={settings} />}
      <IframeList />
    </Stack>
  );
}

function DefaultsForm({ settings }: { settings: NonNullable<ReturnType<typeof useIframeSettings>> }) {
  const t = useT();
  const queryClient = useQueryClient();
  const save = async (values: Record<string, unknown>) => {
    const { data } = await api.PUT('/v1/iframe-settings', {
      body: { origins: values['origins'] as string[], theme: values['theme'] as typeof settings.theme },
    });
    if (data) {
      queryClient.setQueryData(IFRAME_SETTINGS_KEY, data);
      showSuccess(t('iframes.settings.saved'));
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-form="iframes">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('iframes.settings.intro')}
      </Typography>
      <Form record={settings} onSubmit={save}>
        <OriginsInput />
        <ThemeInputs />
        <SaveButton alwaysEnable sx={{ mt: 1 }} />
      </Form>
    </Paper>
  );
}

function IframeList() {
  const t = useT();
  const date = useDateTime();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-iframe-list>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h3">
          {t('iframes.settings.list')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={ADD} startIcon={<AddIcon />} data-create-page>
          {t('iframes.menu.add')}
        </Button>
      </Stack>
      <List
        resource="iframes"
        actions={false}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        disableSyncWithLocation
        storeKey="iframes.list"
        exporter={false}
        empty={false}
        title={false}
        sx={{ '& .RaList-content': { boxShadow: 'none' } }}
      >
        <ResponsiveList<IframeRecord>
          rowClick={(id) => `/dashboard/iframes/${id}`}
          empty={
            <EmptyList
              nothingYet={t('iframes.settings.none')}
              create={{ to: ADD, label: t('iframes.menu.add') }}
            />
          }
          mobile={{
            primaryText: (iframe) => iframe.name,
            secondaryText: (iframe) => `${t(`iframes.kinds.${iframe.kind}`)} · ${iframe.origins.join(', ')}`,
          }}
        >
          <TextField source="name" label={t('iframes.fields.name')} />
          <FunctionField<IframeRecord>
            source="kind"
            label={t('iframes.fields.kind')}
            render={(iframe) => t(`iframes.kinds.${iframe.kind}`)}
          />
          <FunctionField<IframeRecord>
            label={t('iframes.fields.origins')}
            sortable={false}
            render={(iframe) => iframe.origins.join(', ')}
          />
          <BooleanField source="enabled" label={t('iframes.fields.enabled')} sortable={false} />
          <FunctionField<IframeRecord>
            source="updatedAt"
            label={t('iframes.fields.updatedAt')}
            render={(iframe) => date(iframe.updatedAt)}
          />
        </ResponsiveList>
      </List>
    </Paper>
  );
}
