import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItemButton from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { COLOURS, type MenuItem } from '@cuvee/kernel';
import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../i18n';
import { destinationOf, linkProps, menuTarget } from '../routing/links';
import { useGuardUser, useLabel, useMenu } from '../session/use-session';
import { MenuIcon } from './menu-icons';
import { activeKey, groupOf } from './menu-model';

export type SidebarMode = 'full' | 'collapsed';

const ITEM_SX = {
  color: 'rgba(255,255,255,0.86)',
  borderRadius: 1,
  mx: 0.5,
  my: 0.125,
  minHeight: 40,
  '&.active': {
    bgcolor: 'rgba(33,158,188,0.22)',
    color: '#fff',
    boxShadow: `inset 3px 0 0 ${COLOURS.primary}`,
  },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
} as const;

/**
 * The role's menu: 180 px with labels and nested groups on desktop, 56 px of icons with
 * flyout groups up to 1280 px. Quick-create buttons sit beside the links whose creation the user may do.
 */
export function SidebarMenu({ mode, onNavigate }: { mode: SidebarMode; onNavigate?: () => void }) {
  const items = useMenu();
  const { pathname } = useLocation();
  const active = activeKey(items, pathname);
  return (
    <List component="nav" dense data-sidebar={mode} sx={{ py: 1 }}>
      {items.map((item) =>
        item.kind === 'group' ? (
          mode === 'full' ? (
            <FullGroup
              key={item.key}
              item={item}
              active={active}
              open={groupOf(items, active) === item.key}
              onNavigate={onNavigate}
            />
          ) : (
            <FlyoutGroup key={item.key} item={item} active={active} onNavigate={onNavigate} />
          )
        ) : (
          <Entry
            key={item.key}
            item={item}
            mode={mode}
            active={active === item.key}
            onNavigate={onNavigate}
          />
        ),
      )}
    </List>
  );
}

function Entry(props: {
  item: MenuItem;
  mode: SidebarMode;
  active: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { item, mode, active, nested, onNavigate } = props;
  const user = useGuardUser();
  const label = useLabel();
  const t = useT();
  const target = menuTarget(item, { shopId: user?.shopId ?? null, shopUrl: user?.shopUrl });
  if (!target) return null;
  const away = destinationOf(target).kind === 'away';
  const text = label(item.label);
  const button = (
    <ListItemButton
      {...linkProps(target)}
      className={active ? 'active' : undefined}
      aria-current={active ? 'page' : undefined}
      aria-label={mode === 'collapsed' ? text : undefined}
      data-menu-item={item.key}
      onClick={onNavigate}
      sx={{
        ...ITEM_SX,
        pl: nested ? 4.5 : 1.25,
        justifyContent: mode === 'collapsed' ? 'center' : undefined,
      }}
    >
      {!nested && (
        <ListItemIcon sx={{ color: 'inherit', minWidth: mode === 'collapsed' ? 0 : 34 }}>
          <MenuIcon name={item.key} fontSize="small" />
        </ListItemIcon>
      )}
      {mode === 'full' && (
        <ListItemText primary={text} slotProps={{ primary: { noWrap: true, fontSize: '0.9rem' } }} />
      )}
      {mode === 'full' && away && <OpenInNewIcon sx={{ fontSize: 14, opacity: 0.6 }} aria-hidden />}
    </ListItemButton>
  );
  return (
    <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
      {mode === 'collapsed' ? (
        <Tooltip title={text} placement="right">
          <Box sx={{ flex: 1 }}>{button}</Box>
        </Tooltip>
      ) : (
        <Box sx={{ flex: 1, minWidth: 0 }}>{button}</Box>
      )}
      {mode === 'full' && item.kind === 'link' && item.create && (
        <QuickCreate item={item} label={`${t('layout.create')} : ${text}`} onNavigate={onNavigate} />
      )}
    </Box>
  );
}

function QuickCreate(props: {
  item: Extract<MenuItem, { kind: 'link' }>;
  label: string;
  onNavigate?: () => void;
}) {
  const { item, label, onNavigate } = props;
  return (
    <Tooltip title={label} placement="right">
      <IconButton
        size="small"
        {...linkProps(item.create!.path)}
        aria-label={label}
        data-create={item.key}
        onClick={onNavigate}
        sx={{ color: COLOURS.primary, mr: 0.5, p: 0.25 }}
      >
        <AddCircleOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function FullGroup(props: {
  item: Extract<MenuItem, { kind: 'group' }>;
  active: string | null;
  open: boolean;
  onNavigate?: () => void;
}) {
  const { item, active, onNavigate } = props;
  const label = useLabel();
  const [open, setOpen] = useState(props.open);
  const id = `menu-group-${item.key}`;
  return (
    <>
      <ListItemButton
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={id}
        data-menu-group={item.key}
        sx={{ ...ITEM_SX, pl: 1.25 }}
      >
        <ListItemIcon sx={{ color: 'inherit', minWidth: 34 }}>
          <MenuIcon name={item.key} fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={label(item.label)}
          slotProps={{ primary: { noWrap: true, fontSize: '0.9rem', fontWeight: 600 } }}
        />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} id={id} unmountOnExit>
        {item.children.map((child) => (
          <Entry
            key={child.key}
            item={child}
            mode="full"
            nested
            active={active === child.key}
            onNavigate={onNavigate}
          />
        ))}
      </Collapse>
    </>
  );
}

function FlyoutGroup(props: {
  item: Extract<MenuItem, { kind: 'group' }>;
  active: string | null;
  onNavigate?: () => void;
}) {
  const { item, active, onNavigate } = props;
  const label = useLabel();
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const holdsActive = item.children.some((child) => child.key === active);
  const text = label(item.label);
  return (
    <>
      <Tooltip title={text} placement="right">
        <ListItemButton
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          className={holdsActive ? 'active' : undefined}
          aria-label={text}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          data-menu-group={item.key}
          sx={{ ...ITEM_SX, justifyContent: 'center' }}
        >
          <ListItemIcon sx={{ color: 'inherit', minWidth: 0 }}>
            <MenuIcon name={item.key} fontSize="small" />
          </ListItemIcon>
        </ListItemButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ list: { dense: true, 'aria-label': text } }}
      >
        <MenuItemButton disabled sx={{ fontWeight: 700, opacity: '1 !important' }}>
          {text}
        </MenuItemButton>
        {item.children.map((child) =>
          child.kind === 'link' ? (
            <Box key={child.key} sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
              <MenuItemButton
                {...linkProps(child.path)}
                selected={child.key === active}
                data-menu-item={child.key}
                onClick={() => {
                  close();
                  onNavigate?.();
                }}
                sx={{ flex: 1 }}
              >
                {label(child.label)}
              </MenuItemButton>
              {child.create && (
                <QuickCreate
                  item={child}
                  label={`${t('layout.create')} : ${label(child.label)}`}
                  onNavigate={close}
                />
              )}
            </Box>
          ) : null,
        )}
      </Menu>
    </>
  );
}
