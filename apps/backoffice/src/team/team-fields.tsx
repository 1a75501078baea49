import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { canOpen, matchRoute } from '@cuvee/kernel';
import type { ReactElement, ReactNode } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  DateField,
  EmailField,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  TextField,
  useRecordContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveList } from '../common/ResponsiveList';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { useGuardUser } from '../session/use-session';

/* What the collaborator and agent screens share: both list members of the shop's team. */

export interface TeamMember {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  blocked: boolean;
  reportsToUserId: number | null;
  createdAt: string;
}

export const fullName = (member: Pick<TeamMember, 'firstname' | 'lastname' | 'username'>): string =>
  `${member.firstname} ${member.lastname}`.trim() || member.username;

/** The list filters of the team lists (the API's q and blocked filters). */
export function useTeamFilters() {
  const t = useT();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('team.search')} />,
    <BooleanInput key="blocked" source="blocked" label={t('team.blockedOnly')} />,
  ];
}

export function NameField() {
  const t = useT();
  return (
    <FunctionField<TeamMember>
      label={t('team.name')}
      sortBy="lastname"
      render={(member) => fullName(member)}
    />
  );
}

/** "Bloqué" in red, "Actif" otherwise (`label` is the column header the Datagrid reads). */
export function StatusField(_props: { label?: string }) {
  const t = useT();
  const member = useRecordContext<TeamMember>();
  if (!member) return null;
  return member.blocked ? (
    <Chip size="small" color="error" label={t('team.blocked')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('team.active')} />
  );
}

/** The manager in the shop structure: a collaborator, or nobody (directly under the owner). */
export function ReportsToInput() {
  const t = useT();
  return (
    <ReferenceInput
      source="reportsToUserId"
      reference="dashboard/collaborators"
      sort={{ field: 'lastname', order: 'ASC' }}
    >
      <AutocompleteInput
        label={t('team.reportsTo')}
        optionText={(member: TeamMember) => fullName(member)}
        emptyText={t('team.underOwner')}
        helperText={t('team.reportsToHelp')}
        filterToQuery={(q: string) => ({ q })}
        sx={{ maxWidth: 420 }}
      />
    </ReferenceInput>
  );
}

/** Whether the user may open a page (the route guard's rule): hides buttons that would bounce. */
export function useCanOpen(): (path: string) => boolean {
  const user = useGuardUser();
  return (path) => {
    const match = matchRoute(path);
    return match !== null && canOpen(match.policy, user);
  };
}

/** The add button of a team list, shown only to whom may open its page. */
export function AddMemberButton({ to, children }: { to: string; children: ReactNode }) {
  const canOpenPage = useCanOpen();
  if (!canOpenPage(to)) return null;
  return (
    <Button variant="contained" component={RouterLink} to={to} startIcon={<AddIcon />} data-create-page>
      {children}
    </Button>
  );
}

/**
 * A team list (collaborators, agents) titled `title`: names and emails on a phone; on a wider screen a
 * grid of name, email, phone, the `columns` of the list's own, status and date added.
 */
export function TeamList({
  title,
  actions,
  columns,
}: {
  title: string;
  actions: ReactElement;
  columns?: ReactElement;
}) {
  const t = useT();
  return (
    <>
      <PageHeader title={title} />
      <List
        title={title}
        filters={useTeamFilters()}
        actions={actions}
        sort={{ field: 'lastname', order: 'ASC' }}
        perPage={25}
        exporter={false}
        empty={false}
      >
        <ResponsiveList<TeamMember>
          rowClick="edit"
          mobile={{
            primaryText: (member) => fullName(member),
            secondaryText: (member) => member.email,
            tertiaryText: (member) => (member.blocked ? t('team.blocked') : ''),
          }}
        >
          <NameField />
          <EmailField source="email" />
          <TextField source="phone" emptyText="—" />
          {columns}
          <StatusField label={t('team.status')} />
          <DateField source="createdAt" />
        </ResponsiveList>
      </List>
    </>
  );
}

/** The member a team page is about: name, email and phone. */
export function MemberIdentity() {
  const member = useRecordContext<TeamMember>();
  if (!member) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {fullName(member)}
      </Typography>
      <Typography color="text.secondary">
        {member.email}
        {member.phone ? ` · ${member.phone}` : ''}
      </Typography>
    </Box>
  );
}
