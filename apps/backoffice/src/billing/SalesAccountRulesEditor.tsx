import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import {
  CLIENT_TYPOLOGIES,
  FRENCH_VAT_RATES_BP,
  PRODUCT_TYPES,
  SALES_DESTINATIONS,
  type RefList,
} from '@cuvee/kernel';
import { useLabelOf } from '../crm/crm-shared';
import { useT } from '../i18n';

type Rule = Schemas['SalesAccountRuleDto'];

/** The VAT rates a rule may name: France's three, and none (exports, intra-EU deliveries). */
const RATES = [...Object.values(FRENCH_VAT_RATES_BP), 0];
const ANY = '';
/** A criterion left empty reads "Toutes" rather than an empty box. */
const ANY_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

const percent = (bp: number) => `${String(bp / 100).replace('.', ',')} %`;

/**
 * The accounting codes (ADR 0061): rules giving the sales account of the lines sold in some conditions
 * — a product family, a client typology, a destination, a VAT rate, each "any" when left empty. The
 * rule naming the most conditions wins; lines no rule matches keep the default accounts above.
 */
export function SalesAccountRulesEditor({
  rules,
  onChange,
  disabled,
}: {
  rules: readonly Rule[];
  onChange: (rules: Rule[]) => void;
  disabled: boolean;
}) {
  const t = useT();
  const labelOf = useLabelOf();
  const update = (index: number, patch: Partial<Rule>) =>
    onChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  const choice = (
    index: number,
    key: 'family' | 'typology' | 'destination',
    list: RefList,
    label: string,
  ) => (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={rules[index]![key] ?? ANY}
      onChange={(event) => update(index, { [key]: event.target.value || null })}
      disabled={disabled}
      slotProps={ANY_SHOWN}
    >
      <MenuItem value={ANY}>{t('billing.accounting.codes.any')}</MenuItem>
      {list.map((item) => (
        <MenuItem key={item.key} value={item.key}>
          {labelOf(list, String(item.key))}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('billing.accounting.codes.hint')}
      </Typography>
      {rules.length > 0 && (
        <Table size="small" aria-label={t('billing.accounting.codes.title')} sx={{ mb: 1.5 }}>
          <TableBody>
            {rules.map((rule, index) => (
              <TableRow key={index} data-rule-row={index}>
                <TableCell sx={{ minWidth: 150 }}>
                  {choice(index, 'family', PRODUCT_TYPES, t('billing.accounting.codes.family'))}
                </TableCell>
                <TableCell sx={{ minWidth: 150 }}>
                  {choice(index, 'typology', CLIENT_TYPOLOGIES, t('billing.accounting.codes.typology'))}
                </TableCell>
                <TableCell sx={{ minWidth: 150 }}>
                  {choice(
                    index,
                    'destination',
                    SALES_DESTINATIONS,
                    t('billing.accounting.codes.destination'),
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 110 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('billing.accounting.codes.vat')}
                    value={rule.vatRateBp ?? ANY}
                    onChange={(event) =>
                      update(index, {
                        vatRateBp: event.target.value === ANY ? null : Number(event.target.value),
                      })
                    }
                    disabled={disabled}
                    slotProps={ANY_SHOWN}
                  >
                    <MenuItem value={ANY}>{t('billing.accounting.codes.any')}</MenuItem>
                    {RATES.map((bp) => (
                      <MenuItem key={bp} value={bp}>
                        {percent(bp)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell sx={{ minWidth: 130 }}>
                  <TextField
                    size="small"
                    fullWidth
                    required
                    label={t('billing.accounting.codes.account')}
                    value={rule.account}
                    onChange={(event) => update(index, { account: event.target.value.toUpperCase() })}
                    disabled={disabled}
                    slotProps={{ htmlInput: { 'data-rule': `${index}.account` } }}
                  />
                </TableCell>
                <TableCell padding="checkbox">
                  {!disabled && (
                    <IconButton
                      aria-label={t('billing.accounting.codes.remove')}
                      onClick={() => onChange(rules.filter((_, i) => i !== index))}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {!disabled && (
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            onChange([
              ...rules,
              { family: null, typology: null, destination: null, vatRateBp: null, account: '' },
            ])
          }
          data-add-rule
        >
          {t('billing.accounting.codes.add')}
        </Button>
      )}
    </>
  );
}
