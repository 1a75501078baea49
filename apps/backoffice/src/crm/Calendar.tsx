import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { addDays, PARIS_TIME_ZONE, parisDateOf } from '@cuvee/kernel';
import { monthGrid, shiftMonth, weekdayNames, weekStartOf } from '@cuvee/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { quietApi } from '../services';
import { useLocale } from '../session/use-session';

type Entry = Schemas['CalendarEntryDto'];
type View = 'day' | 'week' | 'month';

const parisDay = (instant: string | Date): string => parisDateOf(new Date(instant));

/** The days a view shows, in order; a month shows its grid's weeks (blank cells outside it are null). */
function daysOf(view: View, anchor: string): (string | null)[][] {
  if (view === 'day') return [[anchor]];
  if (view === 'week') return [Array.from({ length: 7 }, (_, index) => addDays(weekStartOf(anchor), index))];
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  return monthGrid(year, month);
}

function move(view: View, anchor: string, step: number): string {
  if (view === 'day') return addDays(anchor, step);
  if (view === 'week') return addDays(anchor, 7 * step);
  return `${shiftMonth(anchor.slice(0, 7), step)}-01`;
}

function EntryChip({ entry, locale }: { entry: Entry; locale: string }) {
  const time = new Intl.DateTimeFormat(locale, { timeZone: PARIS_TIME_ZONE, timeStyle: 'short' }).format(
    new Date(entry.start),
  );
  return (
    <Chip
      component={RouterLink}
      to={entry.link}
      clickable
      size="small"
      color={entry.done ? 'default' : 'primary'}
      variant={entry.done ? 'outlined' : 'filled'}
      label={`${time} ${entry.title}`}
      title={entry.clientName ? `${entry.title} — ${entry.clientName}` : entry.title}
      sx={{
        maxWidth: '100%',
        justifyContent: 'flex-start',
        textDecoration: entry.done ? 'line-through' : undefined,
      }}
      data-entry={entry.title}
    />
  );
}

/**
 * /dashboard/calendar: what happens by day, week or month (GET /v1/calendar): tasks today; reservations
 * and deliveries join when their contexts register as calendar sources. Days are Paris days.
 */
export default function Calendar() {
  const t = useT();
  const locale = useLocale();
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(() => parisDay(new Date()));
  const [entries, setEntries] = useState<Entry[]>([]);
  const weeks = useMemo(() => daysOf(view, anchor), [view, anchor]);
  const days = weeks.flat().filter((day): day is string => day !== null);
  const first = days[0]!;
  const last = days.at(-1)!;
  useEffect(() => {
    let live = true;
    // A day around the view: Paris days start an hour or two before UTC ones.
    void quietApi
      .GET('/v1/calendar', { params: { query: { from: addDays(first, -1), to: addDays(last, 2) } } })
      .then(({ data }) => live && setEntries(data ?? []));
    return () => {
      live = false;
    };
  }, [first, last]);
  const byDay = new Map<string, Entry[]>();
  for (const entry of entries) {
    const day = parisDay(entry.start);
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  const today = parisDay(new Date());
  const heading =
    view === 'month'
      ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${first}T00:00:00Z`),
        )
      : view === 'week'
        ? `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(new Date(`${first}T00:00:00Z`), new Date(`${last}T00:00:00Z`))}`
        : new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
            new Date(`${first}T00:00:00Z`),
          );
  const limit = view === 'month' ? 3 : 50;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={t('crm.calendar.title')}
        subtitle={
          <Box component="span" sx={{ textTransform: 'capitalize' }} data-heading>
            {heading}
          </Box>
        }
        actions={
          <Stack direction="row" spacing={1} alignItems="center">
            <IconButton
              aria-label={t('crm.calendar.previous')}
              onClick={() => setAnchor(move(view, anchor, -1))}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Button onClick={() => setAnchor(today)}>{t('crm.calendar.today')}</Button>
            <IconButton aria-label={t('crm.calendar.next')} onClick={() => setAnchor(move(view, anchor, 1))}>
              <ChevronRightIcon />
            </IconButton>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_event, value: View | null) => value && setView(value)}
            >
              {(['day', 'week', 'month'] as const).map((option) => (
                <ToggleButton key={option} value={option}>
                  {t(`crm.calendar.${option}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        }
      />
      {view === 'day' ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1} alignItems="flex-start">
            {(byDay.get(first) ?? []).map((entry) => (
              <EntryChip key={entry.id} entry={entry} locale={locale} />
            ))}
            {(byDay.get(first) ?? []).length === 0 && (
              <Typography color="text.secondary">{t('crm.calendar.empty')}</Typography>
            )}
          </Stack>
        </Paper>
      ) : (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
          data-view={view}
        >
          {weekdayNames(locale).map((name) => (
            <Typography
              key={name}
              variant="body2"
              color="text.secondary"
              sx={{ textAlign: 'center', textTransform: 'capitalize' }}
            >
              {name}
            </Typography>
          ))}
          {weeks.flat().map((day, index) => {
            const list = day ? (byDay.get(day) ?? []) : [];
            return (
              <Paper
                key={day ?? `blank-${index}`}
                variant="outlined"
                sx={{
                  minHeight: view === 'week' ? 320 : 110,
                  p: 0.5,
                  overflow: 'hidden',
                  bgcolor: day === null ? 'grey.50' : undefined,
                  borderColor: day === today ? 'primary.main' : undefined,
                }}
                data-day={day ?? undefined}
              >
                {day && (
                  <>
                    <Typography variant="body2" sx={{ fontWeight: day === today ? 700 : 400, mb: 0.5 }}>
                      {Number(day.slice(8))}
                    </Typography>
                    <Stack spacing={0.5}>
                      {list.slice(0, limit).map((entry) => (
                        <EntryChip key={entry.id} entry={entry} locale={locale} />
                      ))}
                      {list.length > limit && (
                        <Typography variant="caption" color="text.secondary">
                          {t('crm.calendar.more', { count: list.length - limit })}
                        </Typography>
                      )}
                    </Stack>
                  </>
                )}
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
