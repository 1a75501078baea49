import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { INTEGRATION_LABELS, INTEGRATIONS, isIntegrationActive, type Integration } from '@cuvee/kernel';
import { useState } from 'react';
import { useT } from '../i18n';
import { ApiKeysPanel } from '../partners/ApiKeysPanel';
import { WebhooksPanel } from '../partners/WebhooksPanel';
import { api, session } from '../services';
import { useAuthenticated, useLabel } from '../session/use-session';

/**
 * Settings "integrations": the shop's modules. Switching one off hides
 * its pages and menu entries at once (route guard and menus read the same map). Owners only.
 * Below them, for the owner, the partners' API keys and webhooks (the API keeps them to the owner).
 */
export default function IntegrationsSection() {
  const t = useT();
  const label = useLabel();
  const { user, shop } = useAuthenticated();
  const editable = user.role === 'owner';
  const [active, setActive] = useState<Record<Integration, boolean>>(
    () =>
      Object.fromEntries(
        INTEGRATIONS.map((name) => [name, isIntegrationActive(shop?.integrations, name)]),
      ) as Record<Integration, boolean>,
  );

  const save = async () => {
    const integrations = Object.fromEntries(INTEGRATIONS.map((name) => [name, { active: active[name] }]));
    const { data } = await api.PUT('/v1/shops/me', { body: { integrations } });
    if (data) session.setShop(data.shop);
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {!editable && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('settings.ownerOnly')}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
            gap: 1,
            mb: 2,
          }}
        >
          {INTEGRATIONS.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Switch
                  checked={active[name]}
                  disabled={!editable}
                  onChange={(event) => setActive({ ...active, [name]: event.target.checked })}
                  slotProps={{ input: { 'data-integration': name } as object }}
                />
              }
              label={label(INTEGRATION_LABELS[name])}
            />
          ))}
        </Box>
        {editable && (
          <Button variant="contained" onClick={() => void save()}>
            {t('common.save')}
          </Button>
        )}
      </Paper>
      {editable && <ApiKeysPanel />}
      {editable && <WebhooksPanel />}
    </Stack>
  );
}
