import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CHART_PALETTE } from '@cuvee/kernel';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useIsSmall } from './use-is-small';

/*
 * The back office's charts, on recharts, in the kernel's palette (ADR 0078): the nth series takes the
 * nth colour, so a period, the one before and the year before are always accent, orange and navy. A
 * chart is never the only way to a figure: each page offers the same numbers as a table.
 */

/** The palette's colour of the nth series (a chart shows at most as many series as it holds). */
export function chartColour(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length]!;
}

/** The most series (or slices) a chart draws: one colour each; more fold into « Autres » (ADR 0078). */
export const MAX_CHART_SERIES = CHART_PALETTE.length;

/** Animations short, and none for whom asks the system for less motion. */
function useAnimated(): boolean {
  return !useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** Up to this many categories, a dashed line also marks its points (more would crowd the chart). */
const DOTTED_ROWS = 16;

/** One series of a comparison chart: a field of the rows, drawn as bars or as a line. */
export interface ChartSeries {
  key: string;
  name: string;
  kind: 'bar' | 'line';
  /** A dashed line (the previous period: the orange is under 3:1, its dashes tell it apart). */
  dashed?: boolean;
}

/** A category of a comparison chart: its name on the axis, its long name in the tooltip, its values by series key. */
export interface ChartRow {
  label: string;
  title?: string;
  [series: string]: string | number | undefined;
}

interface ComparisonChartProps {
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  /** A value in the tooltip ("1 250,00 €"). */
  format: (value: number) => string;
  /** A value on the value axis ("12,3 k €"). */
  axisFormat: (value: number) => string;
  /** Rows across (the buckets of a period), or one bar per line down the page (a report's rows). */
  layout?: 'columns' | 'rows';
  /** What the chart shows, for screen readers (the table view holds the numbers). */
  label: string;
  height?: number;
  /** Counts: the value axis ticks whole numbers only. */
  wholeNumbers?: boolean;
}

/**
 * Bars and lines over categories: the buckets of a period with the periods compared, or the rows of a
 * report (products, clients), one group of bars each.
 */
export function ComparisonChart({
  rows,
  series,
  format,
  axisFormat,
  layout = 'columns',
  label,
  height,
  wholeNumbers = false,
}: ComparisonChartProps) {
  const theme = useTheme();
  const small = useIsSmall();
  const animated = useAnimated();
  const across = layout === 'columns';
  const tick = { fontSize: 12, fill: theme.palette.text.secondary };
  const size = height ?? (across ? (small ? 240 : 300) : Math.max(160, rows.length * (small ? 44 : 36) + 60));
  const categoryAxis = {
    dataKey: 'label',
    tick,
    tickLine: false,
    axisLine: { stroke: theme.palette.divider },
  };
  const valueAxis = {
    tick,
    tickFormatter: axisFormat,
    tickLine: false,
    axisLine: false,
    width: 64,
    allowDecimals: !wholeNumbers,
  };
  return (
    <Box role="figure" aria-label={label} data-chart={label} sx={{ width: '100%', height: size }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={rows as ChartRow[]}
          layout={across ? 'horizontal' : 'vertical'}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          barGap={2}
        >
          <CartesianGrid stroke={theme.palette.divider} vertical={!across} horizontal={across} />
          {across ? (
            <>
              <XAxis {...categoryAxis} interval="preserveStartEnd" minTickGap={8} />
              <YAxis {...valueAxis} />
            </>
          ) : (
            <>
              <XAxis {...valueAxis} type="number" />
              <YAxis {...categoryAxis} type="category" width={small ? 120 : 180} interval={0} />
            </>
          )}
          <Tooltip
            formatter={(value) => format(Number(value))}
            labelFormatter={(label, payload) => {
              const row = payload?.[0]?.payload as ChartRow | undefined;
              return row?.title ?? String(label);
            }}
            contentStyle={{ borderRadius: 8, borderColor: theme.palette.divider }}
          />
          <Legend
            wrapperStyle={{ fontSize: 13, paddingTop: 4 }}
            itemSorter={null}
            formatter={(name) => <span style={{ color: theme.palette.text.primary }}>{name}</span>}
          />
          {series.map((one, index) =>
            one.kind === 'bar' ? (
              <Bar
                key={one.key}
                dataKey={one.key}
                name={one.name}
                fill={chartColour(index)}
                radius={across ? [3, 3, 0, 0] : [0, 3, 3, 0]}
                maxBarSize={across ? 48 : 14}
                isAnimationActive={animated}
                animationDuration={250}
              />
            ) : (
              <Line
                key={one.key}
                dataKey={one.key}
                name={one.name}
                type="linear"
                stroke={chartColour(index)}
                strokeWidth={one.dashed ? 2.5 : 2}
                strokeDasharray={one.dashed ? '6 4' : undefined}
                dot={one.dashed && rows.length <= DOTTED_ROWS ? { r: 2.5, fill: chartColour(index) } : false}
                legendType="plainline"
                isAnimationActive={animated}
                animationDuration={250}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}

/** One part of a whole: a key of a breakdown. */
export interface ChartSlice {
  key: string;
  name: string;
  value: number;
  /** Its share of the whole, as the legend writes it ("48,6 %"). */
  share: string;
}

/**
 * A whole and its parts: a ring of the positive slices, and beside it (under it on a phone) the legend
 * in words, every slice with its amount and share (a negative one, more credit notes than sales,
 * is listed, not drawn).
 */
export function ShareChart({
  slices,
  format,
  label,
}: {
  slices: readonly ChartSlice[];
  format: (value: number) => string;
  label: string;
}) {
  const animated = useAnimated();
  const drawn = slices
    .map((slice, index) => ({ ...slice, fill: chartColour(index) }))
    .filter((slice) => slice.value > 0);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      alignItems="center"
      role="figure"
      aria-label={label}
      data-chart={label}
    >
      <Box sx={{ width: 200, height: 200, flexShrink: 0 }}>
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={drawn}
              dataKey="value"
              nameKey="name"
              innerRadius="58%"
              outerRadius="95%"
              stroke="#ffffff"
              strokeWidth={2}
              isAnimationActive={animated}
              animationBegin={0}
              animationDuration={250}
            />
            <Tooltip formatter={(value) => format(Number(value))} />
          </PieChart>
        </ResponsiveContainer>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, width: '100%', maxWidth: 480, minWidth: 0 }}>
        {slices.map((slice, index) => (
          <Stack
            component="li"
            key={slice.key}
            direction="row"
            spacing={1}
            alignItems="center"
            sx={{ py: 0.5 }}
            data-slice={slice.key}
          >
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: '3px', flexShrink: 0, bgcolor: chartColour(index) }}
            />
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap title={slice.name}>
              {slice.name}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {format(slice.value)}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ width: 56, textAlign: 'right', whiteSpace: 'nowrap' }}
            >
              {slice.share}
            </Typography>
          </Stack>
        ))}
      </Box>
    </Stack>
  );
}
