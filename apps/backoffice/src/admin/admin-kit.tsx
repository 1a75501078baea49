import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Confirm, List, useRefresh } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { showSuccess } from '../common/notices';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';

/*
 * What the administrators' sub-areas share (ADR 0086): the tabs between them, the frame of their lists,
 * and an action confirmed in a dialog before it is sent (block, unblock, hide, restore), whose answer's
 * message is shown.
 */

const AREAS = [
  ['/admin', 'home'],
  ['/admin/shops', 'shops'],
  ['/admin/users', 'users'],
  ['/admin/orders', 'orders'],
  ['/admin/products', 'products'],
] as const;

export function AdminTabs() {
  const t = useT();
  const { pathname } = useLocation();
  const current = [...AREAS].reverse().find(([path]) => pathname.startsWith(path))?.[0] ?? '/admin';
  return (
    <Tabs value={current} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }} data-admin-tabs>
      {AREAS.map(([path, key]) => (
        <Tab key={path} value={path} label={t(`adminArea.nav.${key}`)} component={RouterLink} to={path} />
      ))}
    </Tabs>
  );
}

type ListArea = 'shops' | 'users' | 'orders' | 'products';

/** A sub-area's page: its help, the tabs, then its list of /v1/admin/<area>, newest first, 25 a page. */
export function AdminListPage({
  area,
  filters,
  sortField = 'id',
  children,
}: {
  area: ListArea;
  filters: ReactElement[];
  sortField?: string;
  children: ReactElement;
}) {
  const t = useT();
  return (
    <Box>
      <PageHeader title={t('admin.title')} subtitle={t(`adminArea.${area}.help`)} />
      <AdminTabs />
      <List
        resource={`admin/${area}`}
        title={false}
        filters={filters}
        sort={{ field: sortField, order: 'DESC' }}
        perPage={25}
        exporter={false}
        storeKey={`admin.${area}`}
        disableSyncWithLocation
        empty={false}
        data-admin-list={area}
      >
        {children}
      </List>
    </Box>
  );
}

interface ConfirmedActionProps {
  label: string;
  title: string;
  content: ReactNode;
  color?: 'primary' | 'warning';
  /** Sends the action; answers the API's message when it went through. */
  run: () => Promise<string | undefined>;
  /** Whether the dialog's confirm button may be pressed (a reason typed…). */
  ready?: boolean;
  data?: Record<string, string>;
}

/** A row's action behind a confirmation; the list is read again once it went through. */
export function ConfirmedAction({
  label,
  title,
  content,
  color = 'primary',
  run,
  ready = true,
  data,
}: ConfirmedActionProps) {
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    const message = await run();
    setOpen(false);
    if (message) {
      showSuccess(message);
      refresh();
    }
  };
  return (
    <>
      <Button
        size="small"
        color={color}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        {...data}
      >
        {label}
      </Button>
      <Confirm
        isOpen={open}
        title={title}
        content={content}
        confirm={label}
        confirmColor={color}
        onConfirm={() => (ready ? void confirm() : undefined)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
