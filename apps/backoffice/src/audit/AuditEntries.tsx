import { saveBlob } from '@cuvee/ui';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { addDays, isIsoDate, isRole, parisDateOf, parisDayStart, ROLE_LABELS } from '@cuvee/kernel';
import {
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  FilterButton,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { EmptyList } from '../common/EmptyList';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT, type TextKey } from '../i18n';
import { useLocale } from '../session/use-session';
import { api } from '../services';
import { actionCodes } from './texts';

/** One entry as GET /v1/audit-entries answers it. */
interface AuditEntryRecord {
  id: number;
  at: string;
  shopId: number | null;
  actorKind: 'user' | 'apiKey' | 'cli';
  actorUserId: number | null;
  actorRole: string | null;
  actorApiKeyId: number | null;
  actorName: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  outcome: 'success' | 'failure';
  clientIp: string | null;
  details: {
    fields?: string[];
    rows?: number;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  } | null;
}

/*
 * The API filters on instants (UTC milliseconds); people pick Paris days. "Since" is the first instant of
 * its day, "until" the last one, and each shows back as the day it stands for.
 */
const daySince = (day: string | null) => (day && isIsoDate(day) ? parisDayStart(day).getTime() : null);
const dayUntil = (day: string | null) =>
  day && isIsoDate(day) ? parisDayStart(addDays(day, 1)).getTime() - 1 : null;
const dayOf = (instant: number | null | undefined) =>
  typeof instant === 'number' ? parisDateOf(new Date(instant)) : '';

/** Downloads the entries of the list's current filters as CSV (GET /v1/audit-entries/export). */
function ExportButton() {
  const t = useT();
  const { filterValues } = useListContext();
  const download = async () => {
    const { data } = await api.GET('/v1/audit-entries/export', {
      params: { query: { filter: JSON.stringify(filterValues) } },
      parseAs: 'blob',
    });
    if (data) saveBlob(data as Blob, 'journal-audit.csv');
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={() => void download()} data-audit-export>
      {t('audit.export')}
    </Button>
  );
}

function useActionLabel(): (code: string) => string {
  const t = useT();
  return (code) => t(`audit.actions.${code}` as TextKey, { _: code });
}

function useActorLabel(): (entry: AuditEntryRecord) => string {
  const t = useT();
  const locale = useLocale();
  const roleLabel = (role: string | null) =>
    role && isRole(role) ? ROLE_LABELS[role][locale] : (role ?? '?');
  return (entry) =>
    entry.actorKind === 'cli'
      ? t('audit.actor.cli', { name: entry.actorName ?? '?' })
      : entry.actorKind === 'apiKey'
        ? t('audit.actor.apiKey', { id: entry.actorApiKeyId })
        : t('audit.actor.user', { id: entry.actorUserId, role: roleLabel(entry.actorRole) });
}

/** "blocked: false → true": what an administrator's change turned from and into (ADR 0086). */
function changeOf(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) {
  if (!before || !after) return null;
  return Object.keys(after)
    .map((key) => `${key} : ${String(before[key])} → ${String(after[key])}`)
    .join(', ');
}

/** The details worth a glance: the fields a change set, the rows a list showed, a before and after. */
function useDetailsLabel(): (entry: AuditEntryRecord) => string {
  const t = useT();
  return ({ details }) =>
    [
      details?.fields?.length ? t('audit.fieldsChanged', { fields: details.fields.join(', ') }) : null,
      typeof details?.rows === 'number' ? t('audit.rows', { count: details.rows }) : null,
      changeOf(details?.before, details?.after),
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * The audit trail (GET /v1/audit-entries), newest first: an owner's shop in the settings, every shop
 * for an administrator (`platform`), who also filters and sees by shop.
 */
export function AuditEntries({ platform = false, actorRole }: { platform?: boolean; actorRole?: 'admin' }) {
  const t = useT();
  const actionLabel = useActionLabel();
  const actorLabel = useActorLabel();
  const detailsLabel = useDetailsLabel();
  const filters = [
    <SelectInput
      key="action"
      source="action"
      label={t('audit.fields.action')}
      choices={actionCodes().map((code) => ({ id: code, name: actionLabel(code) }))}
      alwaysOn
    />,
    <DateInput
      key="since"
      source="since"
      label={t('audit.fields.since')}
      parse={daySince}
      format={dayOf}
      alwaysOn
    />,
    <DateInput
      key="until"
      source="until"
      label={t('audit.fields.until')}
      parse={dayUntil}
      format={dayOf}
      alwaysOn
    />,
    <SelectInput
      key="actorKind"
      source="actorKind"
      label={t('audit.fields.actorKind')}
      choices={(['user', 'apiKey', 'cli'] as const).map((kind) => ({
        id: kind,
        name: t(`audit.actorKinds.${kind}`),
      }))}
    />,
    <NumberInput key="actorUserId" source="actorUserId" label={t('audit.fields.actorUserId')} />,
    <TextInput key="targetType" source="targetType" label={t('audit.fields.targetType')} />,
    <TextInput key="targetId" source="targetId" label={t('audit.fields.targetId')} />,
    // The administrator's first question is which shop: that filter stays on.
    ...(platform
      ? [<NumberInput key="shopId" source="shopId" label={t('audit.fields.shopId')} alwaysOn />]
      : []),
  ];
  return (
    <List
      resource="audit-entries"
      title={false}
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
      // The administrators' own log on /admin: their actions only, whatever the other filters.
      filter={actorRole ? { actorRole } : undefined}
      storeKey={actorRole ? `audit.${actorRole}` : platform ? 'audit.platform' : 'audit.shop'}
      disableSyncWithLocation
      empty={false}
      data-audit-list={actorRole ?? (platform ? 'platform' : 'shop')}
    >
      <ResponsiveList<AuditEntryRecord>
        rowClick={false}
        empty={<EmptyList nothingYet={t('audit.empty')} />}
        mobile={{
          primaryText: (entry) => actionLabel(entry.action),
          secondaryText: (entry) => actorLabel(entry),
          tertiaryText: (entry) => new Date(entry.at).toLocaleString(),
        }}
      >
        <DateField source="at" label={t('audit.fields.at')} showTime sortBy="id" />
        <FunctionField<AuditEntryRecord>
          label={t('audit.fields.action')}
          sortBy="action"
          render={(entry) => (
            <span data-audit-action={entry.action}>
              {actionLabel(entry.action)}
              {entry.outcome === 'failure' && (
                <Chip size="small" color="error" sx={{ ml: 1 }} label={t('audit.outcomes.failure')} />
              )}
            </span>
          )}
        />
        <FunctionField<AuditEntryRecord>
          label={t('audit.fields.actor')}
          sortable={false}
          render={(entry) => actorLabel(entry)}
        />
        <FunctionField<AuditEntryRecord>
          label={t('audit.fields.target')}
          sortable={false}
          render={(entry) => (entry.targetType ? `${entry.targetType} ${entry.targetId ?? ''}`.trim() : '—')}
        />
        {platform && (
          <FunctionField<AuditEntryRecord>
            label={t('audit.fields.shopId')}
            sortable={false}
            render={(entry) => entry.shopId ?? t('audit.platform')}
          />
        )}
        <TextField source="clientIp" label={t('audit.fields.clientIp')} emptyText="—" sortable={false} />
        <FunctionField<AuditEntryRecord>
          label={t('audit.fields.details')}
          sortable={false}
          render={(entry) => (
            <Typography variant="body2" color="text.secondary">
              {detailsLabel(entry) || '—'}
            </Typography>
          )}
        />
      </ResponsiveList>
    </List>
  );
}
