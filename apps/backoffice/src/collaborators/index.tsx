import { lazy } from 'react';
import { Route } from 'react-router-dom';

const CollaboratorList = lazy(() => import('./List'));
const CollaboratorEdit = lazy(() => import('./Edit'));
const CollaboratorCreate = lazy(() => import('./Create'));
const CollaboratorStructure = lazy(() => import('./Structure'));

/**
 * The collaborators resource (page /dashboard/collaborators, iam module). The creation page is the
 * route table's /add, not react-admin's /create; the route guard applies the policy of each path.
 */
export const collaborators = {
  name: 'dashboard/collaborators',
  list: CollaboratorList,
  edit: CollaboratorEdit,
  recordRepresentation: (member: { firstname: string; lastname: string }) =>
    `${member.firstname} ${member.lastname}`,
  routes: [
    <Route key="add" path="add" element={<CollaboratorCreate />} />,
    <Route key="structure" path="structure" element={<CollaboratorStructure />} />,
  ],
  /** The policy paths this resource draws (the others get a "coming soon" page). */
  paths: [
    '/dashboard/collaborators',
    '/dashboard/collaborators/:id',
    '/dashboard/collaborators/add',
    '/dashboard/collaborators/structure',
  ],
};
