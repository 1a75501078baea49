import Box from '@mui/material/Box';
import { BooleanInput, Edit, SimpleForm } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AgentCommissions } from '../commissions/AgentCommissions';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { MemberIdentity, ReportsToInput, useCanOpen, type TeamMember } from '../team/team-fields';

/**
 * /dashboard/agents/:id: block an agent in the shop or change their manager (PUT /v1/shop-agents/:id),
 * and set their commission rules.
 */
export default function AgentEdit() {
  const t = useT();
  const { id } = useParams();
  const editable = useCanOpen()('/dashboard/agents/add');
  return (
    <>
      <PageHeader title={t('agents.editTitle')} />
      <Edit
        mutationMode="pessimistic"
        title={t('agents.editTitle')}
        redirect="list"
        transform={(data: TeamMember) => ({
          blocked: data.blocked,
          reportsToUserId: data.reportsToUserId ?? null,
        })}
      >
        <SimpleForm toolbar={editable ? undefined : false}>
          <MemberIdentity />
          <BooleanInput source="blocked" helperText={t('team.blockedHelp')} disabled={!editable} />
          {editable && <ReportsToInput />}
        </SimpleForm>
      </Edit>
      {id && (
        <Box sx={{ mt: 2 }}>
          <AgentCommissions agentId={Number(id)} />
        </Box>
      )}
    </>
  );
}
