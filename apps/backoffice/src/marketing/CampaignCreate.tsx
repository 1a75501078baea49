import { rules } from '@cuvee/kernel';
import {
  AutocompleteArrayInput,
  Create,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Schemas } from '@cuvee/api-client';
import { PageHeader } from '../common/PageHeader';
import { showListError, showSuccess } from '../common/notices';
import { useRules } from '../forms/validators';
import { useT } from '../i18n';
import { useListLabel, type CampaignRecord } from './marketing-shared';

type CampaignForm = Schemas['MarketingCampaignInputDto'];

/** What POST /v1/marketing/campaigns takes: a field left empty is the model's or the settings'. */
function toCampaignInput(form: CampaignForm): CampaignForm {
  return Object.fromEntries(
    Object.entries(form).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  ) as CampaignForm;
}

/**
 * /dashboard/crm/campaigns/add (createCampaign): a draft campaign — a model, the lists it goes to (each
 * with the clients it would reach), its subject and sender — then its page, where it is sent or
 * scheduled.
 */
export default function CampaignCreate() {
  const t = useT();
  const navigate = useNavigate();
  const validate = useRules();
  const listLabel = useListLabel();
  const width = { width: 600, maxWidth: '100%' };
  return (
    <>
      <PageHeader title={t('marketing.menu.addCampaign')} />
      <Create
        resource="marketing/campaigns"
        title={t('marketing.menu.addCampaign')}
        transform={toCampaignInput}
        mutationOptions={{
          onSuccess: (campaign: CampaignRecord) => {
            showSuccess(t('marketing.messages.campaignCreated'));
            navigate(`/dashboard/crm/campaigns/${campaign.id}`);
          },
          onError: showListError,
        }}
      >
        <SimpleForm>
          <TextInput
            source="name"
            label={t('marketing.fields.name')}
            validate={validate(rules.needed)}
            sx={width}
          />
          <ReferenceInput
            source="modelId"
            reference="marketing/models"
            sort={{ field: 'name', order: 'ASC' }}
          >
            <SelectInput
              label={t('marketing.fields.model')}
              optionText="name"
              validate={validate(rules.needed)}
              sx={width}
            />
          </ReferenceInput>
          <ReferenceArrayInput
            source="listIds"
            reference="marketing/lists"
            sort={{ field: 'name', order: 'ASC' }}
          >
            <AutocompleteArrayInput label={t('marketing.fields.lists')} optionText={listLabel} sx={width} />
          </ReferenceArrayInput>
          <TextInput
            source="subject"
            label={t('marketing.fields.subject')}
            helperText={t('marketing.messages.subjectHint')}
            sx={width}
          />
          <TextInput
            source="senderName"
            label={t('marketing.fields.senderName')}
            helperText={t('marketing.messages.senderHint')}
            sx={width}
          />
          <TextInput
            source="senderEmail"
            label={t('marketing.fields.senderEmail')}
            helperText={t('marketing.messages.senderHint')}
            sx={width}
          />
        </SimpleForm>
      </Create>
    </>
  );
}
