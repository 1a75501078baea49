import Chip from '@mui/material/Chip';
import { hasPermission, MAX_PAGE_SIZE, type Labels, type Permission } from '@cuvee/kernel';
import { useGetList } from 'react-admin';
import { useAuthenticated, useGuardUser, useLocale } from '../session/use-session';

/*
 * What the CRM screens share: reference lists as select choices in the interface language, the caller's
 * CRM permissions as the API applies them, the team to assign work to.
 */

/**
 * A form's error handler when the HTTP layer has already shown the API's message as a snackbar (the
 * react-admin default would show it a second time).
 */
export const ignore = (): void => undefined;

export interface Choice {
  id: string;
  name: string;
}

/** A kernel reference list as react-admin choices, labelled in the interface language. */
export function useChoices(): (list: readonly (Labels & { key: string | number })[]) => Choice[] {
  const locale = useLocale();
  return (list) => list.map((item) => ({ id: String(item.key), name: item[locale] }));
}

/** The label of one key of a reference list, or the key itself. */
export function useLabelOf(): (
  list: readonly (Labels & { key: string | number })[],
  key: string | null,
) => string {
  const locale = useLocale();
  return (list, key) =>
    key === null ? '' : (list.find((item) => String(item.key) === key)?.[locale] ?? key);
}

/**
 * Whether the caller holds a CRM-wide permission the way the API reads it (crm-scope): agents always work
 * on their own clients and tasks, whatever their map says.
 */
export function useSeesAll(permission: Extract<Permission, 'seeAllClient' | 'seeAllTask'>): boolean {
  const user = useGuardUser();
  return user !== null && user.role !== 'agent' && hasPermission(user.access, permission);
}

export interface TeamMember {
  id: number;
  firstname: string;
  lastname: string;
}

/**
 * Who work can be given to: the caller, then the shop's collaborators and agents (GET /v1/agents, for those
 * allowed to read it).
 */
export function useTeam(enabled = true): TeamMember[] {
  const { user } = useAuthenticated();
  const { data: others = [] } = useGetList<TeamMember>(
    'agents',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, meta: { quiet: true } },
    { enabled },
  );
  const me = { id: user.id, firstname: user.firstname, lastname: user.lastname };
  return [me, ...others.filter((member) => member.id !== me.id)];
}

/** Tags typed as one text, separated by commas, and kept as a list. */
export const tagsInput = {
  format: (tags: unknown) => (Array.isArray(tags) ? tags.join(', ') : ''),
  parse: (text: string) =>
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
};

export const memberName = (member: { firstname: string; lastname: string } | null | undefined): string =>
  member ? `${member.firstname} ${member.lastname}`.trim() : '';

const PRIORITY_COLOURS = { low: 'default', medium: 'info', high: 'error' } as const;

export function PriorityChip({ priority, label }: { priority: string; label: string }) {
  return (
    <Chip
      size="small"
      label={label}
      color={PRIORITY_COLOURS[priority as keyof typeof PRIORITY_COLOURS] ?? 'default'}
      variant={priority === 'high' ? 'filled' : 'outlined'}
    />
  );
}
