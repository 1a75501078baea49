import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { activeIntegrations, INTEGRATIONS, shopPagePath, type MenuItem } from '@cuvee/kernel';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { useGetList } from 'react-admin';
import { MyFigures } from '../agents/AgentFigures';
import { presetPeriod } from '../analytics/period';
import { SalesAtAGlance } from '../analytics/SalesAtAGlance';
import { Figure } from '../common/Figure';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { menuLinks } from '../layout/menu-model';
import { useUnseenCount } from '../layout/notifications-data';
import { TodayVisits } from '../orders/TodayVisits';
import { TourClients } from '../orders/TourClients';
import { MenuIcon } from '../layout/menu-icons';
import { SignUpQrCode } from '../layout/MobileBottomBar';
import { linkProps } from '../routing/links';
import { useAgentMode } from '../session/agent-mode';
import { useAuthenticated, useGuardUser, useLabel, useMenu } from '../session/use-session';
import { useCanOpen } from '../team/team-fields';
import { NeedsAction } from './NeedsAction';

function Section({ title, children, name }: { title: string; children: ReactNode; name: string }) {
  return (
    <Box component="section" sx={{ mb: 4 }} data-dashboard-section={name}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
} as const;

/** The head of every dashboard: the user's greeting; the tab and the phone header read "Tableau de bord". */
function Greeting(props: Omit<ComponentProps<typeof PageHeader>, 'title' | 'tabTitle'>) {
  const t = useT();
  const { user } = useAuthenticated();
  return (
    <PageHeader
      title={t('dashboard.hello', { name: user.firstname || user.username })}
      tabTitle={t('layout.dashboard')}
      help="first-steps"
      {...props}
    />
  );
}

/** The total of a team list (a page of one row), or null while unknown or not shown. */
function useTotal(resource: 'dashboard/collaborators' | 'dashboard/agents', enabled: boolean): number | null {
  const { total } = useGetList(
    resource,
    { pagination: { page: 1, perPage: 1 }, meta: { quiet: true } },
    { enabled },
  );
  return enabled ? (total ?? null) : null;
}

/** The quick-create buttons of the user's menu, as big buttons. */
function QuickActions({ menu }: { menu: readonly MenuItem[] }) {
  const label = useLabel();
  const actions = menuLinks(menu).flatMap(({ item }) => (item.kind === 'link' && item.create ? [item] : []));
  if (actions.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {actions.map((item) => (
        <Button
          key={item.key}
          variant="outlined"
          startIcon={<AddCircleOutlineIcon />}
          {...linkProps(item.create!.path)}
          data-quick-action={item.key}
        >
          {label(item.label)}
        </Button>
      ))}
    </Box>
  );
}

/**
 * The seller dashboard (owners and collaborators): first what needs action (NeedsAction), then the
 * team, the quick actions, the other figures (unseen notifications, modules) and the shop's sign-up QR
 * code.
 */
function SellerDashboard() {
  const t = useT();
  const { user, shop } = useAuthenticated();
  const guardUser = useGuardUser();
  const menu = useMenu();
  const canOpen = useCanOpen();
  const seeCollaborators = canOpen('/dashboard/collaborators');
  const seeAgents = canOpen('/dashboard/agents');
  const figures = {
    collaborators: useTotal('dashboard/collaborators', seeCollaborators),
    agents: useTotal('dashboard/agents', seeAgents),
    unseen: useUnseenCount(),
  };

  const modules = activeIntegrations(shop?.integrations);
  const shopPath = guardUser ? shopPagePath(guardUser) : null;

  return (
    <>
      <Greeting
        subtitle={shop ? `${shop.name} · ${t('dashboard.shopCode', { code: shop.code })}` : undefined}
        badges={
          shop && (
            <Chip
              color={shop.online ? 'primary' : 'default'}
              label={shop.online ? t('dashboard.online') : t('dashboard.offline')}
              data-shop-online={shop.online}
            />
          )
        }
        actions={
          shopPath && (
            <Button
              variant="contained"
              {...linkProps(shopPath)}
              startIcon={<MenuIcon name="onlineShop" fontSize="small" />}
            >
              {t('dashboard.seeShop')}
            </Button>
          )
        }
      />

      <NeedsAction />

      {(seeCollaborators || seeAgents) && (
        <Section title={t('dashboard.team')} name="team">
          <Box sx={GRID}>
            {seeCollaborators && (
              <Figure
                name="collaborators"
                label={t('dashboard.collaborators')}
                value={figures.collaborators}
                to="/dashboard/collaborators"
              />
            )}
            {seeAgents && (
              <Figure
                name="agents"
                label={t('dashboard.agents')}
                value={figures.agents}
                to="/dashboard/agents"
              />
            )}
          </Box>
        </Section>
      )}

      {canOpen('/dashboard/analytics/sells') && (
        <Section title={t('dashboard.invoicedThisMonth')} name="invoiced-this-month">
          <SalesAtAGlance />
        </Section>
      )}

      <Section title={t('dashboard.quickActions')} name="quick-actions">
        <QuickActions menu={menu} />
      </Section>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Section title={t('dashboard.figures')} name="figures">
          <Box sx={GRID}>
            <Figure name="unseen" label={t('dashboard.unseen')} value={figures.unseen} />
            <Figure
              name="modules"
              label={t('dashboard.modules')}
              value={`${modules.length} / ${INTEGRATIONS.length}`}
              to={user.role === 'owner' ? '/dashboard/settings?link=integrations' : undefined}
            />
          </Box>
        </Section>
        {shop && (
          <Section title={t('dashboard.signUpTitle')} name="signup">
            <Card variant="outlined">
              <CardContent>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {t('dashboard.signUpText')}
                </Typography>
                <SignUpQrCode shopCode={shop.code} size={160} />
              </CardContent>
            </Card>
          </Section>
        )}
      </Box>
    </>
  );
}

/**
 * Agents: their figures of the month and the shops they work for; "Mode tournée" gives their visits of
 * the day first, then big buttons for the visit at hand and their clients, each with a quick new order.
 */
function AgentDashboard() {
  const t = useT();
  const label = useLabel();
  const { user, membership } = useAuthenticated();
  const menu = useMenu();
  const [mode] = useAgentMode();
  const thisMonth = useMemo(() => presetPeriod('thisMonth', new Date()), []);
  const links = menuLinks(menu).flatMap(({ item }) =>
    item.kind === 'link' && item.key !== 'dashboard' ? [item] : [],
  );
  return (
    <>
      <Greeting
        subtitle={
          <Box component="span" data-agent-dashboard={mode}>
            {mode === 'tour' ? t('dashboard.tourIntro') : t('dashboard.agentIntro')}
            {membership ? ` · ${membership.name}` : ''}
          </Box>
        }
      />
      {mode === 'tour' ? (
        <>
          <TodayVisits />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
            {links.map((item) => (
              <Button
                key={item.key}
                variant="contained"
                size="large"
                {...linkProps(item.path)}
                sx={{ py: 3, flexDirection: 'column', gap: 1 }}
                data-tour-action={item.key}
              >
                <MenuIcon name={item.key} />
                {label(item.label)}
              </Button>
            ))}
          </Box>
          <TourClients />
        </>
      ) : (
        <>
          {/* The API refuses the figures (a 403 ends the session) when the shop has either module off. */}
          {membership?.integrations.includes('analytics') && membership.integrations.includes('agents') && (
            <MyFigures agentId={user.id} period={thisMonth} />
          )}
          <Section title={t('dashboard.shops')} name="shops">
            <Box sx={GRID}>
              {user.shops.map((shop) => (
                <Card key={shop.id} variant="outlined">
                  <CardContent>
                    <Typography sx={{ fontWeight: 700 }}>{shop.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('dashboard.shopCode', { code: shop.code })}
                    </Typography>
                    {shop.blocked && (
                      <Chip size="small" color="error" label={t('team.blocked')} sx={{ mt: 1 }} />
                    )}
                  </CardContent>
                </Card>
              ))}
            </Box>
          </Section>
        </>
      )}
    </>
  );
}

/** Buyers: their orders, reservations and producers. */
function BuyerDashboard() {
  const label = useLabel();
  const menu = useMenu();
  const links = menuLinks(menu).flatMap(({ item }) =>
    item.kind === 'link' && item.key !== 'dashboard' ? [item] : [],
  );
  return (
    <>
      <Greeting />
      <Box sx={GRID}>
        {links.map((item) => (
          <Button
            key={item.key}
            variant="outlined"
            size="large"
            {...linkProps(item.path)}
            sx={{ py: 2.5, gap: 1 }}
          >
            <MenuIcon name={item.key} />
            {label(item.label)}
          </Button>
        ))}
      </Box>
    </>
  );
}

/** /dashboard: each role's home, titled with its greeting. */
export default function Dashboard() {
  const { user } = useAuthenticated();
  if (user.role === 'agent') return <AgentDashboard />;
  if (user.role === 'buyer') return <BuyerDashboard />;
  return <SellerDashboard />;
}
