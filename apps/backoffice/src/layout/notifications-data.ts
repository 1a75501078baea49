import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBackofficeData } from '../api/custom-methods';
import { useSession } from '../session/use-session';

const UNSEEN = ['notifications', 'unseen'] as const;

/** The user's unseen notifications count, shared by the header's bell and the dashboard. */
export function useUnseenCount(): number | null {
  const data = useBackofficeData();
  const state = useSession();
  const userId = state.status === 'authenticated' ? state.user.id : null;
  const { data: unseen } = useQuery({
    // Per user: switching accounts counts again.
    queryKey: [...UNSEEN, userId],
    queryFn: () => data.unseenNotifications(),
    enabled: userId !== null,
  });
  return unseen ?? null;
}

/** Marks notifications seen, then refreshes the lists and counts that show them. */
export function useMarkSeen() {
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => data.markNotificationsSeen(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
