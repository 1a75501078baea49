import SearchIcon from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { intlLocale } from '@cuvee/kernel';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { useT } from '../i18n';
import { useAuthenticated, useLocale } from '../session/use-session';
import { CONVERSATIONS, type Conversation } from './messaging-data';

const PER_PAGE = 25;
const NEWEST_FIRST = { field: 'lastMessageAt', order: 'DESC' } as const;

type Status = 'open' | 'closed' | 'all';
type Kind = 'shop' | 'support' | 'all';

export interface ListFilters {
  status: Status;
  kind: Kind;
  unread: boolean;
  mine: boolean;
  q: string;
}

export const NO_FILTERS: ListFilters = { status: 'open', kind: 'all', unread: false, mine: false, q: '' };

/** The API's filter of the list's choices ("all" is no filter). */
function apiFilter(filters: ListFilters, userId: number): Record<string, unknown> {
  return {
    ...(filters.status !== 'all' && { status: filters.status }),
    ...(filters.kind !== 'all' && { kind: filters.kind }),
    ...(filters.unread && { unread: true }),
    ...(filters.mine && { assigneeId: userId }),
    ...(filters.q.trim() && { q: filters.q.trim() }),
  };
}

/** Today: the time; before: the date. */
function shortWhen(iso: string, locale: Parameters<typeof intlLocale>[0]): string {
  const date = new Date(iso);
  const today = date.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(
    intlLocale(locale),
    today ? { timeStyle: 'short' } : { day: 'numeric', month: 'short' },
  ).format(date);
}

/**
 * The inbox's column: status, unread, assigned to me, kind (shop side), a search on subjects and
 * messages, and the conversations, latest message first, 25 a page.
 */
export function ConversationList({
  selected,
  onSelect,
  supportInbox,
}: {
  selected: number | null;
  onSelect: (id: number) => void;
  supportInbox: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const { user } = useAuthenticated();
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const set = (change: Partial<ListFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  // The search waits for a pause in typing.
  useEffect(() => {
    const timer = setTimeout(() => set({ q: search }), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const { data = [], total = 0 } = useGetList<Conversation>(CONVERSATIONS, {
    pagination: { page, perPage: PER_PAGE },
    sort: NEWEST_FIRST,
    filter: apiFilter(filters, user.id),
  });

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
      data-conversation-list
    >
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TextField
          size="small"
          placeholder={t('messaging.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': t('messaging.search') },
          }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filters.status}
          onChange={(_, status: Status | null) => status && set({ status })}
          aria-label={t('messaging.filters.status')}
          fullWidth
          sx={{ '& .MuiToggleButton-root': { py: 0.25 } }}
        >
          <ToggleButton value="open">{t('messaging.filters.open')}</ToggleButton>
          <ToggleButton value="closed">{t('messaging.filters.closed')}</ToggleButton>
          <ToggleButton value="all">{t('messaging.filters.all')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip
            size="small"
            label={t('messaging.filters.unread')}
            color={filters.unread ? 'primary' : 'default'}
            variant={filters.unread ? 'filled' : 'outlined'}
            onClick={() => set({ unread: !filters.unread })}
            aria-pressed={filters.unread}
            data-filter="unread"
          />
          {!supportInbox && (
            <Chip
              size="small"
              label={t('messaging.filters.mine')}
              color={filters.mine ? 'primary' : 'default'}
              variant={filters.mine ? 'filled' : 'outlined'}
              onClick={() => set({ mine: !filters.mine })}
              aria-pressed={filters.mine}
              data-filter="mine"
            />
          )}
          {!supportInbox && (
            <TextField
              select
              size="small"
              variant="standard"
              value={filters.kind}
              onChange={(event) => set({ kind: event.target.value as Kind })}
              slotProps={{ htmlInput: { 'aria-label': t('messaging.filters.kind') } }}
              sx={{ ml: 'auto', minWidth: 130, my: 0 }}
            >
              <MenuItem value="all">{t('messaging.filters.anyKind')}</MenuItem>
              <MenuItem value="shop">{t('messaging.filters.shop')}</MenuItem>
              <MenuItem value="support">{t('messaging.filters.support')}</MenuItem>
            </TextField>
          )}
        </Box>
      </Box>
      <List disablePadding sx={{ flex: 1, overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>
        {data.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('messaging.empty')}
          </Typography>
        )}
        {data.map((conversation) => {
          const who = supportInbox
            ? (conversation.shopName ?? conversation.buyer?.name ?? '')
            : (conversation.buyer?.name ?? t('messaging.side.support'));
          return (
            <ListItemButton
              key={conversation.id}
              selected={conversation.id === selected}
              onClick={() => onSelect(conversation.id)}
              divider
              sx={{ alignItems: 'flex-start', flexDirection: 'column', gap: 0.25, py: 1.25 }}
              data-conversation={conversation.id}
              data-unread={conversation.unread}
            >
              <Box sx={{ display: 'flex', width: '100%', alignItems: 'center', gap: 1 }}>
                <Typography
                  noWrap
                  sx={{ flex: 1, fontWeight: conversation.unread > 0 ? 700 : 500, fontSize: 14 }}
                >
                  {who}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {shortWhen(conversation.lastMessageAt, locale)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', width: '100%', alignItems: 'center', gap: 1 }}>
                <Typography
                  noWrap
                  sx={{ flex: 1, fontSize: 13, fontWeight: conversation.unread > 0 ? 600 : 400 }}
                >
                  {conversation.subject}
                </Typography>
                {conversation.unread > 0 && (
                  <Badge
                    badgeContent={conversation.unread}
                    color="error"
                    sx={{ mr: 1 }}
                    aria-label={t('messaging.unreadCount', { count: conversation.unread })}
                  />
                )}
              </Box>
              <Typography noWrap variant="body2" color="text.secondary" sx={{ width: '100%', fontSize: 13 }}>
                {conversation.lastMessagePreview}
              </Typography>
            </ListItemButton>
          );
        })}
      </List>
      {total > PER_PAGE && (
        <Pagination
          size="small"
          count={Math.ceil(total / PER_PAGE)}
          page={page}
          onChange={(_, next) => setPage(next)}
          sx={{ p: 1, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Box>
  );
}
