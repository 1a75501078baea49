import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DATE_INPUT_FORMAT, intlLocale, MONTH_INPUT_FORMAT, toIsoDate, type Locale } from '@cuvee/kernel';
import { useState } from 'react';
import {
  formatDayText,
  formatMonthText,
  monthGrid,
  monthWithinBounds,
  parseDayText,
  parseMonthText,
  shiftMonth,
  weekdayNames,
  withinBounds,
  type DateBounds,
} from './calendar-grid.js';
import { uiMessages } from './ui-messages.js';

export interface DateFieldProps {
  label: string;
  required?: boolean;
  /** A day (DD/MM/YYYY) or a month (MM/YYYY). */
  mode: 'day' | 'month';
  bounds: DateBounds;
  /** The text as typed or picked. */
  value: string;
  onChange: (text: string) => void;
  error: string | null;
  locale: Locale;
}

/**
 * The popup's date picker: a text in DD/MM/YYYY (or MM/YYYY) that can be typed, and a
 * calendar whose weeks start on Monday and whose days outside min/max cannot be picked.
 */
export function DateField(props: DateFieldProps) {
  const { label, required, mode, bounds, value, onChange, error, locale } = props;
  const t = uiMessages[locale].popup;
  const [open, setOpen] = useState(false);
  const picked = mode === 'month' ? parseMonthText(value) : parseDayText(value)?.slice(0, 7);
  const start =
    picked ??
    (bounds.min && !withinBounds(toIsoDate(new Date()), bounds) ? bounds.min : toIsoDate(new Date()));
  const [shown, setShown] = useState(start.slice(0, mode === 'month' ? 4 : 7));

  return (
    <Box>
      <TextField
        fullWidth
        label={label}
        required={required}
        value={value}
        placeholder={mode === 'month' ? MONTH_INPUT_FORMAT : DATE_INPUT_FORMAT}
        onChange={(event) => onChange(event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={t.openCalendar} aria-expanded={open} onClick={() => setOpen(!open)}>
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {open && (
        <Paper variant="outlined" sx={{ p: 1.5, mt: 0.5 }}>
          {mode === 'month' ? (
            <MonthPicker
              year={shown.slice(0, 4)}
              onYear={setShown}
              bounds={bounds}
              locale={locale}
              selected={picked ?? null}
              onPick={(month) => {
                onChange(formatMonthText(month));
                setOpen(false);
              }}
            />
          ) : (
            <DayPicker
              month={shown}
              onMonth={setShown}
              bounds={bounds}
              locale={locale}
              selected={parseDayText(value)}
              onPick={(day) => {
                onChange(formatDayText(day));
                setOpen(false);
              }}
            />
          )}
        </Paper>
      )}
    </Box>
  );
}

function Navigation(props: { title: string; onPrevious: () => void; onNext: () => void; locale: Locale }) {
  const t = uiMessages[props.locale].popup;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
      <IconButton size="small" aria-label={t.previous} onClick={props.onPrevious}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography sx={{ flex: 1, textAlign: 'center', fontWeight: 600, textTransform: 'capitalize' }}>
        {props.title}
      </Typography>
      <IconButton size="small" aria-label={t.next} onClick={props.onNext}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}

function DayPicker(props: {
  month: string;
  onMonth: (month: string) => void;
  bounds: DateBounds;
  locale: Locale;
  selected: string | null;
  onPick: (day: string) => void;
}) {
  const { month, onMonth, bounds, locale, selected, onPick } = props;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const title = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
  return (
    <Box role="group" aria-label={title}>
      <Navigation
        title={title}
        onPrevious={() => onMonth(shiftMonth(month, -1))}
        onNext={() => onMonth(shiftMonth(month, 1))}
        locale={locale}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, textAlign: 'center' }}>
        {weekdayNames(intlLocale(locale)).map((name) => (
          <Typography key={name} variant="caption" sx={{ color: 'text.secondary' }} data-weekday>
            {name}
          </Typography>
        ))}
        {monthGrid(year, monthNumber)
          .flat()
          .map((day, index) =>
            day ? (
              <Button
                key={day}
                size="small"
                variant={day === selected ? 'contained' : 'text'}
                disabled={!withinBounds(day, bounds)}
                onClick={() => onPick(day)}
                data-day={day}
                sx={{ minWidth: 0, px: 0 }}
              >
                {Number(day.slice(8))}
              </Button>
            ) : (
              <span key={`blank-${index}`} />
            ),
          )}
      </Box>
    </Box>
  );
}

function MonthPicker(props: {
  year: string;
  onYear: (year: string) => void;
  bounds: DateBounds;
  locale: Locale;
  selected: string | null;
  onPick: (month: string) => void;
}) {
  const { year, onYear, bounds, locale, selected, onPick } = props;
  const name = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', timeZone: 'UTC' });
  return (
    <Box>
      <Navigation
        title={year}
        onPrevious={() => onYear(String(Number(year) - 1))}
        onNext={() => onYear(String(Number(year) + 1))}
        locale={locale}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5 }}>
        {Array.from({ length: 12 }, (_, index) => {
          const month = `${year}-${String(index + 1).padStart(2, '0')}`;
          return (
            <Button
              key={month}
              size="small"
              variant={month === selected ? 'contained' : 'text'}
              disabled={!monthWithinBounds(month, bounds)}
              onClick={() => onPick(month)}
              data-month={month}
            >
              {name.format(new Date(Date.UTC(Number(year), index, 1)))}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
