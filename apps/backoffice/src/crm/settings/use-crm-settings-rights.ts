import { hasPermission } from '@cuvee/kernel';
import { useGuardUser } from '../../session/use-session';

/** Whether the caller may change the CRM settings: the API asks createClient (owners hold every permission). */
export function useCanEditCrmSettings(): boolean {
  const user = useGuardUser();
  return user !== null && user.role !== 'agent' && hasPermission(user.access, 'createClient');
}
