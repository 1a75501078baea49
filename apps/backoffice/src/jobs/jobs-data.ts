import { saveBlob } from '@cuvee/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { GetListResult, RaRecord } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import type { UploadProgress } from '../api/upload';
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

/**
 * The upload of a file to import (POST /v1/imports/files): the mutation, how much went out while it
 * runs, and `cancel`, which stops it and forgets it. Leaving the page stops it too.
 */
export function useImportUpload() {
  const data = useBackofficeData();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const mutation = useMutation({
    mutationFn: ({ kind, file }: { kind: string; file: File }) => {
      running.current = new AbortController();
      setProgress({ sent: 0, total: file.size });
      return data.uploadImportFile(kind, file, { onProgress: setProgress, signal: running.current.signal });
    },
  });
  const cancel = () => {
    running.current?.abort();
    mutation.reset();
  };
  return { ...mutation, progress, cancel };
}

export type ImportUpload = ReturnType<typeof useImportUpload>;

/** Downloads a kind's template, saved under the name the API gives it. */
export function useTemplateDownload() {
  const data = useBackofficeData();
  return useMutation({
    mutationFn: ({ kind, format }: { kind: string; format: 'csv' | 'xlsx' }) =>
      data.importTemplate(kind, format),
    onSuccess: (file) => saveBlob(file.blob, file.name),
  }).mutate;
}
