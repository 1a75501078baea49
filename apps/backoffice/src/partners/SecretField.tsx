import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { showError, showSuccess } from '../common/notices';
import { useIsSmall } from '../common/use-is-small';
import { useT } from '../i18n';

interface SecretFieldProps {
  label: string;
  secret: string;
  /** Hidden until asked (a secret on a page others may see over one's shoulder). */
  maskable?: boolean;
}

/** A secret to hand to a partner: read-only, in a fixed-width font, with a copy button. */
export function SecretField({ label, secret, maskable = false }: SecretFieldProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(!maskable);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showSuccess(t('partners.secret.copied'));
    } catch {
      // No clipboard (an http page, a refused permission): the text is selected for Ctrl+C.
      setShown(true);
      input.current?.select();
      showError(t('partners.secret.copyFailed'));
    }
  };

  return (
    <TextField
      label={label}
      value={secret}
      type={shown ? 'text' : 'password'}
      fullWidth
      inputRef={input}
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, 'data-secret': true, spellCheck: false },
        input: {
          sx: { fontFamily: 'monospace' },
          endAdornment: (
            <InputAdornment position="end">
              {maskable && (
                <Tooltip title={t(shown ? 'partners.secret.hide' : 'partners.secret.show')}>
                  <IconButton
                    aria-label={t(shown ? 'partners.secret.hide' : 'partners.secret.show')}
                    onClick={() => setShown(!shown)}
                  >
                    {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </Tooltip>
              )}
              <Tooltip title={t('partners.secret.copy')}>
                <IconButton aria-label={t('partners.secret.copy')} onClick={() => void copy()}>
                  <ContentCopyIcon />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface SecretDialogProps {
  title: string;
  /** What the secret is for. */
  text: string;
  /** What happens if it is not copied now. */
  warning: string;
  label: string;
  secret: string;
  done: string;
  onClose: () => void;
}

/**
 * A secret just made, shown in a dialog that only its button closes: a click beside it or Escape must
 * not lose a secret the API will not give again.
 */
export function SecretDialog({ title, text, warning, label, secret, done, onClose }: SecretDialogProps) {
  const small = useIsSmall();
  return (
    <Dialog open fullScreen={small} maxWidth="sm" fullWidth data-secret-dialog>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{text}</Typography>
        <SecretField label={label} secret={secret} />
        <Alert severity="warning" sx={{ mt: 2 }}>
          {warning}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
