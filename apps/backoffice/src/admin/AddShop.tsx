import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Schemas } from '@cuvee/api-client';
import { BUSINESS_TYPOLOGIES, messageOf, rules, type ValidationRule } from '@cuvee/kernel';
import { useState, type FormEvent } from 'react';
import { DateField, FunctionField, List, TextField as RaTextField, useRefresh } from 'react-admin';
import { EmptyList } from '../common/EmptyList';
import { showListError, showSuccess } from '../common/notices';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { api } from '../services';

type AgentShop = Schemas['AgentShopDto'];
type Draft = Schemas['AddAgentShopDto'];

const EMPTY: Draft = {
  shopName: '',
  businessType: 'wine',
  legalName: '',
  siret: '',
  ownerEmail: '',
  ownerFirstname: '',
  ownerLastname: '',
  ownerPhone: null,
};

/** The kernel's rules of each field, so the agent reads the API's own messages before sending. */
const RULES: Partial<Record<keyof Draft, ValidationRule[]>> = {
  shopName: [rules.needed, rules.string],
  legalName: [rules.needed],
  siret: [rules.needed, rules.siret],
  ownerEmail: [rules.needed, rules.email],
  ownerFirstname: [rules.needed, rules.username],
  ownerLastname: [rules.needed, rules.username],
};

function ResendButton({ shop }: { shop: AgentShop }) {
  const t = useT();
  const refresh = useRefresh();
  if (shop.takeoverState !== 'pending') return null;
  const resend = async () => {
    const { data } = await api.POST('/v1/agent-shops/{id}/invitation', { params: { path: { id: shop.id } } });
    if (data) {
      showSuccess(data.message);
      refresh();
    }
  };
  return (
    <Button size="small" onClick={() => void resend()} data-resend={shop.id}>
      {t('adminArea.addShop.resend')}
    </Button>
  );
}

/**
 * /shops/add (agents): the shop of a producer the agent represents, created offline and pending its
 * takeover; the producer is invited by mail (POST /v1/agent-shops, ADR 0087). Below, the shops the agent
 * added and where each takeover stands, with the invitation sent again on demand.
 */
export default function AddShop() {
  const t = useT();
  const locale = useLocale();
  const refresh = useRefresh();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [busy, setBusy] = useState(false);

  const field = (name: keyof Draft, extra: { type?: string; autoComplete?: string } = {}) => ({
    name,
    label: t(`adminArea.addShop.${name}`),
    value: draft[name] ?? '',
    required: name in RULES,
    fullWidth: true,
    error: errors[name] !== undefined,
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setDraft({ ...draft, [name]: event.target.value });
      setErrors({ ...errors, [name]: undefined });
    },
    slotProps: { htmlInput: { 'data-field': name } },
    ...extra,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      Object.entries(RULES).flatMap(([name, checks]) => {
        const failure = checks.map((rule) => rule(draft[name as keyof Draft])).find(Boolean);
        return failure ? [[name, messageOf(failure, locale)]] : [];
      }),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const { data, error } = await api.POST('/v1/agent-shops', {
      body: { ...draft, ownerPhone: draft.ownerPhone?.trim() || null },
    });
    setBusy(false);
    if (data) {
      showSuccess(data.message);
      setDraft(EMPTY);
      refresh();
    } else showListError(error);
  };

  return (
    <Box>
      <PageHeader
        title={t('adminArea.addShop.title')}
        subtitle={t('adminArea.addShop.help')}
        help="add-a-producer-shop"
      />
      <Panel title={t('adminArea.addShop.title')} data-add-shop>
        <Box component="form" onSubmit={submit} noValidate data-form="add-shop">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField {...field('shopName')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField {...field('businessType')} select>
                {BUSINESS_TYPOLOGIES.map((item) => (
                  <MenuItem key={item.key} value={item.key}>
                    {item[locale]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField {...field('legalName')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                {...field('siret')}
                slotProps={{ htmlInput: { 'data-field': 'siret', inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField {...field('ownerFirstname', { autoComplete: 'off' })} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField {...field('ownerLastname', { autoComplete: 'off' })} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField {...field('ownerEmail', { type: 'email', autoComplete: 'off' })} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField {...field('ownerPhone', { type: 'tel', autoComplete: 'off' })} />
            </Grid>
            <Grid size={12}>
              <Button type="submit" variant="contained" size="large" disabled={busy} data-add-shop-submit>
                {t('adminArea.addShop.submit')}
              </Button>
            </Grid>
          </Grid>
        </Box>
      </Panel>
      <Box sx={{ mt: 3 }}>
        <Panel title={t('adminArea.addShop.mine')} data-agent-shops>
          <List
            resource="agent-shops"
            title={false}
            actions={false}
            sort={{ field: 'id', order: 'DESC' }}
            perPage={10}
            exporter={false}
            storeKey="agent.shops"
            disableSyncWithLocation
            empty={false}
          >
            <ResponsiveList<AgentShop>
              rowClick={false}
              empty={<EmptyList nothingYet={t('adminArea.addShop.empty')} />}
              mobile={{
                primaryText: (shop) => shop.name,
                secondaryText: (shop) => shop.ownerEmail,
                tertiaryText: (shop) => t(`adminArea.addShop.states.${shop.takeoverState as 'pending'}`),
              }}
            >
              <RaTextField source="name" label={t('adminArea.addShop.shopName')} />
              <RaTextField source="siret" label={t('adminArea.addShop.siret')} sortable={false} />
              <RaTextField source="ownerEmail" label={t('adminArea.addShop.ownerEmail')} sortable={false} />
              <FunctionField<AgentShop>
                label={t('adminArea.addShop.state')}
                render={(shop) => (
                  <Chip
                    size="small"
                    color={shop.takeoverState === 'pending' ? 'warning' : 'success'}
                    label={t(`adminArea.addShop.states.${shop.takeoverState as 'pending'}`)}
                    data-takeover-state={shop.takeoverState}
                  />
                )}
              />
              <DateField source="createdAt" label={t('adminArea.shops.fields.createdAt')} />
              <FunctionField<AgentShop> label="" render={(shop) => <ResendButton shop={shop} />} />
            </ResponsiveList>
          </List>
        </Panel>
      </Box>
    </Box>
  );
}
