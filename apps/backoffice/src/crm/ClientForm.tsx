import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import {
  CIVILITIES,
  CLIENT_TYPOLOGIES,
  optional,
  PAYMENT_DELAYS,
  PAYMENT_TYPES,
  phoneNumber,
  postalFor,
  PROSPECT_STAGES,
  rules,
  vatNumber,
} from '@cuvee/kernel';
import { useEffect, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  type Validator,
} from 'react-admin';
import { useRules } from '../forms/validators';
import { useT } from '../i18n';
import { quietApi } from '../services';
import { memberName, tagsInput, useChoices, useSeesAll, useTeam } from './crm-shared';
import { CustomFieldInputs } from './custom-field-inputs';

export type ClientRecord = Schemas['ClientDto'];
type ClientInput = Schemas['UpdateClientDto'];

/** What the form may send (the API refuses unknown fields; react-admin hands back the whole record). */
const INPUT_FIELDS = [
  'isPro',
  'civility',
  'firstname',
  'lastname',
  'businessName',
  'businessReason',
  'email',
  'phone',
  'mobile',
  'siret',
  'vatNumber',
  'exciseNumber',
  'typology',
  'tags',
  'contacts',
  'billingAddress',
  'deliveryAddress',
  'notes',
  'paymentDelay',
  'paymentType',
  'accountingCode',
  'agentId',
  'marketingConsent',
  'pipe',
  'customFields',
  'allowDuplicate',
] as const satisfies readonly (keyof ClientInput)[];

const ADDRESS_FIELDS = [
  'name',
  'street',
  'street2',
  'zipcode',
  'city',
  'country',
  'phone',
  'email',
  'exciseNumber',
  'mountain',
];
const CONTACT_FIELDS = ['firstname', 'lastname', 'role', 'email', 'phone'];

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

function pick(source: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((field) => field in source).map((field) => [field, blankToNull(source[field])]),
  );
}

/** An address nobody filled in is no address (the API would ask for its street, zipcode, city). */
function addressOf(value: unknown): Record<string, unknown> | null {
  if (!value || typeof value !== 'object') return null;
  const address = pick(value as Record<string, unknown>, ADDRESS_FIELDS);
  if (!address.street && !address.zipcode && !address.city) return null;
  return { ...address, country: address.country ?? 'FR', mountain: address.mountain === true };
}

/** The form's values as the API takes them: known fields only, blanks as null, empty addresses dropped. */
export function toClientInput(values: Record<string, unknown>): ClientInput {
  const input = pick(values, INPUT_FIELDS);
  input.billingAddress = addressOf(values.billingAddress);
  input.deliveryAddress = addressOf(values.deliveryAddress);
  input.contacts = Array.isArray(values.contacts)
    ? values.contacts.map((contact) => pick(contact as Record<string, unknown>, CONTACT_FIELDS))
    : undefined;
  if (input.contacts === undefined) delete input.contacts;
  if (input.allowDuplicate !== true) delete input.allowDuplicate;
  // Custom fields: a blank input clears its value (the API takes null).
  if (input.customFields && typeof input.customFields === 'object') {
    input.customFields = Object.fromEntries(
      Object.entries(input.customFields).map(([key, value]) => [key, blankToNull(value)]),
    );
  }
  for (const flag of ['isPro', 'marketingConsent'] as const) input[flag] = input[flag] === true;
  return input as ClientInput;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ width: '100%', maxWidth: 720, mb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', '& > *': { flex: '1 1 200px' } } as const;

/**
 * Warns while typing when the email, SIRET or phone is already a client's of the shop
 * (GET /v1/clients/duplicates); the API refuses such a client with 409 unless allowDuplicate is ticked.
 */
function DuplicateWarning({ excludeId }: { excludeId?: number }) {
  const t = useT();
  const [email, siret, phone, mobile] = useWatch({ name: ['email', 'siret', 'phone', 'mobile'] }) as (
    string | null
  )[];
  const [found, setFound] = useState<Schemas['DuplicateDto'][]>([]);
  useEffect(() => {
    const query = Object.fromEntries(
      Object.entries({ email, siret, phone, mobile }).filter(
        ([, value]) => typeof value === 'string' && value.trim().length > 3,
      ),
    );
    if (Object.keys(query).length === 0) {
      setFound([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void quietApi
        .GET('/v1/clients/duplicates', {
          params: { query: { ...query, ...(excludeId ? { excludeId } : {}) } },
        })
        .then(({ data }) => live && setFound(data ?? []));
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [email, siret, phone, mobile, excludeId]);
  if (found.length === 0) return null;
  const fieldNames = (fields: string[]) =>
    fields.map((field) => t(`crm.form.duplicateFields.${field as 'email' | 'siret' | 'phone'}`)).join(', ');
  return (
    <Alert severity="warning" sx={{ width: '100%', maxWidth: 720, my: 1 }} data-duplicates>
      <strong>{t('crm.form.duplicates')}</strong>
      {found.map((duplicate, index) => (
        <div key={index}>
          {duplicate.clientId !== null ? (
            <a href={`/dashboard/clients/${duplicate.clientId}`}>
              {t('crm.form.duplicateOf', {
                fields: fieldNames(duplicate.fields),
                name: duplicate.displayName,
              })}
            </a>
          ) : (
            t('crm.form.duplicateHidden', { fields: fieldNames(duplicate.fields) })
          )}
        </div>
      ))}
      <BooleanInput source="allowDuplicate" label={t('crm.fields.allowDuplicate')} helperText={false} />
    </Alert>
  );
}

/** The postal code of an address, checked in its country's format (the API does the same). */
function usePostal(): (prefix: string) => Validator {
  const validate = useRules();
  return (prefix) => (value: unknown, values: Record<string, unknown>) => {
    const country = ((values[prefix] ?? {}) as { country?: string | null }).country || 'FR';
    return validate(optional(postalFor(country)))[0]!(value, values, {});
  };
}

function AddressInputs({ prefix }: { prefix: 'billingAddress' | 'deliveryAddress' }) {
  const t = useT();
  const postal = usePostal();
  return (
    <>
      <TextInput source={`${prefix}.street`} label={t('crm.fields.street')} fullWidth helperText={false} />
      <Box sx={row}>
        <TextInput
          source={`${prefix}.zipcode`}
          label={t('crm.fields.zipcode')}
          validate={postal(prefix)}
          helperText={false}
        />
        <TextInput source={`${prefix}.city`} label={t('crm.fields.city')} helperText={false} />
        <TextInput source={`${prefix}.country`} label={t('crm.fields.country')} helperText={false} />
      </Box>
      <BooleanInput source={`${prefix}.mountain`} label={t('crm.fields.mountain')} helperText={false} />
    </>
  );
}

/** The client form of /dashboard/clients/add and of the 360° page's edit tab. */
export function ClientForm({
  defaultValues,
  excludeId,
}: {
  defaultValues?: Partial<ClientRecord>;
  excludeId?: number;
}) {
  const t = useT();
  const validate = useRules();
  const choices = useChoices();
  const seesAll = useSeesAll('seeAllClient');
  const team = useTeam(seesAll);
  return (
    // Errors show on the fields themselves (the kernel texts): no extra "invalid form" notice.
    <SimpleForm defaultValues={defaultValues} sx={{ maxWidth: 760 }} disableInvalidFormNotification>
      <Section title={t('crm.form.identity')}>
        <BooleanInput source="isPro" label={t('crm.fields.isPro')} helperText={false} />
        <Box sx={row}>
          <SelectInput
            source="civility"
            label={t('crm.fields.civility')}
            choices={choices(CIVILITIES)}
            emptyText="—"
            helperText={false}
          />
          <TextInput source="firstname" label={t('crm.fields.firstname')} helperText={false} />
          <TextInput source="lastname" label={t('crm.fields.lastname')} helperText={false} />
        </Box>
        <FormDataConsumer>
          {({ formData }) =>
            formData.isPro ? (
              <>
                <Box sx={row}>
                  <TextInput source="businessName" label={t('crm.fields.businessName')} helperText={false} />
                  <TextInput
                    source="businessReason"
                    label={t('crm.fields.businessReason')}
                    helperText={false}
                  />
                </Box>
                <Box sx={row}>
                  <TextInput
                    source="siret"
                    label={t('crm.fields.siret')}
                    validate={validate(optional(rules.siret))}
                    helperText={false}
                  />
                  <TextInput
                    source="vatNumber"
                    label={t('crm.fields.vatNumber')}
                    validate={validate(optional(vatNumber))}
                    helperText={false}
                  />
                  <TextInput source="exciseNumber" label={t('crm.fields.exciseNumber')} helperText={false} />
                </Box>
              </>
            ) : null
          }
        </FormDataConsumer>
      </Section>
      <Section title={t('crm.form.contact')}>
        <Box sx={row}>
          <TextInput
            source="email"
            label={t('crm.fields.email')}
            type="email"
            validate={validate(optional(rules.email))}
            helperText={false}
          />
          <TextInput
            source="phone"
            label={t('crm.fields.phone')}
            validate={validate(optional(phoneNumber))}
            helperText={false}
          />
          <TextInput
            source="mobile"
            label={t('crm.fields.mobile')}
            validate={validate(rules.telephoneOptional)}
            helperText={false}
          />
        </Box>
      </Section>
      <DuplicateWarning excludeId={excludeId} />
      <Section title={t('crm.form.commercial')}>
        <Box sx={row}>
          <SelectInput
            source="typology"
            label={t('crm.fields.typology')}
            choices={choices(CLIENT_TYPOLOGIES)}
            helperText={false}
          />
          <SelectInput
            source="pipe"
            label={t('crm.fields.pipe')}
            choices={choices(PROSPECT_STAGES)}
            emptyText={t('crm.clients.client')}
            helperText={false}
          />
          {seesAll && (
            <SelectInput
              source="agentId"
              label={t('crm.fields.agentId')}
              choices={team.map((member) => ({ id: member.id, name: memberName(member) }))}
              emptyText={t('crm.clients.nobody')}
              helperText={false}
            />
          )}
        </Box>
        <TextInput
          source="tags"
          label={t('crm.fields.tags')}
          helperText={t('crm.fields.tagsHelp')}
          format={tagsInput.format}
          parse={tagsInput.parse}
          fullWidth
        />
        <Box sx={row}>
          <SelectInput
            source="paymentDelay"
            label={t('crm.fields.paymentDelay')}
            choices={choices(PAYMENT_DELAYS)}
            emptyText="—"
            helperText={false}
          />
          <SelectInput
            source="paymentType"
            label={t('crm.fields.paymentType')}
            choices={choices(PAYMENT_TYPES)}
            emptyText="—"
            helperText={false}
          />
          <TextInput source="accountingCode" label={t('crm.fields.accountingCode')} helperText={false} />
        </Box>
        <BooleanInput source="marketingConsent" label={t('crm.fields.marketingConsent')} helperText={false} />
      </Section>
      <Section title={t('crm.fields.billingAddress')}>
        <AddressInputs prefix="billingAddress" />
      </Section>
      <Section title={t('crm.fields.deliveryAddress')}>
        <AddressInputs prefix="deliveryAddress" />
      </Section>
      <Section title={t('crm.fields.contacts')}>
        <ArrayInput source="contacts" label={false}>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="firstname" label={t('crm.fields.firstname')} helperText={false} />
            <TextInput
              source="lastname"
              label={t('crm.fields.lastname')}
              validate={validate(rules.needed)}
              helperText={false}
            />
            <TextInput source="role" label={t('crm.fields.contactRole')} helperText={false} />
            <TextInput
              source="email"
              label={t('crm.fields.email')}
              validate={validate(optional(rules.email))}
              helperText={false}
            />
            <TextInput
              source="phone"
              label={t('crm.fields.phone')}
              validate={validate(optional(phoneNumber))}
              helperText={false}
            />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
      <CustomFieldInputs />
      <TextInput source="notes" label={t('crm.fields.notes')} multiline minRows={2} fullWidth />
    </SimpleForm>
  );
}
