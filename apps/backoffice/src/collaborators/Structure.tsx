import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { ROLE_LABELS, type Role } from '@cuvee/kernel';
import { Loading, useGetOne } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { fullName } from '../team/team-fields';

type Node = Schemas['StructureNodeDto'];

function Branch({ node, depth }: { node: Node; depth: number }) {
  const locale = useLocale();
  const t = useT();
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', ml: depth === 0 ? 0 : 3, mt: 1 }}
      data-structure-node={node.id}
    >
      <Paper
        variant="outlined"
        sx={{ p: 1.25, display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography sx={{ fontWeight: 700 }}>{fullName(node)}</Typography>
        <Chip
          size="small"
          label={ROLE_LABELS[node.role as Role][locale]}
          color={node.role === 'owner' ? 'primary' : 'default'}
        />
        {node.blocked && <Chip size="small" color="error" label={t('team.blocked')} />}
      </Paper>
      {node.children.length > 0 && (
        <Box component="ul" sx={{ p: 0, m: 0, borderLeft: 2, borderColor: 'divider', ml: 2 }}>
          {node.children.map((child) => (
            <Branch key={child.id} node={child} depth={depth + 1} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** /dashboard/collaborators/structure: who reports to whom (GET /v1/collaborators/structure). */
export default function CollaboratorStructure() {
  const t = useT();
  // The structure is the collaborators resource's "structure" record: GET /v1/collaborators/structure.
  // (its id is the owner's, a number: the answer is typed once the record is here).
  const root = useGetOne('dashboard/collaborators', { id: 'structure' }).data as Node | undefined;
  return (
    <Box>
      <PageHeader title={t('collaborators.structure')} />
      {root ? (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          <Branch node={root} depth={0} />
        </Box>
      ) : (
        <Loading />
      )}
    </Box>
  );
}
