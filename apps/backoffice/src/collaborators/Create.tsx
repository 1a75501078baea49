import Typography from '@mui/material/Typography';
import { rules } from '@cuvee/kernel';
import { Create, SimpleForm, TextInput } from 'react-admin';
import { useRules } from '../forms/validators';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { ReportsToInput } from '../team/team-fields';
import { PermissionsInput } from './PermissionsEditor';

/**
 * /dashboard/collaborators/add: a new collaborator, invited by email to choose a password
 * (POST /v1/collaborators). New collaborators start with no permission ticked.
 */
export default function CollaboratorCreate() {
  const t = useT();
  const validate = useRules();
  return (
    <>
      <PageHeader title={t('collaborators.add')} />
      <Create
        title={t('collaborators.add')}
        redirect="list"
        transform={(data: Record<string, unknown>) => ({
          ...data,
          reportsToUserId: data.reportsToUserId ?? null,
        })}
      >
        <SimpleForm defaultValues={{ authorizations: {}, reportsToUserId: null }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('collaborators.inviteHelp')}
          </Typography>
          <TextInput
            source="email"
            type="email"
            validate={validate(rules.needed, rules.email)}
            sx={{ maxWidth: 420 }}
          />
          <TextInput
            source="firstname"
            validate={validate(rules.needed, rules.username)}
            sx={{ maxWidth: 420 }}
          />
          <TextInput
            source="lastname"
            validate={validate(rules.needed, rules.username)}
            sx={{ maxWidth: 420 }}
          />
          <TextInput
            source="phone"
            validate={validate(rules.telephoneOptional)}
            sx={{ maxWidth: 420 }}
            parse={(value: string) => value || null}
          />
          <ReportsToInput />
          <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            {t('collaborators.rights')}
          </Typography>
          <PermissionsInput />
        </SimpleForm>
      </Create>
    </>
  );
}
