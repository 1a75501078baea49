import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import type { ReactNode } from 'react';
import { List, SearchInput, SelectInput, TopToolbar, type SortPayload } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';

/*
 * What the marketing screens share: the records as the API sends them, a campaign's status and
 * progress, the names of the kinds.
 */

export type ListRecord = Schemas['ListDto'];
export type ListFilter = Schemas['ListFilterDto'];
export type ListMemberRecord = Schemas['ListMemberDto'];
export type CampaignRecord = Schemas['MarketingCampaignDto'];
export type CampaignStatus = CampaignRecord['status'];
export type ModelKind = Schemas['ModelDto']['kind'];

/** A block of an advanced model, as the API's block DTO reads it (its OpenAPI type leaves it open). */
export type Block =
  | { kind: 'header'; imageUrl: string; alt?: string; link?: string }
  | { kind: 'text'; html: string }
  | { kind: 'button'; label: string; url: string; colour?: string }
  | { kind: 'columns'; columns: string[] }
  | { kind: 'products'; items: { name: string; price: string; imageUrl?: string; url?: string }[] }
  | { kind: 'footer'; html: string };
export type BlockKind = Block['kind'];
export const BLOCK_KINDS: readonly BlockKind[] = [
  'header',
  'text',
  'products',
  'button',
  'columns',
  'footer',
];

export type ModelRecord = Omit<Schemas['ModelDto'], 'blocks'> & { blocks: Block[] };

/** The page of a model: its editor, which depends on its kind. */
export const modelPath = (model: { id: number; kind: ModelKind }) =>
  `/dashboard/crm/models/${model.id}/${model.kind}`;

const STATUS_COLOURS = {
  draft: 'default',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'default',
} as const;

/** A campaign's status in words and colour. */
export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  const t = useT();
  return (
    <Chip
      size="small"
      label={t(`marketing.statuses.${status}`)}
      color={STATUS_COLOURS[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      data-status={status}
    />
  );
}

/** How far the sending went: a bar and its percentage. */
export function CampaignProgress({ report }: { report: CampaignRecord['report'] }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 140 }}>
      <LinearProgress variant="determinate" value={report.progress} sx={{ flex: 1 }} />
      <Typography variant="body2" data-progress={report.progress}>
        {report.progress} %
      </Typography>
    </Stack>
  );
}

/** A list's name with the clients a campaign would reach of it, as the campaign form offers it. */
export function useListLabel(): (list: ListRecord) => string {
  const t = useT();
  return (list) => `${list.name} — ${t('marketing.messages.recipients', { count: list.consenting })}`;
}

interface CreatePage {
  to: string;
  label: string;
  main?: boolean;
}

/** The create buttons of a marketing list page, each shown to whom may open its page. */
export function CreateButtons({ pages }: { pages: CreatePage[] }) {
  const canOpen = useCanOpen();
  return (
    <TopToolbar>
      {pages
        .filter((page) => canOpen(page.to))
        .map((page) => (
          <Button
            key={page.to}
            variant={page.main ? 'contained' : 'outlined'}
            component={RouterLink}
            to={page.to}
            startIcon={<AddIcon />}
            {...(page.main ? { 'data-create-page': true } : {})}
          >
            {page.label}
          </Button>
        ))}
    </TopToolbar>
  );
}

/**
 * The frame of a marketing list page (lists, models, campaigns): its title, the search and one choice
 * filter, its create buttons; paged, sorted and filtered by the API.
 */
export function MarketingListPage({
  resource,
  title,
  choice,
  pages,
  sort,
  children,
}: {
  resource: 'lists' | 'models' | 'campaigns';
  title: string;
  choice: { source: string; label: string; choices: { id: string; name: string }[] };
  pages: CreatePage[];
  sort: SortPayload;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <PageHeader title={title} help="marketing-campaigns" />
      <List
        resource={`marketing/${resource}`}
        title={title}
        filters={[
          <SearchInput key="q" source="q" alwaysOn placeholder={t('marketing.fields.search')} />,
          <SelectInput key={choice.source} {...choice} alwaysOn />,
        ]}
        actions={<CreateButtons pages={pages} />}
        sort={sort}
        exporter={false}
        storeKey={`marketing.${resource}`}
        empty={false}
      >
        {children}
      </List>
    </>
  );
}
