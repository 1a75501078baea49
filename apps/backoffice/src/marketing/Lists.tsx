import { FunctionField, NumberField, TextField } from 'react-admin';
import { EmptyList } from '../common/EmptyList';
import { useDateTime } from '../common/formats';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { MarketingListPage, type ListRecord } from './marketing-shared';

/**
 * /dashboard/crm/lists (campaigns module): the client lists, static or dynamic, each counted now with
 * the clients a campaign would reach of it; paged and searched by the API.
 */
export default function Lists() {
  const t = useT();
  const date = useDateTime();
  const kinds = (['static', 'dynamic'] as const).map((id) => ({ id, name: t(`marketing.kinds.${id}`) }));
  return (
    <MarketingListPage
      resource="lists"
      title={t('marketing.menu.lists')}
      choice={{ source: 'kind', label: t('marketing.fields.kind'), choices: kinds }}
      pages={[{ to: '/dashboard/crm/lists/add', label: t('marketing.menu.addList'), main: true }]}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <ResponsiveList<ListRecord>
        rowClick={(id) => `/dashboard/crm/lists/${id}`}
        empty={
          <EmptyList
            nothingYet={t('marketing.messages.noLists')}
            create={{ to: '/dashboard/crm/lists/add', label: t('marketing.menu.addList') }}
          />
        }
        mobile={{
          primaryText: (list) => list.name,
          secondaryText: (list) =>
            `${t(`marketing.kinds.${list.kind}`)} · ${t('marketing.messages.recipients', { count: list.consenting })}`,
        }}
      >
        <TextField source="name" label={t('marketing.fields.name')} />
        <FunctionField<ListRecord>
          source="kind"
          label={t('marketing.fields.kind')}
          sortable={false}
          render={(list) => t(`marketing.kinds.${list.kind}`)}
        />
        <NumberField source="count" label={t('marketing.fields.count')} sortable={false} />
        <NumberField source="consenting" label={t('marketing.fields.consenting')} sortable={false} />
        <FunctionField<ListRecord>
          source="createdAt"
          label={t('marketing.fields.createdAt')}
          render={(list) => date(list.createdAt, false)}
        />
      </ResponsiveList>
    </MarketingListPage>
  );
}
