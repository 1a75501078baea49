import { Box, Text } from 'ink';
import type { OperationsMessages } from '../operations-messages.js';

export interface ProgressView {
  progress: number;
  processedRows: number;
  totalRows: number | null;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  dryRun: boolean;
}

const WIDTH = 30;

/** A bar of `WIDTH` cells for a percentage: "██████░░░░…". */
export function progressBar(percent: number): string {
  const full = Math.round((Math.max(0, Math.min(100, percent)) * WIDTH) / 100);
  return '█'.repeat(full) + '░'.repeat(WIDTH - full);
}

/** One plain line per step, for logs and cron jobs (no TTY): "42 % 4200/10000 ligne(s) — …". */
export function progressLine(view: ProgressView, messages: OperationsMessages): string {
  return `${view.progress} % ${messages.progress(view.processedRows, view.totalRows)} — ${messages.counts(view, view.dryRun)}`;
}

/** The live progress of an import in a terminal: the bar, the rows read and the counts so far. */
export function ImportProgress({ view, messages }: { view: ProgressView; messages: OperationsMessages }) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="cyan">{progressBar(view.progress)}</Text> {String(view.progress).padStart(3)} %{' '}
        <Text color="gray">{messages.progress(view.processedRows, view.totalRows)}</Text>
      </Text>
      <Text color={view.failed ? 'yellow' : 'green'}>{messages.counts(view, view.dryRun)}</Text>
    </Box>
  );
}
