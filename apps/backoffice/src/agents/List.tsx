import { TopToolbar } from 'react-admin';
import { useT } from '../i18n';
import { AddMemberButton, TeamList } from '../team/team-fields';

/** /dashboard/agents: the sales agents linked to the shop (GET /v1/shop-agents). */
export default function AgentList() {
  const t = useT();
  return (
    <TeamList
      title={t('resources.dashboard/agents.name')}
      actions={
        <TopToolbar>
          <AddMemberButton to="/dashboard/agents/add">{t('agents.add')}</AddMemberButton>
        </TopToolbar>
      }
    />
  );
}
