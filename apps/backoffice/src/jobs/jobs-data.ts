import { useQuery } from '@tanstack/react-query';
import type { GetListResult, RaRecord } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { isRunning, type JobStatus } from './job-status';

/** How often a running import or export is read again. */
export const POLL_MS = 1000;

/** The kinds of data the caller may import (none while they load). */
export function useImportKinds() {
  const data = useBackofficeData();
  return useQuery({ queryKey: ['imports', 'kinds'], queryFn: () => data.importKinds() }).data ?? [];
}

/** The kinds of data the caller may export (none while they load). */
export function useExportKinds() {
  const data = useBackofficeData();
  return useQuery({ queryKey: ['exports', 'kinds'], queryFn: () => data.exportKinds() }).data ?? [];
}

/** A history list's refetch interval: read again while one of its rows' jobs runs. */
export function pollWhileRunning(query: { state: { data?: GetListResult<RaRecord> } }): number | false {
  const rows = query.state.data?.data ?? [];
  return rows.some((row) => isRunning(row['status'] as JobStatus)) ? POLL_MS : false;
}
