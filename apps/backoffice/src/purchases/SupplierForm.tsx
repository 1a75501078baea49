import { SelectArrayInput, SelectInput, TextInput, required } from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { useT } from '../i18n';
import { usePaymentTermChoices, useSupplyChoices } from './purchases-shared';

const WIDE = { width: 420, maxWidth: '100%' };

/** A supplier's inputs, the same when it is created and when it is edited. */
export function SupplierFields() {
  const t = useT();
  return (
    <>
      <TextInput source="name" label={t('purchases.fields.name')} validate={required()} sx={WIDE} />
      <TextInput source="siret" label={t('purchases.fields.siret')} sx={WIDE} />
      <TextInput source="vatNumber" label={t('purchases.fields.vatNumber')} sx={WIDE} />
      <TextInput source="contactName" label={t('purchases.fields.contactName')} sx={WIDE} />
      <TextInput source="email" label={t('purchases.fields.email')} sx={WIDE} />
      <TextInput source="phone" label={t('purchases.fields.phone')} sx={WIDE} />
      <TextInput source="street" label={t('purchases.fields.street')} sx={WIDE} />
      <TextInput source="zipcode" label={t('purchases.fields.zipcode')} sx={{ width: 200 }} />
      <TextInput source="city" label={t('purchases.fields.city')} sx={WIDE} />
      <SelectInput
        source="paymentTerms"
        label={t('purchases.fields.paymentTerms')}
        choices={usePaymentTermChoices()}
        sx={WIDE}
      />
      <TextInput source="accountingCode" label={t('purchases.fields.accountingCode')} sx={{ width: 200 }} />
      <SelectArrayInput
        source="supplies"
        label={t('purchases.fields.supplies')}
        choices={useSupplyChoices()}
        sx={WIDE}
      />
      <TextInput source="notes" label={t('purchases.fields.notes')} multiline sx={WIDE} />
    </>
  );
}

/** What PUT /v1/suppliers/{id} takes of the record the form holds (the API refuses unknown fields). */
export function toSupplierInput(record: Schemas['SupplierDto']): Schemas['SupplierInputDto'] {
  const { name, siret, vatNumber, contactName, email, phone, street, zipcode, city, country } = record;
  const { paymentTerms, accountingCode, supplies, notes } = record;
  return {
    name,
    siret,
    vatNumber,
    contactName,
    email,
    phone,
    street,
    zipcode,
    city,
    country,
    paymentTerms,
    accountingCode,
    supplies,
    notes,
  };
}
