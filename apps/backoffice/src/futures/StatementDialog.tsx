import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useGetOne } from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { useBackofficeData } from '../api/custom-methods';
import { saveFile } from '../billing/document-files';
import { useMoney } from '../common/formats';
import { useT } from '../i18n';
import { FuturesStatusChip } from './futures-shared';

type Statement = Schemas['StatementDto'];

/**
 * A client's primeur statement, opened from a subscription: their subscriptions across campaigns with
 * the deposit paid, what is still due and the bottles delivered or to come; its PDF to download.
 */
export function StatementButton({ clientId }: { clientId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('futures.statement.open')}
      </Button>
      {open && <StatementDialog clientId={clientId} onClose={() => setOpen(false)} />}
    </>
  );
}

function StatementDialog({ clientId, onClose }: { clientId: number; onClose: () => void }) {
  const t = useT();
  const money = useMoney();
  const data = useBackofficeData();
  const { data: statement } = useGetOne<Statement>('primeur-statements', { id: clientId });
  const download = useMutation({
    mutationFn: () => data.primeurStatementPdf(clientId),
    onSuccess: saveFile,
  });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-statement>
      <DialogTitle>{t('futures.statement.title', { name: statement?.clientName ?? '' })}</DialogTitle>
      <DialogContent>
        {!statement ? (
          <Loading />
        ) : (
          <>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('futures.fields.number')}</TableCell>
                  <TableCell>{t('futures.statement.campaign')}</TableCell>
                  <TableCell align="right">{t('futures.fields.quantity')}</TableCell>
                  <TableCell>{t('futures.fields.status')}</TableCell>
                  <TableCell align="right">{t('futures.statement.priceTtc')}</TableCell>
                  <TableCell align="right">{t('futures.statement.depositPaid')}</TableCell>
                  <TableCell align="right">{t('futures.statement.balanceDue')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {statement.lines.map((line) => (
                  <TableRow key={line.subscriptionId}>
                    <TableCell>{line.number}</TableCell>
                    <TableCell>
                      {line.campaignName}
                      <Typography variant="body2" color="text.secondary">
                        {line.label}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell>
                      <FuturesStatusChip status={line.status} />
                    </TableCell>
                    <TableCell align="right">{money(line.priceTtc)}</TableCell>
                    <TableCell align="right">{money(line.depositPaid)}</TableCell>
                    <TableCell align="right">{money(line.balanceDue)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography sx={{ mt: 2 }} align="right" data-statement-totals>
              {t('futures.statement.depositsPaid')} : {money(statement.depositsPaid)} ·{' '}
              {t('futures.statement.balancesDue')} : {money(statement.balancesDue)} ·{' '}
              {t('futures.statement.delivered')} : {statement.bottlesDelivered} ·{' '}
              {t('futures.statement.toDeliver')} : {statement.bottlesToDeliver}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={download.isPending} onClick={() => download.mutate()}>
          {t('futures.statement.pdf')}
        </Button>
        <Button onClick={onClose}>{t('futures.statement.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
