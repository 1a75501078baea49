import Chip from '@mui/material/Chip';
import { dataUrlOf } from '@cuvee/ui';
import { useT } from '../i18n';

export type JobStatus = 'pending' | 'processing' | 'completed' | 'reverted' | 'error';

const COLOURS: Record<JobStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  pending: 'default',
  processing: 'info',
  completed: 'success',
  reverted: 'warning',
  error: 'error',
};

/** An import's or export's status (docs/imports-exports.md) as a coloured chip. */
export function StatusChip({ status }: { status: JobStatus }) {
  const t = useT();
  return <Chip size="small" color={COLOURS[status]} label={t(`jobs.statuses.${status}`)} />;
}

/** Still moving: the screen keeps polling. */
export const isRunning = (status: JobStatus) => status === 'pending' || status === 'processing';

/** Reads a picked file as base64 (what POST /v1/imports takes). */
export async function base64Of(file: File): Promise<string> {
  return (await dataUrlOf(file)).replace(/^data:[^,]*,/, '');
}
