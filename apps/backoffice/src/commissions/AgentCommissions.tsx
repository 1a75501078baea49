import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { CLIENT_TYPOLOGIES, isIntegrationActive } from '@cuvee/kernel';
import {
  ArrayInput,
  AutocompleteInput,
  Form,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  maxValue,
  minValue,
  required,
  useCreate,
  useDelete,
  useGetList,
  useUpdate,
} from 'react-admin';
import { Panel } from '../common/Panel';
import { showListError, showSuccess } from '../common/notices';
import { useChoices } from '../crm/crm-shared';
import { useT } from '../i18n';
import { useGuardUser } from '../session/use-session';
import { useCanOpen } from '../team/team-fields';

type Rule = Schemas['CommissionRuleDto'];
type Rates = { rateBp: number }[];

/** The form shows percents; the API keeps basis points (1 % = 100). */
const toPercent = (bp: number) => bp / 100;
const toBp = (percent: number) => Math.round(Number(percent) * 100);
const RATE = [required(), minValue(0), maxValue(100)];

interface Values {
  basis: Rule['basis'];
  defaultRate: number;
  typologyRates: { typology: string; rate: number }[];
  productRates: { productId: number; rate: number }[];
}

function valuesOf(rule: Rule | undefined): Values {
  const percents = <T extends Rates[number]>(rates: readonly T[]) =>
    rates.map(({ rateBp, ...rest }) => ({ ...rest, rate: toPercent(rateBp) }));
  return {
    basis: rule?.basis ?? 'invoiced',
    defaultRate: toPercent(rule?.defaultRateBp ?? 0),
    typologyRates: percents(rule?.typologyRates ?? []),
    productRates: percents(rule?.productRates ?? []),
  };
}

function bodyOf(values: Values) {
  const points = <T extends { rate: number }>(rates: readonly T[] = []) =>
    rates.map(({ rate, ...rest }) => ({ ...rest, rateBp: toBp(rate) }));
  return {
    basis: values.basis,
    defaultRateBp: toBp(values.defaultRate),
    typologyRates: points(values.typologyRates),
    productRates: points(values.productRates),
  };
}

/**
 * The agent's page « Commissions » (docs/analytics.md "Commissions"): their basis, default rate and
 * the rates by client typology and by product, saved as their commission rules. For those who open the
 * commissions report, with the analytics module on.
 */
export function AgentCommissions({ agentId }: { agentId: number }) {
  const t = useT();
  const choices = useChoices();
  const canOpen = useCanOpen();
  const user = useGuardUser();
  const allowed =
    canOpen('/dashboard/agents/analytics') && isIntegrationActive(user?.integrations, 'analytics');
  const { data: rules, refetch } = useGetList<Rule>(
    'commission-rules',
    { filter: { agentId }, pagination: { page: 1, perPage: 1 }, meta: { quiet: true } },
    { enabled: allowed },
  );
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [remove] = useDelete();
  if (!allowed || rules === undefined) return null;
  const rule = rules[0];
  const done = (text: string) => ({
    onSuccess: () => {
      showSuccess(text);
      void refetch();
    },
    // The API says in French what is wrong: a rate beyond 100 %, an unknown product.
    onError: showListError,
  });
  const save = (values: Values) =>
    rule
      ? update(
          'commission-rules',
          { id: rule.id, data: bodyOf(values), previousData: rule },
          done(t('commissions.saved')),
        )
      : create('commission-rules', { data: { agentId, ...bodyOf(values) } }, done(t('commissions.saved')));
  return (
    <Panel title={t('commissions.title')} hint={t('commissions.hint')} data-agent-commissions>
      {!rule && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('commissions.none')}
        </Typography>
      )}
      <Form
        key={rule?.updatedAt ?? 'new'}
        defaultValues={valuesOf(rule)}
        onSubmit={(values: Record<string, unknown>) => save(values as unknown as Values)}
      >
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
          <SelectInput
            source="basis"
            label={t('commissions.basis')}
            choices={(['invoiced', 'paid'] as const).map((id) => ({
              id,
              name: t(`commissions.bases.${id}`),
            }))}
            validate={required()}
            fullWidth={false}
            sx={{ minWidth: 320 }}
          />
          <NumberInput
            source="defaultRate"
            label={t('commissions.defaultRate')}
            validate={RATE}
            step={0.5}
            sx={{ width: 180 }}
          />
        </Stack>
        <ArrayInput source="typologyRates" label={t('commissions.typologyRates')}>
          <SimpleFormIterator inline disableReordering>
            <SelectInput
              source="typology"
              label={t('commissions.typology')}
              choices={choices(CLIENT_TYPOLOGIES)}
              validate={required()}
              fullWidth={false}
              sx={{ minWidth: 240 }}
            />
            <NumberInput source="rate" label={t('commissions.rate')} validate={RATE} sx={{ width: 140 }} />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="productRates" label={t('commissions.productRates')}>
          <SimpleFormIterator inline disableReordering>
            <ReferenceInput source="productId" reference="products">
              <AutocompleteInput
                label={t('commissions.product')}
                optionText="name"
                validate={required()}
                sx={{ minWidth: 280 }}
              />
            </ReferenceInput>
            <NumberInput source="rate" label={t('commissions.rate')} validate={RATE} sx={{ width: 140 }} />
          </SimpleFormIterator>
        </ArrayInput>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={creating || updating} data-commissions-save>
            {t('commissions.save')}
          </Button>
          {rule && (
            <Button
              color="error"
              onClick={() =>
                remove(
                  'commission-rules',
                  { id: rule.id, previousData: rule },
                  done(t('commissions.removed')),
                )
              }
              data-commissions-remove
            >
              {t('commissions.remove')}
            </Button>
          )}
        </Stack>
      </Form>
    </Panel>
  );
}
