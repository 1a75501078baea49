import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDelete } from 'react-admin';
import type { ObjectivesAnalytics } from '../api/custom-methods';
import { ComparisonChart } from '../common/charts';
import { Figure } from '../common/Figure';
import { showListError, showSuccess } from '../common/notices';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { useReport, useReportAddress } from './analytics-data';
import { formatNumber, formatPercent } from './figures';
import { ObjectiveDialog } from './ObjectiveForm';
import { ProgressCell, useInUnit, useNames } from './objective-parts';
import {
  ExportButtons,
  FIGURES_GRID,
  NothingToShow,
  ReportBody,
  ReportControls,
  useTableView,
  ViewToggle,
} from './report-parts';
import { ReportTable, type ReportColumn } from './ReportTable';

type Row = ObjectivesAnalytics['objectives'][number];

function ObjectiveFigures({ rows }: { rows: readonly Row[] }) {
  const t = useT();
  const locale = useLocale();
  const ahead = rows.filter((row) => row.pace === 'ahead').length;
  return (
    <Box sx={FIGURES_GRID} data-report-figures>
      <Figure
        name="count"
        label={t('analytics.objectives.figures.count')}
        value={formatNumber(rows.length, locale)}
      />
      <Figure
        name="ahead"
        label={t('analytics.objectives.figures.ahead')}
        value={formatNumber(ahead, locale)}
      />
      <Figure
        name="behind"
        label={t('analytics.objectives.figures.behind')}
        value={formatNumber(rows.length - ahead, locale)}
        alert={rows.length - ahead > 0}
      />
    </Box>
  );
}

/** Each objective's progress against the progress a steady pace would have reached today. */
function ObjectiveChart({ rows }: { rows: readonly Row[] }) {
  const t = useT();
  const locale = useLocale();
  const names = useNames();
  const title = t('analytics.objectives.chart');
  return (
    <Panel title={title} data-report-panel="chart">
      <ComparisonChart
        label={title}
        layout="rows"
        rows={rows.map((row) => ({
          label: `${names.who(row)} · ${names.measure(row)}`,
          title: `${names.who(row)} · ${names.measure(row)} · ${names.period(row)}`,
          progress: row.progress,
          expected: row.expectedProgress,
        }))}
        series={[
          { key: 'progress', name: t('analytics.objectives.progressSeries'), kind: 'bar' },
          { key: 'expected', name: t('analytics.objectives.expectedSeries'), kind: 'bar' },
        ]}
        format={(value) => formatPercent(value, locale)}
        axisFormat={(value) => formatPercent(value, locale)}
      />
    </Panel>
  );
}

function ObjectiveTable({
  rows,
  onEdit,
  onRemove,
}: {
  rows: readonly Row[];
  onEdit: (row: Row) => void;
  onRemove: (row: Row) => void;
}) {
  const t = useT();
  const names = useNames();
  const inUnit = useInUnit();
  const title = t('analytics.objectives.table');
  const columns: ReportColumn<Row>[] = [
    {
      key: 'who',
      label: t('analytics.objectives.columns.who'),
      render: (row) => (
        <>
          {names.who(row)}
          <Typography variant="caption" color="text.secondary" component="div">
            {t(`analytics.objectives.scopes.${row.scope}`)}
          </Typography>
        </>
      ),
    },
    { key: 'measure', label: t('analytics.objectives.columns.measure'), render: names.measure },
    { key: 'period', label: t('analytics.objectives.columns.period'), render: names.period },
    {
      key: 'target',
      label: t('analytics.objectives.columns.target'),
      numeric: true,
      render: (row) => inUnit(row, row.target),
    },
    {
      key: 'actual',
      label: t('analytics.objectives.columns.actual'),
      numeric: true,
      render: (row) => inUnit(row, row.actual),
    },
    {
      key: 'progress',
      label: t('analytics.objectives.columns.progress'),
      render: (row) => <ProgressCell row={row} />,
    },
    {
      key: 'pace',
      label: t('analytics.objectives.columns.pace'),
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.pace === 'ahead' ? 'success' : 'warning'}
          label={t(`analytics.objectives.pace.${row.pace}`)}
        />
      ),
    },
    {
      key: 'actions',
      label: t('analytics.objectives.columns.actions'),
      render: (row) => (
        <Stack direction="row">
          <IconButton size="small" aria-label={t('analytics.objectives.edit')} onClick={() => onEdit(row)}>
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('analytics.objectives.remove')}
            onClick={() => onRemove(row)}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Stack>
      ),
    },
  ];
  return (
    <Panel title={title} data-report-panel="objectives">
      <ReportTable label={title} rows={rows} rowKey={(row) => String(row.id)} columns={columns} />
    </Panel>
  );
}

/**
 * /dashboard/analytics/objectives (goalsAnalytics): the objectives that meet the period, each with what
 * was done, its progress and the progress a steady pace would have reached today; set, changed and
 * removed here (docs/analytics.md "Objectives").
 */
export default function ObjectivesReport() {
  const t = useT();
  const { period } = useReportAddress();
  const table = useTableView();
  const reportQuery = { from: period.from, to: period.to };
  const result = useReport('objectives', reportQuery);
  const queryClient = useQueryClient();
  const [remove] = useDelete();
  /** The dialog: undefined closed, null a new objective. */
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Row | null>(null);
  const confirmRemove = (row: Row) =>
    remove(
      'objectives',
      { id: row.id, previousData: row },
      {
        onSuccess: () => {
          showSuccess(t('analytics.objectives.removed'));
          void queryClient.invalidateQueries({ queryKey: ['analytics', 'objectives'] });
        },
        onError: showListError,
      },
    );
  return (
    <>
      <PageHeader
        title={t('analytics.objectives.title')}
        help="analytics"
        actions={
          <Stack direction="row" spacing={1}>
            <ExportButtons report="objectives" query={reportQuery} />
            <Button
              variant="contained"
              size="small"
              startIcon={<AddOutlined />}
              onClick={() => setEditing(null)}
              data-objective-add
            >
              {t('analytics.objectives.add')}
            </Button>
          </Stack>
        }
      />
      <ReportControls>
        <ViewToggle />
      </ReportControls>
      <ReportBody result={result}>
        {(answer) => (
          <>
            <ObjectiveFigures rows={answer.objectives} />
            {answer.objectives.length === 0 ? (
              <Panel title={t('analytics.objectives.table')} data-report-panel="objectives">
                <NothingToShow>{t('analytics.objectives.empty')}</NothingToShow>
              </Panel>
            ) : (
              <Stack spacing={2}>
                {/* The table is always there (each objective is changed from it); the chart unless asked away. */}
                {!table && <ObjectiveChart rows={answer.objectives} />}
                <ObjectiveTable rows={answer.objectives} onEdit={setEditing} onRemove={setRemoving} />
              </Stack>
            )}
          </>
        )}
      </ReportBody>
      {editing !== undefined && <ObjectiveDialog objective={editing} onClose={() => setEditing(undefined)} />}
      <Confirm
        isOpen={removing !== null}
        title={t('analytics.objectives.remove')}
        content={t('analytics.objectives.removeConfirm')}
        onConfirm={() => {
          if (removing) confirmRemove(removing);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
