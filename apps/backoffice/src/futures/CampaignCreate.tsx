import { CLIENT_TYPOLOGIES } from '@cuvee/kernel';
import {
  AutocompleteInput,
  Create,
  DateInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  minValue,
  required,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormatSelect } from '../common/FormatSelect';
import { PageHeader } from '../common/PageHeader';
import { showListError, showSuccess } from '../common/notices';
import { useChoices } from '../crm/crm-shared';
import { useT } from '../i18n';
import { euroInput } from '../purchases/purchases-shared';

interface Values {
  typology?: string;
  quota?: number;
  typologyPrice?: number;
  [field: string]: unknown;
}

/** The form's allocation and typology price become the campaign's first quota and price. */
function campaignBody({ typology, quota, typologyPrice, ...campaign }: Values) {
  return {
    ...campaign,
    prices: typology && typologyPrice ? { [typology]: typologyPrice } : {},
    quotas: typology && quota ? [{ typology, quantity: quota }] : [],
  };
}

/**
 * /dashboard/futures/add (createFutureOrder, futures module) — the named route "future-orders add": a
 * campaign for a vintage not yet bottled, its price, deposit and dates (with the last day a buyer may
 * cancel from the shop), and a typology's allocation.
 */
export default function CampaignCreate() {
  const t = useT();
  const navigate = useNavigate();
  const typologies = useChoices()(CLIENT_TYPOLOGIES);
  return (
    <>
      <PageHeader title={t('futures.menu.addCampaign')} />
      <Create
        resource="primeur-campaigns"
        title={t('futures.menu.addCampaign')}
        transform={(values: Values) => campaignBody(values)}
        mutationOptions={{
          onSuccess: (campaign: { id: number }) => {
            showSuccess(t('futures.messages.created'));
            navigate(`/dashboard/futures/${campaign.id}`);
          },
          onError: showListError,
        }}
      >
        <SimpleForm defaultValues={{ depositPercent: 30, vatRate: 20 }}>
          <TextInput
            source="name"
            label={t('futures.fields.name')}
            validate={required()}
            sx={{ width: 420 }}
          />
          <ReferenceInput source="productId" reference="products">
            <AutocompleteInput
              label={t('futures.fields.product')}
              optionText="name"
              validate={required()}
              sx={{ width: 420 }}
            />
          </ReferenceInput>
          <FormDataConsumer<{ productId?: number }>>
            {({ formData }) => (
              <FormatSelect productId={formData.productId} label={t('futures.fields.format')} />
            )}
          </FormDataConsumer>
          <NumberInput
            source="unitHt"
            label={t('futures.fields.unitHt')}
            validate={[required(), minValue(0.01)]}
            {...euroInput}
          />
          <NumberInput
            source="depositPercent"
            label={t('futures.fields.depositPercent')}
            validate={required()}
          />
          <DateInput source="opensOn" label={t('futures.fields.opensOn')} validate={required()} />
          <DateInput source="closesOn" label={t('futures.fields.closesOn')} validate={required()} />
          <DateInput source="deliveryOn" label={t('futures.fields.deliveryOn')} />
          <DateInput
            source="cancelUntil"
            label={t('futures.fields.cancelUntil')}
            helperText={t('futures.messages.cancelUntilHint')}
          />
          <SelectInput source="typology" label={t('futures.fields.typology')} choices={typologies} />
          <NumberInput source="quota" label={t('futures.fields.quota')} validate={minValue(1)} />
          <NumberInput source="typologyPrice" label={t('futures.fields.typologyPrice')} {...euroInput} />
        </SimpleForm>
      </Create>
    </>
  );
}
