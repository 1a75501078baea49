import MoreVertIcon from '@mui/icons-material/MoreVert';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import {
  intlLocale,
  NOTIFICATION_PANEL_HEIGHT,
  NOTIFICATION_PANEL_MAX_WIDTH,
  safeRedirect,
} from '@cuvee/kernel';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { useT } from '../i18n';
import { useGo } from '../routing/links';
import { useLocale } from '../session/use-session';
import { useMarkSeen, useUnseenCount } from './notifications-data';

type Notification = Schemas['NotificationDto'];
type Filter = 'all' | 'unseen';

/** The API's page size cap (ListQueryDto: at most 100 rows). */
const PAGE_MAX = 100;
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;
const FILTERS: Record<Filter, object> = { all: {}, unseen: { seen: false } };

/** "il y a 5 minutes", "5 minutes ago". */
function ago(iso: string, locale: string): string {
  const seconds = (new Date(iso).getTime() - Date.now()) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/**
 * The notification centre of the header: a bell with the unseen count, and a panel
 * "Dernières notifications" (at most 600 × 500) with Tout / Non lu, "Tout marquer comme lu" and the
 * empty state. Opening a notification marks it seen and follows its redirectLink. `button` lets the
 * mobile bottom bar draw its own trigger.
 */
export function NotificationCentre({
  button,
}: {
  button?: (props: {
    onClick: (event: MouseEvent<HTMLElement>) => void;
    unseen: number;
    label: string;
  }) => ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const go = useGo();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const unseen = useUnseenCount() ?? 0;
  const open = anchor !== null;
  const { data: items } = useGetList<Notification>(
    'notifications',
    {
      pagination: { page: 1, perPage: 50 },
      sort: NEWEST_FIRST,
      filter: FILTERS[filter],
      meta: { quiet: true },
    },
    { enabled: open },
  );
  const dataProvider = useDataProvider();
  const { mutateAsync: markSeen } = useMarkSeen();

  const openOne = async (notification: Notification) => {
    if (!notification.seen) await markSeen([notification.id]);
    setAnchor(null);
    if (notification.redirectLink) go(safeRedirect(notification.redirectLink));
  };

  const markAll = async () => {
    setMenu(null);
    // Page by page: each marked page leaves the next unseen ones first (bounded, in case of a race).
    for (let page = 0; page < 50; page++) {
      const { data: unseenOnes } = await dataProvider.getList<Notification>('notifications', {
        pagination: { page: 1, perPage: PAGE_MAX },
        sort: NEWEST_FIRST,
        filter: FILTERS.unseen,
        meta: { quiet: true },
      });
      if (unseenOnes.length === 0) break;
      await markSeen(unseenOnes.map((item) => item.id));
    }
  };

  const label = t('layout.notifications.open');
  const onClick = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  return (
    <>
      {button ? (
        button({ onClick, unseen, label })
      ) : (
        <IconButton color="inherit" aria-label={label} onClick={onClick} data-notifications-button>
          <Badge badgeContent={unseen} color="error" max={99}>
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      )}
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'notifications-title',
            'data-notification-centre': true,
            sx: {
              width: `min(${NOTIFICATION_PANEL_MAX_WIDTH}px, calc(100vw - 16px))`,
              maxHeight: `min(${NOTIFICATION_PANEL_HEIGHT}px, calc(100vh - 96px))`,
              display: 'flex',
              flexDirection: 'column',
            },
          } as object,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
          <Typography
            id="notifications-title"
            variant="h6"
            component="h2"
            sx={{ flex: 1, fontSize: '1.1rem' }}
          >
            {t('layout.notifications.title')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={filter}
            onChange={(_, value: Filter | null) => value && setFilter(value)}
          >
            <ToggleButton value="all">{t('layout.notifications.all')}</ToggleButton>
            <ToggleButton value="unseen">{t('layout.notifications.unseen')}</ToggleButton>
          </ToggleButtonGroup>
          <IconButton
            aria-label={t('layout.notifications.actions')}
            onClick={(event) => setMenu(event.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            <MenuItem onClick={() => void markAll()}>{t('layout.notifications.markAll')}</MenuItem>
          </Menu>
        </Box>
        <Box sx={{ overflowY: 'auto', flex: 1, borderTop: 1, borderColor: 'divider' }}>
          {items !== undefined && items.length === 0 && (
            <Box sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }} data-notifications-empty>
              <NotificationsOffOutlinedIcon sx={{ fontSize: 40, mb: 1 }} aria-hidden />
              <Typography>{t('layout.notifications.empty')}</Typography>
            </Box>
          )}
          {items !== undefined && items.length > 0 && (
            <List disablePadding>
              {items.map((item) => (
                <ListItemButton
                  key={item.id}
                  onClick={() => void openOne(item)}
                  data-notification={item.id}
                  data-seen={item.seen}
                  sx={{ alignItems: 'flex-start', gap: 1.5, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      mt: 1,
                      width: 8,
                      height: 8,
                      flex: 'none',
                      borderRadius: '50%',
                      bgcolor: item.seen ? 'transparent' : 'primary.main',
                    }}
                  />
                  <ListItemText
                    primary={item.content}
                    secondary={ago(item.createdAt, intlLocale(locale))}
                    slotProps={{ primary: { fontWeight: item.seen ? 400 : 700 } }}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}
