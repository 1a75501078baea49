import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Edit, useUpdate } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { useParams } from 'react-router-dom';
import { NotFound } from '../coming-soon/ComingSoon';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { ClientForm, toClientInput } from './ClientForm';
import { ErasureChip, ignore } from './crm-shared';
import { showSuccess } from '../common/notices';
import { ClientOverview } from './client-overview';
import { ErasureBanner } from './client-privacy';

/**
 * /dashboard/clients/:id, the client 360° page: identity, addresses, contacts, typology, the timeline of
 * notes, facts and tasks, opportunities and (when sales land) documents; an edit tab; a prospect is
 * converted here, keeping its history.
 */
export default function ClientShow() {
  const t = useT();
  const id = Number(useParams().id);
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState(0);
  const overviewKey = ['clients', id, 'overview'];
  const { data: overview } = useQuery({ queryKey: overviewKey, queryFn: () => data.clientOverview(id) });
  const load = () => queryClient.invalidateQueries({ queryKey: overviewKey });
  const { mutate: convert } = useMutation({
    mutationFn: () => data.convertClient(id),
    onSuccess: () => {
      showSuccess(t('crm.show.converted'));
      return load();
    },
  });
  const [update] = useUpdate();
  if (overview === undefined) return <CircularProgress sx={{ m: 4 }} />;
  if (overview === null) return <NotFound />;
  const { client } = overview;
  // An erased record refuses every change (the API answers 409): nothing offers one.
  const erased = client.erasedAt !== null;
  const archive = () =>
    update(
      'clients',
      { id, data: { archived: !client.archived }, previousData: client },
      { mutationMode: 'pessimistic', onSuccess: () => void load() },
    );
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={client.displayName}
        help="personal-data"
        actions={
          !erased && (
            <>
              {client.isProspect && (
                <Button variant="contained" startIcon={<HowToRegIcon />} onClick={() => convert()}>
                  {t('crm.show.convert')}
                </Button>
              )}
              <Button startIcon={<ArchiveOutlinedIcon />} onClick={archive}>
                {t(client.archived ? 'crm.show.unarchive' : 'crm.show.archive')}
              </Button>
            </>
          )
        }
      >
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          <Chip size="small" label={t(client.isPro ? 'crm.clients.pro' : 'crm.clients.private')} />
          <Chip
            size="small"
            color={client.isProspect ? 'warning' : 'success'}
            label={
              client.isProspect ? `${t('crm.clients.prospect')} · ${client.pipe}` : t('crm.clients.client')
            }
            data-status
          />
          {client.archived && <Chip size="small" label={t('crm.clients.archived')} />}
          <ErasureChip client={client} />
        </Stack>
      </PageHeader>
      <ErasureBanner client={client} />
      <Tabs value={erased ? 0 : tab} onChange={(_event, value: number) => setTab(value)} sx={{ mb: 2 }}>
        <Tab label={t('crm.show.overview')} />
        {!erased && <Tab label={t('crm.show.edit')} />}
      </Tabs>
      {tab === 0 || erased ? (
        <ClientOverview overview={overview} onChange={() => void load()} />
      ) : (
        <Edit
          resource="clients"
          id={id}
          title={client.displayName}
          mutationMode="pessimistic"
          transform={toClientInput}
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              showSuccess(t('common.saved'));
              setTab(0);
              void load();
            },
            onError: ignore,
          }}
          actions={false}
        >
          <ClientForm excludeId={id} />
        </Edit>
      )}
    </Box>
  );
}
