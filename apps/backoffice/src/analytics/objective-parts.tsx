import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ObjectivesAnalytics } from '../api/custom-methods';
import { useMoney } from '../common/formats';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { formatNumber, formatPercent } from './figures';
import { bucketLabel, periodLabel } from './period';

/* How an objective reads wherever it is shown: the objectives page and an agent's page. */

type Row = ObjectivesAnalytics['objectives'][number];

/** A figure in its objective's unit: euros for a revenue, tenths of a bottle for eq75, else a count. */
export function useInUnit() {
  const money = useMoney();
  const locale = useLocale();
  return (row: Pick<Row, 'measure'>, value: number) =>
    row.measure === 'revenue' ? money(value) : formatNumber(value, locale, row.measure === 'eq75' ? 1 : 0);
}

/** Who an objective is for, and what it counts. */
export function useNames() {
  const t = useT();
  const locale = useLocale();
  return {
    who: (row: Row) => row.userName ?? t('analytics.objectives.shop'),
    measure: (row: Row) => t(`analytics.objectives.measures.${row.measure}`),
    /** « avril 2026 », « T2 2026 », « 2026 » or the dates. */
    period: (row: Row) => {
      if (row.period === 'month') return bucketLabel(row.from, 'month', locale, 'long');
      if (row.period === 'quarter')
        return t('analytics.objectives.quarter', {
          quarter: Math.ceil(Number(row.from.slice(5, 7)) / 3),
          year: row.from.slice(0, 4),
        });
      if (row.period === 'year') return row.from.slice(0, 4);
      return periodLabel(row, locale);
    },
  };
}

/** The progress as a bar with its figure, the expected share marked on it. */
export function ProgressCell({ row }: { row: Row }) {
  const t = useT();
  const locale = useLocale();
  const inUnit = useInUnit();
  return (
    <Box sx={{ minWidth: 180 }} data-progress={row.id}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Box sx={{ position: 'relative', flex: 1 }}>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, row.progress * 100)}
            color={row.pace === 'ahead' ? 'success' : 'warning'}
            sx={{ height: 8, borderRadius: 4 }}
            aria-label={formatPercent(row.progress, locale)}
          />
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: -3,
              bottom: -3,
              left: `${row.expectedProgress * 100}%`,
              borderLeft: 2,
              borderColor: 'text.primary',
            }}
          />
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 52, textAlign: 'right' }}>
          {formatPercent(row.progress, locale)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('analytics.objectives.expectedLine', {
          expected: inUnit(row, row.expected),
          share: formatPercent(row.expectedProgress, locale),
        })}
      </Typography>
    </Box>
  );
}
