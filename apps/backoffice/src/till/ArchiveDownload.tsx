import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBackofficeData } from '../api/custom-methods';
import { showError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { saveBlob } from '@cuvee/ui';

/**
 * "Archive de la période" after a closure: the API builds the signed zip in a job (its progress
 * polled and shown), then the file is downloaded.
 */
export function ArchiveDownload({ pointId, sequence }: { pointId: number; sequence: number }) {
  const t = useT();
  const data = useBackofficeData();
  const [building, setBuilding] = useState(false);
  const download = useMutation({
    mutationFn: () => data.tillArchive(pointId, sequence),
    onSuccess: ({ blob, fileName }) => {
      saveBlob(blob, fileName);
      showSuccess(t('till.archive.saved', { file: fileName }));
    },
  });
  const start = useMutation({
    mutationFn: () => data.buildTillArchive(pointId, sequence),
    onSuccess: (build) => (build.status === 'completed' ? download.mutate() : setBuilding(true)),
  });
  const progress = useQuery({
    queryKey: ['till-archive-build', pointId, sequence],
    queryFn: () => data.tillArchiveBuild(pointId, sequence),
    enabled: building,
    refetchInterval: 500,
  });
  const build = building ? progress.data : undefined;
  const { mutate: fetchArchive } = download;
  useEffect(() => {
    if (build?.status === 'completed') {
      setBuilding(false);
      fetchArchive();
    } else if (build?.status === 'failed') {
      setBuilding(false);
      showError(t('till.archive.failed', { error: build.error ?? '' }));
    }
  }, [build?.status, build?.error, fetchArchive, t]);

  return (
    <Box sx={{ mt: 1 }}>
      <Button
        variant="outlined"
        disabled={building || start.isPending || download.isPending}
        onClick={() => start.mutate()}
        data-build-archive={sequence}
      >
        {t('till.archive.build')}
      </Button>
      {building && (
        <Box sx={{ mt: 1 }} data-archive-progress={build?.progress ?? 0}>
          <Typography variant="caption">
            {t('till.archive.building', { progress: build?.progress ?? 0 })}
          </Typography>
          <LinearProgress variant="determinate" value={build?.progress ?? 0} />
        </Box>
      )}
    </Box>
  );
}
