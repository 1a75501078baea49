import UploadIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { CLIENT_TYPOLOGIES } from '@cuvee/kernel';
import { BooleanField, List, Loading, TextField, useGetOne, useRefresh, useTranslate } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { Figure } from '../common/Figure';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { RecordMissing } from '../common/RecordMissing';
import { ResponsiveList } from '../common/ResponsiveList';
import { showError, showSuccess } from '../common/notices';
import { useIdParam } from '../common/use-id-param';
import { memberName, useLabelOf, useTeam } from '../crm/crm-shared';
import { useT } from '../i18n';
import type { ListMemberRecord, ListRecord } from './marketing-shared';

/** A dynamic list's criteria in words, one line each; "every client" when it has none. */
function FilterSummary({ filter }: { filter: NonNullable<ListRecord['filter']> }) {
  const t = useT();
  const labelOf = useLabelOf();
  const team = useTeam();
  // react-admin's own « Oui » / « Non ».
  const translate = useTranslate();
  const yes = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const lines = [
    filter.typologies?.length && [
      t('marketing.fields.typologies'),
      filter.typologies.map((key) => labelOf(CLIENT_TYPOLOGIES, key)).join(', '),
    ],
    filter.departments?.length && [t('marketing.fields.departments'), filter.departments.join(', ')],
    filter.tags?.length && [t('marketing.fields.tags'), filter.tags.join(', ')],
    filter.agentIds?.length && [
      t('marketing.fields.agentIds'),
      filter.agentIds.map((id) => memberName(team.find((member) => member.id === id)) || `#${id}`).join(', '),
    ],
    filter.isPro !== undefined && [t('marketing.fields.isPro'), yes(filter.isPro)],
    filter.withProspects !== undefined && [t('marketing.fields.withProspects'), yes(filter.withProspects)],
  ].filter((line): line is string[] => Array.isArray(line));
  if (lines.length === 0) return <Typography>{t('marketing.messages.noFilter')}</Typography>;
  return (
    <>
      {lines.map(([name, value]) => (
        <Typography key={name}>
          {name} : {value}
        </Typography>
      ))}
    </>
  );
}

/** Adds the clients a CSV names by email to a static list; says which addresses are of no client. */
function CsvImport({ id }: { id: number }) {
  const t = useT();
  const data = useBackofficeData();
  const refresh = useRefresh();
  const importCsv = useMutation({
    mutationFn: async (file: File) => data.importListCsv(id, await file.text()),
    onSuccess: ({ added, unknown }) => {
      showSuccess(t('marketing.messages.imported', { added }));
      if (unknown.length) showError(t('marketing.messages.unknown', { emails: unknown.join(', ') }));
      refresh();
    },
  });
  return (
    <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={importCsv.isPending}>
      {t('marketing.actions.import')}
      <input
        type="file"
        accept=".csv,text/csv"
        hidden
        data-csv-import
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) importCsv.mutate(file);
        }}
      />
    </Button>
  );
}

/**
 * /dashboard/crm/lists/{id} (campaigns module): a list counted now (its clients, those a campaign would
 * reach), a dynamic one's criteria, and its clients page by page; a CSV adds clients to a static one.
 */
export default function ListShow() {
  const t = useT();
  const id = useIdParam();
  const { data: list, error } = useGetOne<ListRecord>(
    'marketing/lists',
    { id: id ?? 0 },
    { enabled: id !== null, retry: false },
  );
  if (error || id === null) return <RecordMissing backTo="/dashboard/crm/lists" />;
  if (!list) return <Loading />;
  return (
    <>
      <PageHeader
        title={list.name}
        badges={<Chip size="small" label={t(`marketing.kinds.${list.kind}`)} data-kind={list.kind} />}
        actions={list.kind === 'static' && <CsvImport id={list.id} />}
        subtitle={t(
          list.kind === 'static' ? 'marketing.messages.importHint' : 'marketing.messages.dynamicHint',
        )}
      />
      <Stack spacing={2}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure name="count" label={t('marketing.fields.count')} value={list.count} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure name="consenting" label={t('marketing.fields.consenting')} value={list.consenting} />
          </Grid>
        </Grid>
        {list.kind === 'dynamic' && (
          <Panel title={t('marketing.panels.filter')} data-list-filter>
            <FilterSummary filter={list.filter ?? {}} />
          </Panel>
        )}
        <Panel title={t('marketing.panels.members')} data-list-members>
          <List
            resource={`marketing/lists/${list.id}/members`}
            title={false}
            actions={false}
            disableSyncWithLocation
            sort={{ field: 'displayName', order: 'ASC' }}
            exporter={false}
            empty={false}
          >
            <ResponsiveList<ListMemberRecord>
              empty={<Typography sx={{ p: 2 }}>{t('marketing.messages.noMembers')}</Typography>}
              rowClick={(memberId) => `/dashboard/clients/${memberId}`}
              mobile={{
                primaryText: (member) => member.displayName,
                secondaryText: (member) => member.email ?? '—',
              }}
            >
              <TextField source="displayName" label={t('marketing.fields.name')} />
              <TextField source="email" label={t('marketing.fields.email')} emptyText="—" sortable={false} />
              <BooleanField
                source="marketingConsent"
                label={t('marketing.fields.consent')}
                sortable={false}
              />
            </ResponsiveList>
          </List>
        </Panel>
      </Stack>
    </>
  );
}
