import { FIRST_PROSPECT_STAGE } from '@cuvee/kernel';
import { Create } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { ClientForm, toClientInput } from './ClientForm';
import { ignore } from './crm-shared';

/**
 * /dashboard/clients/add (createClient): a private client; `?isPro=true` a professional, `?pipe=Prospect` a
 * prospect. Saved, it opens on its 360° page.
 */
export default function ClientCreate() {
  const t = useT();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const isPro = query.get('isPro') === 'true';
  const prospect = query.get('pipe') === FIRST_PROSPECT_STAGE;
  const title = t(prospect ? 'crm.clients.addProspect' : isPro ? 'crm.clients.addPro' : 'crm.clients.add');
  return (
    <>
      <PageHeader title={title} />
      <Create
        resource="clients"
        title={title}
        transform={toClientInput}
        redirect={false}
        // The HTTP layer already shows the API's message (a 409 lists the duplicates): no second one.
        mutationOptions={{
          onSuccess: (client: { id: number }) => navigate(`/dashboard/clients/${client.id}`),
          onError: ignore,
        }}
      >
        <ClientForm
          defaultValues={{
            isPro: isPro || prospect,
            typology: isPro || prospect ? 'otherPro' : 'public',
            pipe: prospect ? FIRST_PROSPECT_STAGE : null,
            marketingConsent: false,
            tags: [],
            billingAddress: null,
          }}
        />
      </Create>
    </>
  );
}
