import { isRole, ROLE_LABELS, ROLES } from '@cuvee/kernel';
import type { Schemas } from '@cuvee/api-client';
import {
  BooleanField,
  DateField,
  FunctionField,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { api } from '../services';
import { AdminListPage, ConfirmedAction } from './admin-kit';

type AdminUser = Schemas['AdminUserDto'];

function BlockUserButton({ user }: { user: AdminUser }) {
  const t = useT();
  const action = user.blocked ? 'unblock' : 'block';
  return (
    <ConfirmedAction
      label={t(`adminArea.users.${action}`)}
      title={t(`adminArea.users.${action}Title`, { email: user.email })}
      content={t(`adminArea.users.${action}Text`)}
      color={user.blocked ? 'primary' : 'warning'}
      data={{ 'data-user-action': `${action}:${user.id}` }}
      run={async () => {
        const path = user.blocked ? '/v1/admin/users/{id}/unblock' : '/v1/admin/users/{id}/block';
        const { data } = await api.PUT(path, { params: { path: { id: user.id } } });
        return data?.message;
      }}
    />
  );
}

/** /admin/users: every account, by role, blocked and professional, and block/unblock. */
export default function AdminUsers() {
  const t = useT();
  const locale = useLocale();
  const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role][locale] : role);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="role"
      source="role"
      label={t('adminArea.users.fields.role')}
      choices={ROLES.map((role) => ({ id: role, name: roleLabel(role) }))}
      alwaysOn
    />,
    <NullableBooleanInput key="blocked" source="blocked" label={t('adminArea.users.fields.blocked')} />,
    <NullableBooleanInput key="isPro" source="isPro" label={t('adminArea.users.fields.isPro')} />,
  ];
  return (
    <AdminListPage area="users" filters={filters}>
      <ResponsiveList<AdminUser>
        rowClick={false}
        mobile={{
          primaryText: (user) => user.email,
          secondaryText: (user) => roleLabel(user.role),
          tertiaryText: (user) => (user.blocked ? t('adminArea.users.fields.blocked') : ''),
        }}
      >
        <TextField source="username" label={t('adminArea.users.fields.username')} />
        <TextField source="email" label={t('adminArea.users.fields.email')} />
        <FunctionField<AdminUser>
          label={t('adminArea.users.fields.role')}
          sortBy="role"
          render={(user) => roleLabel(user.role)}
        />
        <BooleanField source="isPro" label={t('adminArea.users.fields.isPro')} sortable={false} />
        <BooleanField source="validated" label={t('adminArea.users.fields.validated')} sortable={false} />
        <BooleanField source="blocked" label={t('adminArea.users.fields.blocked')} />
        <DateField source="createdAt" label={t('adminArea.users.fields.createdAt')} />
        <FunctionField<AdminUser> label="" render={(user) => <BlockUserButton user={user} />} />
      </ResponsiveList>
    </AdminListPage>
  );
}
