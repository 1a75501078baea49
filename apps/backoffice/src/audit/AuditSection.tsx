import Typography from '@mui/material/Typography';
import { useT } from '../i18n';
import { AuditEntries } from './AuditEntries';

/** Settings → Journal d'audit (owners): their shop's trail. */
export default function AuditSection() {
  const t = useT();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('audit.help')}
      </Typography>
      <AuditEntries />
    </>
  );
}
