import { lazy } from 'react';
import { Route } from 'react-router-dom';

const AgentList = lazy(() => import('./List'));
const AgentEdit = lazy(() => import('./Edit'));
const AgentCreate = lazy(() => import('./Create'));
// The commissions report, also reached from the agents (same page as /dashboard/analytics/commissions).
const CommissionsReport = lazy(() => import('../analytics/CommissionsReport'));

/** The sales agents of the shop (page /dashboard/agents, agents module). */
export const agents = {
  name: 'dashboard/agents',
  list: AgentList,
  edit: AgentEdit,
  recordRepresentation: (member: { firstname: string; lastname: string }) =>
    `${member.firstname} ${member.lastname}`,
  routes: [
    <Route key="add" path="add" element={<AgentCreate />} />,
    <Route key="find" path="find" element={<AgentCreate />} />,
    <Route key="analytics" path="analytics" element={<CommissionsReport />} />,
  ],
  paths: [
    '/dashboard/agents',
    '/dashboard/agents/:id',
    '/dashboard/agents/add',
    '/dashboard/agents/find',
    '/dashboard/agents/analytics',
  ],
};
