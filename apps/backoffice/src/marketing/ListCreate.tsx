import { CLIENT_TYPOLOGIES, FRENCH_DEPARTMENTS, rules } from '@cuvee/kernel';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  FormDataConsumer,
  NullableBooleanInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SelectArrayInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Schemas } from '@cuvee/api-client';
import { PageHeader } from '../common/PageHeader';
import { showListError, showSuccess } from '../common/notices';
import { memberName, tagsInput, useChoices, useTeam } from '../crm/crm-shared';
import { useRules } from '../forms/validators';
import { useT } from '../i18n';
import type { ListFilter, ListRecord } from './marketing-shared';

type ListForm = Schemas['ListInputDto'];

/** What POST /v1/marketing/lists takes: the clients of a static list, the criteria set of a dynamic one. */
function toListInput({ name, kind, clientIds, filter }: ListForm): ListForm {
  if (kind === 'static') return { name, kind, clientIds: clientIds ?? [] };
  const set = Object.entries(filter ?? {}).filter(
    ([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0),
  );
  return { name, kind, filter: Object.fromEntries(set) as ListFilter };
}

/** The criteria of a dynamic list: the CRM's fields the API filters clients on. */
function FilterInputs() {
  const t = useT();
  const choices = useChoices();
  const team = useTeam();
  const width = { width: 420, maxWidth: '100%' };
  return (
    <>
      <SelectArrayInput
        source="filter.typologies"
        label={t('marketing.fields.typologies')}
        choices={choices(CLIENT_TYPOLOGIES)}
        sx={width}
      />
      <AutocompleteArrayInput
        source="filter.departments"
        label={t('marketing.fields.departments')}
        choices={FRENCH_DEPARTMENTS.map((department) => ({
          id: department.key,
          name: `${department.key} ${department.fr}`,
        }))}
        sx={width}
      />
      <TextInput
        source="filter.tags"
        label={t('marketing.fields.tags')}
        helperText={t('marketing.fields.tagsHelp')}
        format={tagsInput.format}
        parse={tagsInput.parse}
        sx={width}
      />
      <SelectArrayInput
        source="filter.agentIds"
        label={t('marketing.fields.agentIds')}
        choices={team.map((member) => ({ id: member.id, name: memberName(member) }))}
        sx={width}
      />
      <NullableBooleanInput source="filter.isPro" label={t('marketing.fields.isPro')} sx={width} />
      <BooleanInput source="filter.withProspects" label={t('marketing.fields.withProspects')} />
    </>
  );
}

/**
 * /dashboard/crm/lists/add (createList): a list of clients, static (chosen one by one; a CSV adds more
 * from its page) or dynamic (criteria on the CRM's fields, counted again at each campaign); then its page.
 */
export default function ListCreate() {
  const t = useT();
  const navigate = useNavigate();
  const validate = useRules();
  return (
    <>
      <PageHeader title={t('marketing.menu.addList')} />
      <Create
        resource="marketing/lists"
        title={t('marketing.menu.addList')}
        transform={toListInput}
        mutationOptions={{
          onSuccess: (list: ListRecord) => {
            showSuccess(t('marketing.messages.listCreated'));
            navigate(`/dashboard/crm/lists/${list.id}`);
          },
          onError: showListError,
        }}
      >
        <SimpleForm defaultValues={{ kind: 'dynamic', filter: {} }}>
          <TextInput
            source="name"
            label={t('marketing.fields.name')}
            validate={validate(rules.needed)}
            sx={{ width: 420, maxWidth: '100%' }}
          />
          <RadioButtonGroupInput
            source="kind"
            label={t('marketing.fields.kind')}
            choices={(['dynamic', 'static'] as const).map((id) => ({ id, name: t(`marketing.kinds.${id}`) }))}
          />
          <FormDataConsumer<ListForm>>
            {({ formData }) =>
              formData.kind === 'static' ? (
                <>
                  <p>{t('marketing.messages.staticHint')}</p>
                  <ReferenceArrayInput source="clientIds" reference="clients">
                    <AutocompleteArrayInput
                      label={t('marketing.fields.clients')}
                      optionText="displayName"
                      sx={{ width: 600, maxWidth: '100%' }}
                    />
                  </ReferenceArrayInput>
                </>
              ) : (
                <>
                  <p>{t('marketing.messages.dynamicHint')}</p>
                  <FilterInputs />
                </>
              )
            }
          </FormDataConsumer>
        </SimpleForm>
      </Create>
    </>
  );
}
