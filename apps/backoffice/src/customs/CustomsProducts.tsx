import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import {
  AutocompleteInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useRefresh,
} from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { Panel } from '../common/Panel';
import { showSuccess } from '../common/notices';
import { useT, type TextKey } from '../i18n';
import { CRD_CATEGORIES, CrdColorInput, useChoices } from './customs-shared';

type CustomsProduct = Schemas['CustomsProductDto'];

/** The duty-rate keys of the dated table a customs product may name. */
const DUTY_KEYS = ['stillWine', 'sparklingWine', 'intermediateProtected', 'intermediate', 'spirits'];

/** The fields of a customs product: its label and codes, strength, duty keys, CRD category and colour. */
export function CustomsProductFields({ creating }: { creating: boolean }) {
  const t = useT();
  const choices = useChoices();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} width="100%" flexWrap="wrap" useFlexGap>
      {creating && (
        <ReferenceInput source="productId" reference="products">
          <AutocompleteInput
            label={t('customs.products.product')}
            optionText="name"
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
            sx={{ minWidth: 240 }}
          />
        </ReferenceInput>
      )}
      <TextInput source="label" label={t('customs.products.label')} validate={required()} />
      <TextInput source="inaoCode" label={t('customs.products.inaoCode')} />
      <NumberInput source="alcohol" label={t('customs.products.alcohol')} min={0} max={100} step={0.1} />
      <SelectInput
        source="da"
        label={t('customs.products.da')}
        choices={DUTY_KEYS.map((id) => ({ id, name: id }))}
      />
      <SelectInput
        source="crdCategory"
        label={t('customs.crd.category')}
        choices={choices(CRD_CATEGORIES, 'customs.crdCategories')}
        validate={required()}
      />
      <CrdColorInput
        source="crdColor"
        categorySource="crdCategory"
        helperText={t('customs.products.colorHint')}
      />
    </Stack>
  );
}

/**
 * The fiscal identity of the shop's products, as the DRM declares them: the list, a row's form when it
 * is picked, a new one for a product without (the "product without a customs product" anomaly).
 */
export function CustomsProducts() {
  const t = useT();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const saved = {
    onSuccess: () => {
      showSuccess(t('customs.products.saved'));
      setEditing(null);
      refresh();
    },
  };
  return (
    <Panel
      title={t('customs.products.title')}
      hint={t('customs.products.hint')}
      actions={<Button onClick={() => setEditing('new')}>{t('customs.products.add')}</Button>}
      data-customs-products
    >
      {editing === 'new' && (
        <Create resource="customs-products" mutationOptions={saved} redirect={false} title=" ">
          <SimpleForm defaultValues={{ crdCategory: 'T', da: 'stillWine' }}>
            <CustomsProductFields creating />
          </SimpleForm>
        </Create>
      )}
      {typeof editing === 'number' && (
        <Edit
          resource="customs-products"
          id={editing}
          mutationMode="pessimistic"
          mutationOptions={saved}
          redirect={false}
          title=" "
        >
          <SimpleForm>
            <CustomsProductFields creating={false} />
          </SimpleForm>
        </Edit>
      )}
      <List
        resource="customs-products"
        sort={{ field: 'label', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={false}
        storeKey="customs.products"
        disableSyncWithLocation
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={(id) => {
            setEditing(Number(id));
            return false;
          }}
        >
          <TextField source="label" label={t('customs.products.label')} />
          <TextField
            source="inaoCode"
            label={t('customs.products.inaoCode')}
            emptyText="—"
            sortable={false}
          />
          <TextField source="alcohol" label={t('customs.products.alcohol')} emptyText="—" sortable={false} />
          <TextField source="da" label={t('customs.products.da')} emptyText="—" sortable={false} />
          <FunctionField<CustomsProduct>
            label={t('customs.crd.category')}
            render={(r) => t(`customs.crdCategories.${r.crdCategory}` as TextKey)}
          />
          <FunctionField<CustomsProduct>
            label={t('customs.crd.color')}
            render={(r) => t(`customs.crdColors.${r.crdColor}` as TextKey)}
          />
        </Datagrid>
      </List>
    </Panel>
  );
}
