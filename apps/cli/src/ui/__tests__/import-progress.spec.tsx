import { render } from 'ink-testing-library';
import { operationsMessages } from '../../operations-messages.js';
import { ImportProgress, progressBar, progressLine } from '../import-progress.js';

const view = {
  progress: 40,
  processedRows: 4000,
  totalRows: 10000,
  created: 3900,
  updated: 80,
  skipped: 0,
  failed: 20,
  dryRun: false,
};

describe('import progress', () => {
  test('the live view: a bar, the rows read and the counts, in French', () => {
    const { lastFrame } = render(<ImportProgress view={view} messages={operationsMessages('fr')} />);
    expect(lastFrame()).toBe(
      [
        `${'█'.repeat(12)}${'░'.repeat(18)}  40 % 4000/10000 ligne(s)`,
        '3900 créée(s), 80 modifiée(s), 0 inchangée(s), 20 refusée(s)',
      ].join('\n'),
    );
  });

  test('the live view of a dry run, in English', () => {
    const { lastFrame } = render(
      <ImportProgress view={{ ...view, dryRun: true }} messages={operationsMessages('en')} />,
    );
    expect(lastFrame()).toContain('Dry run — 3900 created, 80 updated, 0 unchanged, 20 refused');
  });

  test('the plain line written without a terminal', () => {
    expect(progressLine(view, operationsMessages('fr'))).toBe(
      '40 % 4000/10000 ligne(s) — 3900 créée(s), 80 modifiée(s), 0 inchangée(s), 20 refusée(s)',
    );
    expect(progressBar(0)).toBe('░'.repeat(30));
    expect(progressBar(100)).toBe('█'.repeat(30));
  });
});
