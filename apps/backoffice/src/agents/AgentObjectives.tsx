import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { linkProps } from '../routing/links';
import { useCanOpen } from '../team/team-fields';
import { REPORTS_PATH, useReport, useReportAddress } from '../analytics/analytics-data';
import { ProgressCell, useInUnit, useNames } from '../analytics/objective-parts';
import { NothingToShow, ReportBody } from '../analytics/report-parts';

const OBJECTIVES_PATH = `${REPORTS_PATH}/objectives`;

/**
 * The agent's page « Objectifs »: their objectives meeting the page's period, each with what was done
 * and its progress against a steady pace. Only for who may open the objectives (the API's 403 would end
 * the session).
 */
export function AgentObjectives({ agentId }: { agentId: number }) {
  return useCanOpen()(OBJECTIVES_PATH) ? <AgentObjectivesPanel agentId={agentId} /> : null;
}

function AgentObjectivesPanel({ agentId }: { agentId: number }) {
  const t = useT();
  const names = useNames();
  const inUnit = useInUnit();
  const { period } = useReportAddress();
  const result = useReport('objectives', { from: period.from, to: period.to, agentId: String(agentId) });
  return (
    <Panel
      title={t('agentPage.objectives.title')}
      hint={t('agentPage.objectives.hint')}
      data-agent-objectives
    >
      <ReportBody result={result}>
        {(answer) =>
          answer.objectives.length === 0 ? (
            <NothingToShow>{t('agentPage.objectives.none')}</NothingToShow>
          ) : (
            <Stack spacing={2}>
              {answer.objectives.map((objective) => (
                <Stack
                  key={objective.id}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 0.5, sm: 2 }}
                  alignItems={{ sm: 'center' }}
                  data-agent-objective={objective.id}
                >
                  <Typography sx={{ flex: 1, minWidth: 0 }}>
                    {names.measure(objective)} · {names.period(objective)}
                    <Typography component="span" color="text.secondary">
                      {' '}
                      — {inUnit(objective, objective.actual)} / {inUnit(objective, objective.target)}
                    </Typography>
                  </Typography>
                  <Stack sx={{ width: { xs: '100%', sm: 320 } }}>
                    <ProgressCell row={objective} />
                  </Stack>
                </Stack>
              ))}
            </Stack>
          )
        }
      </ReportBody>
      <Button size="small" sx={{ mt: 1 }} {...linkProps(OBJECTIVES_PATH)}>
        {t('agentPage.objectives.manage')}
      </Button>
    </Panel>
  );
}
