import { lazy } from 'react';
import { Route } from 'react-router-dom';

const AgentList = lazy(() => import('./List'));
const AgentEdit = lazy(() => import('./Edit'));
const AgentCreate = lazy(() => import('./Create'));

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
  ],
  paths: ['/dashboard/agents', '/dashboard/agents/:id', '/dashboard/agents/add', '/dashboard/agents/find'],
};
