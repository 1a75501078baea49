import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCESSORY_TYPES,
  PRODUCT_COLOURS,
  PRODUCT_TYPES,
  TAB_CONTENT_MAX_LENGTH,
  TAB_ROLES,
  type RefList,
  type ShopTab,
  type ShopTabFilter,
  type TabRole,
} from '@cuvee/kernel';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { addTab, moveTab, removeTab, updateTab, type TabPath } from './tab-edits';

const TYPES: RefList = [...PRODUCT_TYPES, ...ACCESSORY_TYPES];

/** The shop's tabs: each with its name, publication, audience, text and product filter. */
export function TabsEditor({
  tabs,
  onChange,
  disabled,
}: {
  tabs: ShopTab[];
  onChange: (tabs: ShopTab[]) => void;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <Stack spacing={2}>
      {tabs.length === 0 && <Typography color="text.secondary">{t('customize.tabs.empty')}</Typography>}
      {tabs.map((tab, index) => (
        <TabCard
          key={tab.id}
          tab={tab}
          path={[index]}
          count={tabs.length}
          tabs={tabs}
          onChange={onChange}
          disabled={disabled}
        >
          <Stack spacing={1.5} sx={{ pl: { xs: 1, sm: 3 }, borderLeft: 2, borderColor: 'divider' }}>
            {tab.children.map((child, childIndex) => (
              <TabCard
                key={child.id}
                tab={child}
                path={[index, childIndex]}
                count={tab.children.length}
                tabs={tabs}
                onChange={onChange}
                disabled={disabled}
              />
            ))}
            {!disabled && (
              <Box>
                <Button
                  size="small"
                  onClick={() => onChange(addTab(tabs, t('customize.tabs.newName'), index))}
                >
                  + {t('customize.tabs.addChild')}
                </Button>
              </Box>
            )}
          </Stack>
        </TabCard>
      ))}
      {!disabled && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => onChange(addTab(tabs, t('customize.tabs.newName'), null))}
          >
            + {t('customize.tabs.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function TabCard({
  tab,
  path,
  count,
  tabs,
  onChange,
  disabled,
  children,
}: {
  tab: ShopTab;
  path: TabPath;
  count: number;
  tabs: ShopTab[];
  onChange: (tabs: ShopTab[]) => void;
  disabled: boolean;
  children?: React.ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const index = path[path.length - 1]!;
  const patch = (changes: Partial<ShopTab>) => onChange(updateTab(tabs, path, changes));
  const setFilter = (key: keyof ShopTabFilter, value: string) => {
    const filter = { ...tab.filter, [key]: value || undefined };
    const kept = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
    patch({ filter: Object.keys(kept).length ? kept : null });
  };
  const toggleRole = (role: TabRole, on: boolean) =>
    patch({ roles: on ? [...tab.roles, role] : tab.roles.filter((r) => r !== role) });
  const select = (key: keyof ShopTabFilter, label: string, list: RefList) => (
    <TextField
      select
      size="small"
      label={label}
      value={tab.filter?.[key] ?? ''}
      onChange={(event) => setFilter(key, event.target.value)}
      disabled={disabled}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{t('customize.tabs.any')}</MenuItem>
      {list.map((item) => (
        <MenuItem key={item.key} value={String(item.key)}>
          {item[locale]}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-tab={tab.id}>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={t('customize.tabs.name')}
            value={tab.name}
            onChange={(event) => patch({ name: event.target.value })}
            disabled={disabled}
            inputProps={{ maxLength: 50 }}
            sx={{ flex: '1 1 220px', maxWidth: 360 }}
          />
          <FormControlLabel
            control={
              <Switch checked={tab.exists} onChange={(event) => patch({ exists: event.target.checked })} />
            }
            label={t('customize.tabs.exists')}
            disabled={disabled}
          />
          <Box sx={{ flex: 1 }} />
          {!disabled && (
            <>
              <IconButton
                aria-label={`${t('customize.tabs.up')} : ${tab.name}`}
                disabled={index === 0}
                onClick={() => onChange(moveTab(tabs, path, -1))}
              >
                ↑
              </IconButton>
              <IconButton
                aria-label={`${t('customize.tabs.down')} : ${tab.name}`}
                disabled={index === count - 1}
                onClick={() => onChange(moveTab(tabs, path, 1))}
              >
                ↓
              </IconButton>
              <Button color="error" size="small" onClick={() => onChange(removeTab(tabs, path))}>
                {t('customize.tabs.remove')}
              </Button>
            </>
          )}
        </Box>
        <TextField
          size="small"
          multiline
          minRows={2}
          maxRows={8}
          label={t('customize.tabs.content')}
          value={tab.content ?? ''}
          onChange={(event) => patch({ content: event.target.value || null })}
          disabled={disabled}
          inputProps={{ maxLength: TAB_CONTENT_MAX_LENGTH }}
        />
        <Box>
          <FormLabel component="legend" sx={{ fontSize: 13, mb: 1 }}>
            {t('customize.tabs.filter')}
          </FormLabel>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            {select('color', t('customize.tabs.colour'), PRODUCT_COLOURS)}
            {select('type', t('customize.tabs.type'), TYPES)}
            <TextField
              size="small"
              label={t('customize.tabs.appellation')}
              value={tab.filter?.appellation ?? ''}
              onChange={(event) => setFilter('appellation', event.target.value)}
              disabled={disabled}
              inputProps={{ maxLength: 150 }}
            />
          </Box>
        </Box>
        <FormGroup row aria-label={t('customize.tabs.roles')}>
          <FormLabel component="legend" sx={{ fontSize: 13, mr: 2, alignSelf: 'center' }}>
            {t('customize.tabs.roles')}
          </FormLabel>
          {TAB_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              control={
                <Checkbox
                  size="small"
                  checked={tab.roles.includes(role)}
                  onChange={(event) => toggleRole(role, event.target.checked)}
                />
              }
              label={t(`customize.tabs.role.${role}`)}
              disabled={disabled}
            />
          ))}
          {tab.roles.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              ({t('customize.tabs.everyone')})
            </Typography>
          )}
        </FormGroup>
        {children && (
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('customize.tabs.children')}
            </Typography>
            {children}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
