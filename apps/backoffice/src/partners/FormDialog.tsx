import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';
import { useIsSmall } from '../common/use-is-small';
import { useT } from '../i18n';

interface FormDialogProps {
  title: string;
  /** The submit button's text. */
  submit: string;
  /** The request is on its way: the submit button waits. */
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  maxWidth: 'sm' | 'md';
  children: ReactNode;
  /** data-* attributes the browser tests find the dialog by. */
  [data: `data-${string}`]: string | boolean | undefined;
}

/**
 * A form in a dialog (full screen on a phone): its fields scroll between the title and the buttons,
 * which stay in sight however long the form is.
 */
export function FormDialog({
  title,
  submit,
  pending,
  onSubmit,
  onClose,
  maxWidth,
  children,
  ...data
}: FormDialogProps) {
  const t = useT();
  const small = useIsSmall();
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={onClose} fullScreen={small} maxWidth={maxWidth} fullWidth {...data}>
      <Box
        component="form"
        onSubmit={send}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
