import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Schemas } from '@cuvee/api-client';
import { messageOf, rules } from '@cuvee/kernel';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { api } from '../services';
import { useLocale } from '../session/use-session';
import { fullName } from '../team/team-fields';

type Found = Schemas['FoundAgentDto'];
type Search = { email: string; found: Found | null } | null;

/**
 * /dashboard/agents/add and /dashboard/agents/find: look an agent account up by email
 * (GET /v1/agents/find), then link it to the shop, or invite a new agent with that address
 * (POST /v1/shop-agents).
 */
export default function AgentCreate() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState<Search>(null);
  const [names, setNames] = useState({ firstname: '', lastname: '' });
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const failure = rules.needed(email) ?? rules.email(email);
    if (failure) return setError(messageOf(failure, locale));
    setBusy(true);
    const { data, response } = await api.GET('/v1/agents/find', { params: { query: { email } } });
    setBusy(false);
    if (data) setSearch({ email, found: data });
    else if (response.status === 404) setSearch({ email, found: null });
  };

  const link = async () => {
    if (!search) return;
    const invite = search.found
      ? {}
      : { firstname: names.firstname || undefined, lastname: names.lastname || undefined };
    setBusy(true);
    const { data } = await api.POST('/v1/shop-agents', { body: { email: search.email, ...invite } });
    setBusy(false);
    if (data) navigate('/dashboard/agents');
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <PageHeader title={t('agents.add')} subtitle={t('agents.findHelp')} />
      <Box
        component="form"
        onSubmit={find}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label={t('agents.email')}
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
            setSearch(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          sx={{ flex: 1, minWidth: 240 }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<PersonSearchOutlinedIcon />}
          disabled={busy}
          sx={{ mt: 1 }}
        >
          {t('agents.find')}
        </Button>
      </Box>
      {search?.found && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <Alert severity={search.found.linked ? 'info' : 'success'}>
            {search.found.linked
              ? t('agents.alreadyLinked', { name: fullName(search.found) })
              : t('agents.found', { name: fullName(search.found) })}
          </Alert>
          {!search.found.linked && (
            <Box>
              <Button variant="contained" onClick={() => void link()} disabled={busy}>
                {t('agents.link')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
      {search && !search.found && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <Alert severity="info">{t('agents.notFound')}</Alert>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TextField
              label={t('agents.firstname')}
              value={names.firstname}
              onChange={(event) => setNames({ ...names, firstname: event.target.value })}
            />
            <TextField
              label={t('agents.lastname')}
              value={names.lastname}
              onChange={(event) => setNames({ ...names, lastname: event.target.value })}
            />
          </Box>
          <Box>
            <Button variant="contained" onClick={() => void link()} disabled={busy}>
              {t('agents.invite')}
            </Button>
          </Box>
        </Stack>
      )}
    </Paper>
  );
}
