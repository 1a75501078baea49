import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EXCISE_DUTY_TYPES,
  FORMAT_TYPES,
  GRAPE_VARIETIES,
  PACKINGS,
  PRODUCT_COLOURS,
  PRODUCT_KINDS,
  PRODUCT_LABELS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  UNITS,
  VAT_TYPES,
} from '@cuvee/kernel';
import {
  AddItemButton,
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  DateInput,
  NumberInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
} from 'react-admin';
import { useChoices } from '../crm/crm-shared';
import { useT } from '../i18n';
import { DecimalInput } from '../common/DecimalInput';
import { VisualsInput } from '../common/VisualsInput';
import { useTypologies } from './catalogue-shared';
import { ProductToolbar } from './ProductToolbar';

/*
 * The product form of /dashboard/products/add and /dashboard/products/{id}: general data, formats with
 * their base price, quantity tiers, per-typology visibility and price and promotions, vintages with their
 * legal data, the e-label (ingredients, allergens, nutrition) and pictures.
 */

const wide = { width: 480, maxWidth: '100%' };
const narrow = { width: 200 };

const PROMOTION_ACTIVATIONS = [
  'always',
  'minProduct',
  'minPrice',
  'minProductOrder',
  'minPriceOrder',
] as const;
const NUTRIENTS = [
  'energyKcal',
  'energyKj',
  'fat',
  'saturatedFat',
  'carbohydrates',
  'sugars',
  'proteins',
  'salt',
] as const;

function TiersInput({ source }: { source: string }) {
  const t = useT();
  return (
    <ArrayInput source={source} label={t('catalogue.fields.tiers')}>
      <SimpleFormIterator
        inline
        disableReordering
        addButton={<AddItemButton label={t('catalogue.actions.addTier')} />}
      >
        <NumberInput
          source="threshold"
          label={t('catalogue.fields.threshold')}
          min={1}
          step={1}
          validate={required()}
          sx={narrow}
        />
        <DecimalInput
          source="price"
          label={t('catalogue.fields.tierPrice')}
          money
          validate={required()}
          sx={narrow}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function FormatsInput() {
  const t = useT();
  const choices = useChoices();
  const typologies = useTypologies();
  return (
    <ArrayInput source="formats" label={t('catalogue.fields.formats')}>
      <SimpleFormIterator
        fullWidth
        disableReordering
        addButton={<AddItemButton label={t('catalogue.actions.addFormat')} />}
        sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', pb: 2 } }}
      >
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
          <SelectInput
            source="container"
            label={t('catalogue.fields.container')}
            defaultValue="bottle"
            choices={choices(FORMAT_TYPES)}
            validate={required()}
            sx={narrow}
          />
          <SelectInput
            source="unity"
            label={t('catalogue.fields.unity')}
            defaultValue="litre"
            choices={choices(UNITS)}
            validate={required()}
            sx={narrow}
          />
          <DecimalInput
            source="unityValue"
            label={t('catalogue.fields.unityValue')}
            min={0}
            validate={required()}
            sx={narrow}
          />
          <DecimalInput
            source="eq75"
            label={t('catalogue.fields.eq75')}
            min={0}
            validate={required()}
            sx={narrow}
          />
          <DecimalInput
            source="price"
            label={t('catalogue.fields.price')}
            money
            validate={required()}
            sx={narrow}
          />
        </Stack>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
          <SelectInput
            source="packing"
            label={t('catalogue.fields.packing')}
            choices={choices(PACKINGS)}
            emptyText="—"
            sx={narrow}
          />
          <NumberInput
            source="packingQuantity"
            label={t('catalogue.fields.packingQuantity')}
            min={1}
            step={1}
            sx={narrow}
          />
          <DecimalInput source="weight" label={t('catalogue.fields.weight')} min={0} sx={narrow} />
          <TextInput source="ean" label={t('catalogue.fields.ean')} sx={narrow} />
        </Stack>
        <TiersInput source="discountPrice" />
        <Typography variant="subtitle2">{t('catalogue.fields.typologyPrices')}</Typography>
        {typologies.map((typology) => (
          <Stack key={typology.id} direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography sx={{ width: 160 }}>{typology.name}</Typography>
            <BooleanInput
              source={`typologies.${typology.id}.visible`}
              label={t('catalogue.fields.visible')}
              defaultValue
              helperText={false}
            />
            <DecimalInput
              source={`typologies.${typology.id}.price`}
              label={t('catalogue.fields.typologyPrice')}
              money
              sx={{ width: 280 }}
              helperText={false}
            />
          </Stack>
        ))}
        <ArrayInput source="promotions" label={t('catalogue.fields.promotions')}>
          <SimpleFormIterator
            inline
            disableReordering
            addButton={<AddItemButton label={t('catalogue.actions.addPromotion')} />}
          >
            <TextInput source="name" label={t('catalogue.fields.promoName')} sx={narrow} />
            <SelectInput
              source="type"
              label={t('catalogue.fields.promoType')}
              validate={required()}
              sx={narrow}
              choices={[
                { id: 'percent', name: t('catalogue.promoTypes.percent') },
                { id: 'amount', name: t('catalogue.promoTypes.amount') },
              ]}
            />
            <DecimalInput
              source="amount"
              label={t('catalogue.fields.amount')}
              min={0}
              validate={required()}
              sx={narrow}
            />
            <SelectInput
              source="activation"
              label={t('catalogue.fields.activation')}
              validate={required()}
              sx={{ width: 280 }}
              choices={PROMOTION_ACTIVATIONS.map((key) => ({
                id: key,
                name: t(`catalogue.activations.${key}`),
              }))}
            />
            <DecimalInput
              source="threshold"
              label={t('catalogue.fields.promoThreshold')}
              min={0}
              sx={narrow}
            />
            <DateInput source="start" label={t('catalogue.fields.start')} sx={narrow} />
            <DateInput source="end" label={t('catalogue.fields.end')} sx={narrow} />
          </SimpleFormIterator>
        </ArrayInput>
        <VisualsInput source="visuals" label={t('catalogue.fields.visuals')} uploadPath="/v1/visuals" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function VintagesInput() {
  const t = useT();
  const choices = useChoices();
  return (
    <ArrayInput source="vintages" label={t('catalogue.fields.vintages')}>
      <SimpleFormIterator
        inline
        disableReordering
        addButton={<AddItemButton label={t('catalogue.actions.addVintage')} />}
      >
        <TextInput
          source="name"
          label={t('catalogue.fields.vintageName')}
          validate={required()}
          sx={narrow}
        />
        <DecimalInput
          source="advanced.alcohol"
          label={t('catalogue.fields.vintageAlcohol')}
          min={0}
          max={100}
          sx={narrow}
        />
        <SelectInput
          source="legal.typeDA"
          label={t('catalogue.fields.typeDA')}
          choices={choices(EXCISE_DUTY_TYPES)}
          sx={{ width: 280 }}
        />
        <TextInput source="legal.da" label={t('catalogue.fields.da')} sx={narrow} />
        <TextInput source="legal.css" label={t('catalogue.fields.css')} sx={narrow} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

export function ProductForm() {
  const t = useT();
  const choices = useChoices();
  return (
    <TabbedForm
      // The tabs stay out of the URL: /dashboard/products/add and /{id} are the kernel's paths.
      syncWithLocation={false}
      toolbar={<ProductToolbar />}
      defaultValues={{
        productType: 'bottle',
        vatType: 'standard',
        status: 'online',
        formats: [],
        vintages: [],
      }}
    >
      <TabbedForm.Tab label={t('catalogue.tabs.general')}>
        <TextInput source="name" label={t('catalogue.fields.name')} validate={required()} sx={wide} />
        <TextInput source="precision" label={t('catalogue.fields.precision')} sx={wide} />
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
          <SelectInput
            source="productType"
            label={t('catalogue.fields.productType')}
            choices={choices(PRODUCT_KINDS)}
            validate={required()}
            sx={narrow}
          />
          <SelectInput
            source="type"
            label={t('catalogue.fields.type')}
            choices={choices(PRODUCT_TYPES)}
            emptyText="—"
            sx={narrow}
          />
          <SelectInput
            source="color"
            label={t('catalogue.fields.color')}
            choices={choices(PRODUCT_COLOURS)}
            emptyText="—"
            sx={narrow}
          />
          <SelectInput
            source="status"
            label={t('catalogue.fields.status')}
            choices={choices(PRODUCT_STATUSES)}
            validate={required()}
            sx={narrow}
          />
          <SelectInput
            source="vatType"
            label={t('catalogue.fields.vatType')}
            validate={required()}
            sx={narrow}
            choices={VAT_TYPES.map((key) => ({ id: key, name: t(`catalogue.vat.${key}`) }))}
          />
        </Stack>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
          <TextInput source="appellation" label={t('catalogue.fields.appellation')} sx={{ width: 300 }} />
          <TextInput source="gamme" label={t('catalogue.fields.gamme')} sx={narrow} />
          <TextInput source="alcohol" label={t('catalogue.fields.alcohol')} sx={narrow} />
        </Stack>
        <AutocompleteArrayInput
          source="grapes"
          label={t('catalogue.fields.grapes')}
          choices={choices(GRAPE_VARIETIES)}
          sx={wide}
        />
        <SelectArrayInput
          source="labels"
          label={t('catalogue.fields.labels')}
          choices={choices(PRODUCT_LABELS)}
          sx={wide}
        />
        <TextInput
          source="description"
          label={t('catalogue.fields.description')}
          multiline
          minRows={3}
          sx={{ width: 640, maxWidth: '100%' }}
        />
        <Stack direction="row" spacing={2} alignItems="center">
          <BooleanInput source="wrapping" label={t('catalogue.fields.wrapping')} />
          <DecimalInput
            source="wrappingPrice"
            label={t('catalogue.fields.wrappingPrice')}
            money
            sx={narrow}
          />
        </Stack>
        <VisualsInput source="visuals" label={t('catalogue.fields.visuals')} uploadPath="/v1/visuals" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t('catalogue.tabs.formats')}>
        <FormatsInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t('catalogue.tabs.vintages')}>
        <VintagesInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t('catalogue.tabs.nutrition')}>
        <TextInput
          source="ingredients.fr"
          label={t('catalogue.fields.ingredients')}
          multiline
          sx={{ width: 640, maxWidth: '100%' }}
        />
        <TextInput
          source="allergens.fr"
          label={t('catalogue.fields.allergens')}
          sx={{ width: 640, maxWidth: '100%' }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('catalogue.fields.nutritionHint')}
        </Typography>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
          {NUTRIENTS.map((key) => (
            <DecimalInput
              key={key}
              source={`nutrition.${key}`}
              label={t(`catalogue.fields.${key}`)}
              min={0}
              sx={narrow}
            />
          ))}
        </Stack>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
