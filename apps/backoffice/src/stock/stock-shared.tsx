import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Schemas } from '@cuvee/api-client';
import type { ReactNode } from 'react';
import { DeleteWithConfirmButton, TopToolbar, useRefresh } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../i18n';
import { showListError, showSuccess } from '../common/notices';
import { useCanOpen } from '../team/team-fields';

/*
 * What the stock screens share: the API's rows, the labels of movement types and directions, and the
 * tabs between the five stock pages (each shown only to those its route rule admits).
 */

export type LevelRecord = Schemas['StockLevelDto'];
export type MovementRecord = Schemas['MovementDto'];
export type WarehouseRecord = Schemas['WarehouseDto'];
export type AllocationRecord = Schemas['AllocationDto'];

export const MOVEMENT_TYPES = [
  'production',
  'purchase',
  'return',
  'transferIn',
  'inventoryGain',
  'opening',
  'sale',
  'sample',
  'breakage',
  'transferOut',
  'inventoryLoss',
  'openingReversal',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
/** The types a person enters one by one (the API refuses the others there). */
export const MANUAL_TYPES: readonly MovementType[] = [
  'production',
  'purchase',
  'return',
  'sale',
  'sample',
  'breakage',
];

/** "Chinon Les Demoiselles 2022 (75 cl)". */
export const levelLabel = (level: Pick<LevelRecord, 'productName' | 'vintageName' | 'formatLabel'>) =>
  [level.productName, level.vintageName, `(${level.formatLabel})`].filter(Boolean).join(' ');

export function useTypeChoices(types: readonly MovementType[] = MOVEMENT_TYPES) {
  const t = useT();
  return types.map((type) => ({ id: type, name: t(`stock.types.${type}`) }));
}

/** The available quantity, red under the threshold. */
export function AvailableChip({ level }: { level: LevelRecord }) {
  return (
    <Chip
      size="small"
      color={level.low ? 'error' : level.available > 0 ? 'success' : 'default'}
      variant={level.low ? 'filled' : 'outlined'}
      label={level.available}
      data-available={level.available}
    />
  );
}

const TABS = [
  { path: '/dashboard/stocks', key: 'levels' },
  { path: '/dashboard/stocks/movements', key: 'movements' },
  { path: '/dashboard/stocks/warehouses', key: 'warehouses' },
  { path: '/dashboard/stocks/allocations', key: 'allocations' },
  { path: '/dashboard/stocks/drm', key: 'drm' },
  { path: '/dashboard/stocks/crdColors', key: 'crd' },
] as const;

/** The list pages' toolbar: links to the other stock pages, then the page's own actions. */
export function StockToolbar({ children }: { children?: ReactNode }) {
  const t = useT();
  const canOpen = useCanOpen();
  const { pathname } = useLocation();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mr: 'auto' }}>
        {TABS.filter((tab) => canOpen(tab.path)).map((tab) => (
          <Button
            key={tab.key}
            component={RouterLink}
            to={tab.path}
            size="small"
            variant={pathname === tab.path ? 'outlined' : 'text'}
          >
            {t(`stock.menu.${tab.key}`)}
          </Button>
        ))}
      </Stack>
      {children}
    </TopToolbar>
  );
}

/**
 * A row's delete button (warehouse, allocation): asks first (`confirmTitle`, react-admin's own question
 * otherwise), says it is done, reloads the list.
 */
export function StockDeleteButton({ confirmTitle }: { confirmTitle?: string }) {
  const t = useT();
  const refresh = useRefresh();
  return (
    <DeleteWithConfirmButton
      confirmTitle={confirmTitle}
      confirmContent=""
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          showSuccess(t('stock.messages.deleted'));
          refresh();
        },
        onError: showListError,
      }}
    />
  );
}
