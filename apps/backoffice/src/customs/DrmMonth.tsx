import { saveBlob } from '@cuvee/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useRefresh } from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { intlLocale, parisDateOf } from '@cuvee/kernel';
import { useBackofficeData } from '../api/custom-methods';
import { Panel } from '../common/Panel';
import { useMoney } from '../common/formats';
import { showSuccess } from '../common/notices';
import { useT, type TextKey } from '../i18n';
import { useLocale } from '../session/use-session';
import { DrmStatus } from './Drm';
import { ExitDocuments } from './ExitDocuments';

type Drm = Schemas['DrmDto'];

/** Millilitres as hectolitres, up to the 5 decimals the customs use. */
function useHectolitres(): (ml: number) => string {
  const format = new Intl.NumberFormat(intlLocale(useLocale()), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 5,
  });
  return (ml) => format.format(ml / 100_000);
}

const sumOf = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

/** The movements behind an anomaly, as the ledger page filtered by their ids. */
const movementsLink = (ids: readonly number[]) =>
  `/dashboard/stocks/movements?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`;

/** A month of the DRM page: lines, documents, duties, capsules, anomalies; validate, mark filed, download. */
export function DrmMonth({ month }: { month: string }) {
  const t = useT();
  const money = useMoney();
  const hl = useHectolitres();
  const data = useBackofficeData();
  const refresh = useRefresh();
  const { data: drm, refetch } = useGetOne<Drm & { id: string }>('drm', { id: month });
  const [filedOn, setFiledOn] = useState(parisDateOf(new Date()));
  const done = (text: string) => () => {
    showSuccess(text);
    void refetch();
    refresh();
  };
  const validate = useMutation({
    mutationFn: () => data.validateDrm(month),
    onSuccess: done(t('customs.drm.validated')),
  });
  const submit = useMutation({
    mutationFn: () => data.submitDrm(month, filedOn),
    onSuccess: done(t('customs.drm.submittedDone')),
  });
  const download = async (format: 'xml' | 'csv' | 'pdf') => {
    saveBlob(await data.drmFile(month, format), `drm-${month}.${format}`);
  };
  if (!drm) return null;
  const blocking = drm.anomalies.filter((anomaly) => anomaly.blocking);
  const category = (key: string) => t(`customs.categories.${key}` as TextKey);
  const flows = (values: Record<string, number>) =>
    Object.entries(values)
      .map(([key, ml]) => `${category(key)} ${hl(ml)}`)
      .join(' · ');

  return (
    <Stack spacing={2} sx={{ mt: 2 }} data-drm-month={month}>
      <Panel
        title={
          <>
            {t('customs.drm.title')} {drm.month} <DrmStatus status={drm.status} />
          </>
        }
        actions={
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {(['xml', 'csv', 'pdf'] as const).map((format) => (
              <Button key={format} size="small" onClick={() => void download(format)} data-download={format}>
                {t('customs.drm.download')} {format.toUpperCase()}
              </Button>
            ))}
          </Stack>
        }
      >
        <Stack spacing={1}>
          {drm.anomalies.length === 0 && <Alert severity="success">{t('customs.drm.noAnomaly')}</Alert>}
          {drm.anomalies.map((anomaly, index) => (
            <Alert key={index} severity={anomaly.blocking ? 'error' : 'info'} data-anomaly={anomaly.code}>
              {t(`customs.anomalyTexts.${anomaly.code}` as TextKey, anomaly.params)}
              {anomaly.movementIds.length > 0 && (
                <>
                  {' — '}
                  <Link component={RouterLink} to={movementsLink(anomaly.movementIds)}>
                    {t('customs.drm.movements')}
                  </Link>
                </>
              )}
            </Alert>
          ))}
          {drm.status === 'draft' && (
            <Button
              variant="contained"
              disabled={blocking.length > 0 || validate.isPending}
              onClick={() => validate.mutate()}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('customs.drm.validate')}
            </Button>
          )}
          {drm.status === 'validated' && (
            <Stack direction="row" spacing={1} alignItems="center">
              <TextField
                type="date"
                size="small"
                label={t('customs.drm.submittedOn')}
                value={filedOn}
                onChange={(e) => setFiledOn(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button variant="contained" disabled={submit.isPending} onClick={() => submit.mutate()}>
                {t('customs.drm.submit')}
              </Button>
            </Stack>
          )}
          {drm.submittedOn && (
            <span>
              {t('customs.drm.submittedOn')} {drm.submittedOn}
            </span>
          )}
        </Stack>
      </Panel>

      <Panel title={t('customs.drm.lines')}>
        {drm.products.length === 0 ? (
          <p>{t('customs.drm.empty')}</p>
        ) : (
          <Table size="small" data-drm-lines>
            <TableHead>
              <TableRow>
                <TableCell>{t('customs.drm.product')}</TableCell>
                <TableCell>{t('customs.drm.regime')}</TableCell>
                <TableCell align="right">{t('customs.drm.opening')}</TableCell>
                <TableCell align="right">{t('customs.drm.entries')}</TableCell>
                <TableCell align="right">{t('customs.drm.exits')}</TableCell>
                <TableCell align="right">{t('customs.drm.closing')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {drm.products.map((line) => (
                <TableRow key={line.key}>
                  <TableCell>{line.label}</TableCell>
                  <TableCell>{t(`customs.regimes.${line.regime}`)}</TableCell>
                  <TableCell align="right">{hl(line.opening)}</TableCell>
                  <TableCell align="right" title={flows(line.entries)}>
                    {hl(sumOf(line.entries))}
                  </TableCell>
                  <TableCell align="right" title={flows(line.exits)}>
                    {hl(sumOf(line.exits))}
                  </TableCell>
                  <TableCell align="right">{hl(line.closing)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Panel>

      {/* Beside the lines they change: the person who fixes the month records its DAE and DSA here. */}
      <ExitDocuments drm={drm} />

      <Panel title={t('customs.drm.dutiesTitle')} hint={drm.dutiesSource}>
        <Table size="small" data-drm-duties>
          <TableBody>
            {drm.duties.map((duty) => (
              <TableRow key={duty.key}>
                <TableCell>{duty.label}</TableCell>
                <TableCell align="right">
                  {hl(duty.baseMl)} {duty.basis}
                </TableCell>
                <TableCell align="right">
                  {money(duty.rateCents)} / {duty.basis}
                </TableCell>
                <TableCell align="right">{money(duty.amountCents)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={3}>
                <strong>{t('customs.drm.total')}</strong>
              </TableCell>
              <TableCell align="right">
                <strong>{money(drm.dutiesCents)}</strong>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Panel>

      <Panel title={t('customs.drm.capsules')}>
        <Table size="small" data-drm-crd>
          <TableBody>
            {drm.crd.map((line) => (
              <TableRow key={line.key}>
                <TableCell>
                  {t(`customs.crdCategories.${line.category}`)} ·{' '}
                  {t(`customs.crdColors.${line.color}` as TextKey)} · {line.centilisation}
                </TableCell>
                <TableCell align="right">{line.opening}</TableCell>
                <TableCell>
                  {[
                    ...Object.entries(line.entries).map(
                      ([k, n]) => `+${n} ${t(`customs.crdKinds.${k}` as TextKey)}`,
                    ),
                    ...Object.entries(line.exits).map(
                      ([k, n]) => `−${n} ${t(`customs.crdKinds.${k}` as TextKey)}`,
                    ),
                  ].join(' · ')}
                </TableCell>
                <TableCell align="right">
                  <strong>{line.closing}</strong>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Panel>
    </Stack>
  );
}
