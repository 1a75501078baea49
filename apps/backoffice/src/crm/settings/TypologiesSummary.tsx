import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '../../common/Panel';
import { useT } from '../../i18n';
import { useAuthenticated } from '../../session/use-session';

/** One typology and how many clients it prices: a page of one, whose total the typology index counts. */
function TypologyLine({ typology, name }: { typology: string; name: string }) {
  const t = useT();
  const { total } = useGetList('clients', {
    filter: { typology },
    pagination: { page: 1, perPage: 1 },
    meta: { quiet: true },
  });
  return (
    <ListItem disableGutters divider data-typology={typology}>
      <ListItemText
        primary={name}
        secondary={total === undefined ? '…' : t('crm.settings.clientCount', { count: total })}
      />
    </ListItem>
  );
}

/** The shop's client typologies, read only here: they are edited in the "typos" section (price lists). */
export function TypologiesSummary() {
  const t = useT();
  const { shop } = useAuthenticated();
  return (
    <Panel
      title={t('crm.settings.typologies')}
      hint={t('crm.settings.typologiesHint')}
      actions={
        <Button component={RouterLink} to="/dashboard/settings?link=typos" size="small">
          {t('crm.settings.editTypologies')}
        </Button>
      }
      data-crm-typologies
    >
      <List dense disablePadding>
        {Object.entries(shop?.typologies ?? {}).map(([key, typology]) => (
          <TypologyLine key={key} typology={key} name={typology.name} />
        ))}
      </List>
    </Panel>
  );
}
