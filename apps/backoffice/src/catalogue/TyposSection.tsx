import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { CLIENT_TYPOLOGIES, parseDecimalInput } from '@cuvee/kernel';
import { useState } from 'react';
import { useLabelOf } from '../crm/crm-shared';
import { useT } from '../i18n';
import { api, session } from '../services';
import { useAuthenticated, useLocale } from '../session/use-session';
import { decimalTextOf } from '../common/decimal';
import { showSuccess } from '../common/notices';

interface Typology {
  name: string;
  public: boolean;
  ttc: boolean;
  globalDiscount: number;
  allRulesInEq75: boolean;
}

/**
 * Settings "typos": the shop's client typologies, the price lists of the Tarifs grid
 * (Shop.typologies): name, public (the one visitors see), prices shown TTC, a global discount in percent,
 * quantity rules counted in 75 cl equivalents. Owners change them; PUT /v1/shops/me checks them.
 */
export default function TyposSection() {
  const t = useT();
  const labelOf = useLabelOf();
  const { user, shop } = useAuthenticated();
  const editable = user.role === 'owner';
  const [typologies, setTypologies] = useState<Record<string, Typology>>(() => ({ ...shop?.typologies }));
  const change = (key: string, patch: Partial<Typology>) =>
    setTypologies((current) => ({ ...current, [key]: { ...current[key]!, ...patch } }));
  // The discounts as typed ("2,5"): a number field would read the comma away.
  const locale = useLocale();
  const [discounts, setDiscounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(shop?.typologies ?? {}).map(([key, typology]) => [
        key,
        decimalTextOf(typology.globalDiscount, locale),
      ]),
    ),
  );
  const unreadable = Object.values(discounts).some((text) => parseDecimalInput(text) === null);
  const missing = CLIENT_TYPOLOGIES.filter((typology) => !(typology.key in typologies));

  const save = async () => {
    if (unreadable) return;
    const { data } = await api.PUT('/v1/shops/me', { body: { typologies } });
    if (data) {
      session.setShop(data.shop);
      showSuccess(t('catalogue.messages.typosSaved'));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, overflowX: 'auto' }}>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('settings.ownerOnly')}
        </Alert>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('catalogue.fields.typology')}</TableCell>
            <TableCell>{t('catalogue.fields.name')}</TableCell>
            <TableCell>{t('catalogue.typos.public')}</TableCell>
            <TableCell>{t('catalogue.typos.ttc')}</TableCell>
            <TableCell>{t('catalogue.typos.globalDiscount')}</TableCell>
            <TableCell>{t('catalogue.typos.allRulesInEq75')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {Object.entries(typologies).map(([key, typology]) => (
            <TableRow key={key} data-typology={key}>
              <TableCell>{labelOf(CLIENT_TYPOLOGIES, key)}</TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={typology.name}
                  disabled={!editable}
                  onChange={(event) => change(key, { name: event.target.value })}
                  inputProps={{ 'aria-label': t('catalogue.fields.name') }}
                />
              </TableCell>
              <TableCell>
                <Switch
                  checked={typology.public}
                  disabled={!editable}
                  onChange={(event) => change(key, { public: event.target.checked })}
                />
              </TableCell>
              <TableCell>
                <Switch
                  checked={typology.ttc}
                  disabled={!editable}
                  onChange={(event) => change(key, { ttc: event.target.checked })}
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={discounts[key] ?? '0'}
                  disabled={!editable}
                  error={parseDecimalInput(discounts[key] ?? '0') === null}
                  onChange={(event) => {
                    const text = event.target.value;
                    setDiscounts((current) => ({ ...current, [key]: text }));
                    const value = parseDecimalInput(text);
                    if (value !== null) change(key, { globalDiscount: value });
                  }}
                  inputProps={{
                    inputMode: 'decimal',
                    'aria-label': t('catalogue.typos.globalDiscount'),
                  }}
                  sx={{ width: 100 }}
                />
              </TableCell>
              <TableCell>
                <Switch
                  checked={typology.allRulesInEq75}
                  disabled={!editable}
                  onChange={(event) => change(key, { allRulesInEq75: event.target.checked })}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editable && (
        <>
          {missing.map((typology) => (
            <Button
              key={typology.key}
              sx={{ mt: 2, mr: 1 }}
              onClick={() =>
                change(typology.key, {
                  name: labelOf(CLIENT_TYPOLOGIES, typology.key),
                  public: false,
                  ttc: false,
                  globalDiscount: 0,
                  allRulesInEq75: false,
                })
              }
            >
              {t('catalogue.typos.add', { name: labelOf(CLIENT_TYPOLOGIES, typology.key) })}
            </Button>
          ))}
          <Button
            variant="contained"
            sx={{ mt: 2, display: 'block' }}
            disabled={unreadable}
            onClick={() => void save()}
          >
            {t('common.save')}
          </Button>
        </>
      )}
    </Paper>
  );
}
