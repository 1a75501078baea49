import { FunctionField, TextField } from 'react-admin';
import { EmptyList } from '../common/EmptyList';
import { useDateTime } from '../common/formats';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { MarketingListPage, modelPath, type ModelRecord } from './marketing-shared';

/** /dashboard/crm/models (campaigns module): the email models, standard or advanced; a row opens its editor. */
export default function Models() {
  const t = useT();
  const date = useDateTime();
  const kinds = (['standard', 'advanced'] as const).map((id) => ({ id, name: t(`marketing.kinds.${id}`) }));
  return (
    <MarketingListPage
      resource="models"
      title={t('marketing.menu.models')}
      choice={{ source: 'kind', label: t('marketing.fields.kind'), choices: kinds }}
      pages={[
        { to: '/dashboard/crm/models/advanced', label: t('marketing.menu.addAdvancedModel') },
        { to: '/dashboard/crm/models/add', label: t('marketing.menu.addModel'), main: true },
      ]}
      sort={{ field: 'updatedAt', order: 'DESC' }}
    >
      <ResponsiveList<ModelRecord>
        rowClick={(_id, _resource, model) => modelPath(model as ModelRecord)}
        empty={
          <EmptyList
            nothingYet={t('marketing.messages.noModels')}
            create={{ to: '/dashboard/crm/models/add', label: t('marketing.menu.addModel') }}
          />
        }
        mobile={{
          primaryText: (model) => model.name,
          secondaryText: (model) => `${t(`marketing.kinds.${model.kind}`)} · ${model.subject}`,
        }}
      >
        <TextField source="name" label={t('marketing.fields.name')} />
        <FunctionField<ModelRecord>
          source="kind"
          label={t('marketing.fields.kind')}
          sortable={false}
          render={(model) => t(`marketing.kinds.${model.kind}`)}
        />
        <TextField source="subject" label={t('marketing.fields.subject')} sortable={false} />
        <FunctionField<ModelRecord>
          source="updatedAt"
          label={t('marketing.fields.updatedAt')}
          render={(model) => date(model.updatedAt)}
        />
      </ResponsiveList>
    </MarketingListPage>
  );
}
