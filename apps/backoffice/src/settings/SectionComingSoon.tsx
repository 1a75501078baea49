import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n';

/** A settings section whose screen comes with a later issue. */
export function SectionComingSoon() {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-coming-soon="settings">
      <ConstructionOutlinedIcon sx={{ fontSize: 44, color: 'primary.main' }} aria-hidden />
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('comingSoon.text')}
      </Typography>
    </Paper>
  );
}
