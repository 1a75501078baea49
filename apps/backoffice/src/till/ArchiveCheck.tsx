import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useBackofficeData } from '../api/custom-methods';
import { useT } from '../i18n';
import { base64Of } from '../jobs/job-status';

type Verdict = Schemas['ArchiveVerificationDto'];

/**
 * "Vérifier une archive": a period's zip, downloaded from the till, sent to the API, which checks it as
 * `cuvee till verify --archive` does; the verdict names every problem. A refusal (not a zip, too big)
 * is in the snackbars.
 */
export function ArchiveCheck() {
  const t = useT();
  const data = useBackofficeData();
  const input = useRef<HTMLInputElement>(null);
  const check = useMutation({
    mutationFn: async (file: File): Promise<{ file: string; verdict: Verdict }> => ({
      file: file.name,
      verdict: await data.verifyTillArchive(await base64Of(file)),
    }),
  });
  const result = check.data;

  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        hidden
        data-archive-file
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) check.mutate(file);
        }}
      />
      <Button
        variant="outlined"
        disabled={check.isPending}
        onClick={() => input.current?.click()}
        data-check-archive
      >
        {t('till.archive.check')}
      </Button>
      <Typography variant="caption" sx={{ ml: 1 }}>
        {t('till.archive.help')}
      </Typography>
      {result &&
        (result.verdict.ok ? (
          <Alert severity="success" sx={{ mt: 1 }} data-archive-verdict="ok">
            {t('till.archive.ok', {
              key: result.verdict.closureKey ?? '',
              point: result.verdict.salesPointName ?? '',
              from: result.verdict.fromSequence ?? 0,
              to: result.verdict.toSequence ?? 0,
            })}
          </Alert>
        ) : (
          <Alert severity="error" sx={{ mt: 1 }} data-archive-verdict="problems">
            {t('till.archive.problems', { count: result.verdict.problems.length, file: result.file })}
            {result.verdict.problems.map((problem, index) => (
              <Typography key={index} variant="body2" data-archive-problem={problem.kind}>
                {problem.message}
              </Typography>
            ))}
          </Alert>
        ))}
    </Box>
  );
}
