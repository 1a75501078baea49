import Box from '@mui/material/Box';
import { isIntegrationActive } from '@cuvee/kernel';
import { BooleanInput, Edit, SimpleForm } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AgentCommissions } from '../commissions/AgentCommissions';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { useGuardUser } from '../session/use-session';
import { MemberIdentity, ReportsToInput, useCanOpen, type TeamMember } from '../team/team-fields';
import { AgentPortfolio, AgentSales } from './AgentFigures';
import { AgentObjectives } from './AgentObjectives';

/**
 * /dashboard/agents/:id, the agent's page: their details (block them in the shop or change their
 * manager, PUT /v1/shop-agents/:id), their sales and portfolio (with the analytics module), their
 * objectives, and their commission rules.
 */
export default function AgentEdit() {
  const t = useT();
  const { id } = useParams();
  const agentId = Number(id);
  const editable = useCanOpen()('/dashboard/agents/add');
  const figures = isIntegrationActive(useGuardUser()?.integrations, 'analytics');
  return (
    <>
      <PageHeader title={t('agents.editTitle')} help="analytics" />
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
      {agentId > 0 && (
        <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
          {figures && <AgentSales agentId={agentId} />}
          {figures && <AgentPortfolio agentId={agentId} />}
          {figures && <AgentObjectives agentId={agentId} />}
          <AgentCommissions agentId={agentId} />
        </Box>
      )}
    </>
  );
}
