import Chip from '@mui/material/Chip';
import { hasPermission, MAX_PAGE_SIZE, type Labels, type Permission } from '@cuvee/kernel';
import type { Schemas } from '@cuvee/api-client';
import { useGetList } from 'react-admin';
import { useT } from '../i18n';
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

/**
 * What the caller may do with a client's personal data, as the API allows it (ADR 0066): export it (the
 * export kind needs seeAllClient) and erase it (owners and collaborators who see and create every client).
 */
export function usePersonalDataRights(): { exports: boolean; erases: boolean } {
  const user = useGuardUser();
  const exports = useSeesAll('seeAllClient');
  return { exports, erases: exports && hasPermission(user?.access, 'createClient') };
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

/** Where a client stands on erasure, as a chip (none when nothing is asked nor proposed). */
export function ErasureChip({
  client,
}: {
  client: Pick<Schemas['ClientDto'], 'erasedAt' | 'erasureRequestedAt' | 'erasureProposedAt'>;
}) {
  const t = useT();
  if (client.erasedAt)
    return <Chip size="small" label={t('crm.privacy.chips.erased')} data-erasure="erased" />;
  if (client.erasureRequestedAt)
    return (
      <Chip size="small" color="warning" label={t('crm.privacy.chips.pending')} data-erasure="pending" />
    );
  if (client.erasureProposedAt)
    return (
      <Chip
        size="small"
        color="error"
        variant="outlined"
        label={t('crm.privacy.chips.proposed')}
        data-erasure="proposed"
      />
    );
  return null;
}

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
