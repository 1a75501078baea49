import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';

/**
 * A detail page whose record the API does not give — another shop's, a mistyped address, a malformed
 * id: said in words, with the way back to its list, instead of a page that keeps loading.
 */
export function RecordMissing({ backTo }: { backTo: string }) {
  const t = useT();
  return (
    <Alert
      severity="warning"
      sx={{ m: 2 }}
      data-record-missing
      action={
        <Button component={RouterLink} to={backTo} size="small">
          {t('common.backToList')}
        </Button>
      }
    >
      {t('common.recordMissing')}
    </Alert>
  );
}
