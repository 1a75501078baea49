import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  hasPermission,
  PERMISSION_GROUPS,
  PERMISSION_LABELS,
  PERMISSIONS,
  type Authorizations,
  type Permission,
} from '@cuvee/kernel';
import { useInput } from 'react-admin';
import { useT } from '../i18n';
import { useGuardUser, useLabel } from '../session/use-session';

/** A collaborator's map as the editor shows it: no map (every permission) reads as all ticked. */
export function tickedPermissions(map: Authorizations | null | undefined): Record<Permission, boolean> {
  return Object.fromEntries(
    PERMISSIONS.map((permission) => [permission, map == null ? true : map[permission] === true]),
  ) as Record<Permission, boolean>;
}

/** What the signed-in user may grant: owners everything, a collaborator what they hold (API rule). */
export function useGrantable(): (permission: Permission) => boolean {
  const user = useGuardUser();
  return (permission) => user?.role === 'owner' || hasPermission(user?.access, permission);
}

export interface PermissionsEditorProps {
  value: Authorizations | null | undefined;
  onChange: (map: Record<Permission, boolean>) => void;
  disabled?: boolean;
}

/** The collaborator rights screen: the permissions by section (kernel PERMISSION_GROUPS). */
export function PermissionsEditor({ value, onChange, disabled }: PermissionsEditorProps) {
  const label = useLabel();
  const t = useT();
  const grantable = useGrantable();
  const ticked = tickedPermissions(value);
  const toggle = (permission: Permission, on: boolean) => onChange({ ...ticked, [permission]: on });
  const toggleGroup = (permissions: readonly Permission[], on: boolean) =>
    onChange({ ...ticked, ...Object.fromEntries(permissions.filter(grantable).map((p) => [p, on])) });

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}
      data-permissions-editor
    >
      {PERMISSION_GROUPS.map((group) => {
        const all = group.permissions.every((permission) => ticked[permission]);
        const some = group.permissions.some((permission) => ticked[permission]);
        return (
          <Paper key={group.key} variant="outlined" sx={{ p: 1.5 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={all}
                  indeterminate={some && !all}
                  disabled={disabled}
                  onChange={(event) => toggleGroup(group.permissions, event.target.checked)}
                />
              }
              label={<Typography sx={{ fontWeight: 700 }}>{label(group.label)}</Typography>}
            />
            <FormGroup sx={{ pl: 3 }}>
              {group.permissions.map((permission) => (
                <FormControlLabel
                  key={permission}
                  control={
                    <Checkbox
                      size="small"
                      checked={ticked[permission]}
                      disabled={disabled || !grantable(permission)}
                      onChange={(event) => toggle(permission, event.target.checked)}
                      slotProps={{ input: { 'data-permission': permission } as object }}
                    />
                  }
                  label={label(PERMISSION_LABELS[permission])}
                  title={grantable(permission) ? undefined : t('collaborators.notGrantable')}
                />
              ))}
            </FormGroup>
          </Paper>
        );
      })}
    </Box>
  );
}

/** The editor as a react-admin input of the `authorizations` field. */
export function PermissionsInput({ disabled }: { disabled?: boolean }) {
  const { field } = useInput<Authorizations | null>({ source: 'authorizations' });
  return <PermissionsEditor value={field.value} onChange={field.onChange} disabled={disabled} />;
}
