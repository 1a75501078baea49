import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import TourOutlined from '@mui/icons-material/TourOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import WineBarOutlined from '@mui/icons-material/WineBarOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { linkProps } from '../routing/links';
import { useCanOpen } from '../team/team-fields';
import { BUILT_REPORTS, REPORT_KEYS, REPORTS_PATH, type ReportKey } from './analytics-data';

const ICONS: Readonly<Record<ReportKey, SvgIconComponent>> = {
  sells: InsightsOutlined,
  clients: GroupsOutlined,
  products: WineBarOutlined,
  budget: AccountBalanceWalletOutlined,
  objectives: FlagOutlined,
  commissions: HandshakeOutlined,
  activities: EventNoteOutlined,
  campaigns: CampaignOutlined,
  reservations: TourOutlined,
  custom: TuneOutlined,
};

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
} as const;

/** A report the user may open: its card opens it. */
function ReportCard({ report }: { report: ReportKey }) {
  const t = useT();
  const Icon = ICONS[report];
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-report-card={report}>
      <CardActionArea {...linkProps(`${REPORTS_PATH}/${report}`)} sx={{ height: '100%', p: 0.5 }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 40,
                height: 40,
                borderRadius: 2,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                flexShrink: 0,
              }}
            >
              <Icon aria-hidden />
            </Box>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {t(`analytics.reports.${report}.title`)}
            </Typography>
            <ChevronRight color="action" aria-hidden />
          </Stack>
          <Typography color="text.secondary">{t(`analytics.reports.${report}.text`)}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A report still to come, said so rather than opened onto a "coming soon" page. */
function SoonCard({ report }: { report: ReportKey }) {
  const t = useT();
  const Icon = ICONS[report];
  return (
    <Card variant="outlined" sx={{ height: '100%', bgcolor: 'background.default' }} data-report-soon={report}>
      <CardContent>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 0.5 }}>
          <Icon color="action" aria-hidden />
          <Typography component="h3" sx={{ fontWeight: 600, flex: 1 }}>
            {t(`analytics.reports.${report}.title`)}
          </Typography>
          <Chip size="small" label={t('analytics.index.soon')} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t(`analytics.reports.${report}.text`)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/analytics (accessAnalytics): a card per report the user may open (the kernel's route
 * policies decide, as for the menus), then those still to come.
 */
export default function ReportsIndex() {
  const t = useT();
  const canOpen = useCanOpen();
  const opens = (report: ReportKey) => canOpen(`${REPORTS_PATH}/${report}`);
  const built = BUILT_REPORTS.filter(opens);
  const soon = REPORT_KEYS.filter((report) => opens(report) && !BUILT_REPORTS.includes(report));
  return (
    <>
      <PageHeader
        title={t('analytics.index.title')}
        subtitle={t('analytics.index.subtitle')}
        help="analytics"
      />
      {built.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 3 }} data-reports-none>
          {t('analytics.index.none')}
        </Typography>
      ) : (
        <Box sx={{ ...GRID, mb: 4 }}>
          {built.map((report) => (
            <ReportCard key={report} report={report} />
          ))}
        </Box>
      )}
      {soon.length > 0 && (
        <Box component="section">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('analytics.index.soonTitle')}
          </Typography>
          <Box sx={GRID}>
            {soon.map((report) => (
              <SoonCard key={report} report={report} />
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
