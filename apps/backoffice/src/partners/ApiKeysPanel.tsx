import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { PERMISSION_GROUPS, PERMISSION_LABELS, type Permission } from '@cuvee/kernel';
import { useState } from 'react';
import { Confirm, FunctionField, List, SimpleList, useDelete } from 'react-admin';
import { EmptyList } from '../common/EmptyList';
import { useDateTime } from '../common/formats';
import { showSuccess } from '../common/notices';
import { Panel } from '../common/Panel';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { useLabel } from '../session/use-session';
import { ApiKeyCreateDialog, type CreatedApiKey } from './ApiKeyCreateDialog';
import { SecretDialog } from './SecretField';

type ApiKey = Schemas['ApiKeyDto'];

const STATUS_COLOURS = { active: 'success', expired: 'warning', revoked: 'default' } as const;

function KeyStatusChip({ status }: { status: ApiKey['status'] }) {
  const t = useT();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      label={t(`partners.keys.statuses.${status}`)}
      data-key-status={status}
    />
  );
}

/**
 * A key's permissions by the roles screen's groups ("Ventes 2/6 · Articles 1/5"); the full list is in
 * its tooltip.
 */
function PermissionsSummary({ permissions }: { permissions: readonly Permission[] }) {
  const t = useT();
  const label = useLabel();
  const groups = PERMISSION_GROUPS.flatMap((group) => {
    const held = group.permissions.filter((permission) => permissions.includes(permission)).length;
    if (held === 0) return [];
    return [
      held === group.permissions.length
        ? label(group.label)
        : `${label(group.label)} ${held}/${group.permissions.length}`,
    ];
  });
  return (
    <Tooltip title={permissions.map((permission) => label(PERMISSION_LABELS[permission])).join(', ')}>
      <span>
        <Typography variant="body2" component="span">
          {groups.join(' · ')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {t('partners.keys.permissionsCount', { count: permissions.length })}
        </Typography>
      </span>
    </Tooltip>
  );
}

/**
 * Settings → integrations → API keys (docs/partners.md): the shop's keys with their scope, expiry, last
 * use and status; a new one, its secret shown once; revocation after a confirmation. Owners only, as
 * the API.
 */
export function ApiKeysPanel() {
  const t = useT();
  const dateTime = useDateTime();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [revoke] = useDelete<ApiKey>();

  const confirmRevoke = () => {
    if (!revoking) return;
    void revoke(
      'api-keys',
      { id: revoking.id, previousData: revoking },
      // The row stays, revoked: the list is read again once the API has answered.
      { mutationMode: 'pessimistic', onSuccess: () => showSuccess(t('partners.keys.revoked')) },
    );
    setRevoking(null);
  };
  const revokeButton = (key: ApiKey) =>
    key.status === 'active' && (
      <Button
        size="small"
        color="error"
        startIcon={<BlockIcon />}
        aria-label={`${t('partners.keys.revoke')} ${key.name}`}
        onClick={() => setRevoking(key)}
      >
        {t('partners.keys.revoke')}
      </Button>
    );
  const expiry = (key: ApiKey) => (key.expiresAt ? dateTime(key.expiresAt) : t('partners.keys.never'));
  const lastUsed = (key: ApiKey) => (key.lastUsedAt ? dateTime(key.lastUsedAt) : t('partners.keys.unused'));

  return (
    <Panel
      title={t('partners.keys.title')}
      hint={t('partners.keys.hint')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('partners.keys.add')}
        </Button>
      }
      data-api-keys
    >
      <List
        resource="api-keys"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        actions={false}
        disableSyncWithLocation
        storeKey={false}
        exporter={false}
        empty={false}
        // The panel is the frame: the list's own card would draw a second one.
        sx={{ '& .RaList-content': { boxShadow: 'none' } }}
      >
        <ResponsiveList<ApiKey>
          rowClick={false}
          empty={<EmptyList nothingYet={t('partners.keys.none')} />}
          mobile={
            <SimpleList<ApiKey>
              rowClick={false}
              primaryText={(key) => key.name}
              secondaryText={(key) => (
                <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
                  <span>
                    {t('partners.keys.expiry')} : {expiry(key)}
                  </span>
                  <span>
                    {t('partners.keys.lastUsed')} : {lastUsed(key)}
                  </span>
                  <Stack component="span" direction="row" spacing={1} alignItems="center">
                    <KeyStatusChip status={key.status} />
                    {revokeButton(key)}
                  </Stack>
                </Stack>
              )}
            />
          }
        >
          <FunctionField<ApiKey>
            source="name"
            label={t('partners.keys.name')}
            render={(key) => (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {key.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  {key.start}…
                </Typography>
              </>
            )}
          />
          <FunctionField<ApiKey>
            label={t('partners.keys.permissions')}
            sortable={false}
            render={(key) => <PermissionsSummary permissions={key.permissions} />}
          />
          <FunctionField<ApiKey> label={t('partners.keys.expiry')} sortable={false} render={expiry} />
          <FunctionField<ApiKey> source="lastUsedAt" label={t('partners.keys.lastUsed')} render={lastUsed} />
          <FunctionField<ApiKey>
            label={t('partners.keys.status')}
            sortable={false}
            render={(key) => <KeyStatusChip status={key.status} />}
          />
          <FunctionField<ApiKey> label="" sortable={false} textAlign="right" render={revokeButton} />
        </ResponsiveList>
      </List>
      {creating && (
        <ApiKeyCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {created && (
        <SecretDialog
          title={t('partners.keys.secretTitle', { name: created.name })}
          text={t('partners.keys.secretText')}
          warning={t('partners.keys.secretWarning')}
          label={t('partners.keys.secretLabel')}
          secret={created.secret}
          done={t('partners.keys.secretDone')}
          onClose={() => setCreated(null)}
        />
      )}
      <Confirm
        isOpen={revoking !== null}
        title={t('partners.keys.revokeTitle', { name: revoking?.name ?? '' })}
        content={t('partners.keys.revokeText')}
        confirm={t('partners.keys.revoke')}
        confirmColor="warning"
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </Panel>
  );
}
