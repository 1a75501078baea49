import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { ListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';

/**
 * Whether the user narrowed the list: a filter with a value (not '', null, [] nor undefined) other than
 * the one the list opens with (`defaults`, its filterDefaultValues).
 */
export function hasActiveFilter(
  filterValues: Record<string, unknown> | undefined,
  defaults: Record<string, unknown> = {},
): boolean {
  return Object.entries(filterValues ?? {}).some(
    ([key, value]) =>
      value !== undefined &&
      value !== null &&
      value !== '' &&
      !(Array.isArray(value) && value.length === 0) &&
      value !== defaults[key],
  );
}

export interface EmptyListProps {
  /** What "nothing yet" says for this list ("Aucun entrepôt pour l'instant"); a general text if none. */
  nothingYet?: string;
  /** The page that creates the first record, shown to whom may open it. */
  create?: { to: string; label: string };
  /** The list's filterDefaultValues: a filter left at its default is not the user's. */
  defaults?: Record<string, unknown>;
}

/**
 * What every list shows when it has no row: "nothing yet", with the button to create the first record
 * when the user may, when there is nothing at all; "nothing matches", with a button that clears the
 * filters, only when a filter or a search is on. Inside a react-admin list it reads the list's
 * filters; give it to the list's Datagrid / ResponsiveList as `empty`, with `empty={false}` on the
 * List so that the filter bar stays.
 */
export function EmptyList({ nothingYet, create, defaults }: EmptyListProps) {
  const t = useT();
  const canOpen = useCanOpen();
  const list = useContext(ListContext);
  const filtered = hasActiveFilter(list?.filterValues, defaults);
  return (
    <Box sx={{ p: 3, textAlign: 'center' }} data-empty-list={filtered ? 'no-match' : 'nothing-yet'}>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {filtered ? t('common.empty.noMatch') : (nothingYet ?? t('common.empty.nothingYet'))}
      </Typography>
      {filtered && list ? (
        <Button onClick={() => list.setFilters({}, [])}>{t('common.empty.clearFilters')}</Button>
      ) : (
        create &&
        canOpen(create.to) && (
          <Button variant="contained" component={RouterLink} to={create.to} startIcon={<AddIcon />}>
            {create.label}
          </Button>
        )
      )}
    </Box>
  );
}
