import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HEADER_HEIGHT } from '@cuvee/kernel';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useIsSmall } from '../common/use-is-small';
import { useT } from '../i18n';
import { useAuthenticated } from '../session/use-session';
import { ConversationList } from './ConversationList';
import { NewConversation } from './NewConversation';
import { Thread } from './Thread';

/**
 * /tickets (owners, collaborators who see all messages) and /admin/tickets (admins, the support
 * inbox): the conversations on the left, the chosen thread on the right; on a phone one at a time.
 * The chosen conversation is in the address (`?conversation=<id>`), the link the mails carry.
 */
export default function TicketsPage() {
  const t = useT();
  const small = useIsSmall();
  const { user } = useAuthenticated();
  const supportInbox = user.role === 'admin';
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const selected = Number(params.get('conversation')) || null;
  const select = (id: number | null) =>
    setParams(id === null ? {} : { conversation: String(id) }, { replace: selected !== null });

  const list = <ConversationList selected={selected} onSelect={select} supportInbox={supportInbox} />;
  const thread = selected ? (
    <Thread key={selected} id={selected} />
  ) : (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 4 }}>
      <Typography color="text.secondary">{t('messaging.pick')}</Typography>
    </Box>
  );

  return (
    <Box data-tickets={supportInbox ? 'support' : 'shop'}>
      <PageHeader
        title={supportInbox ? t('messaging.supportTitle') : t('messaging.title')}
        actions={
          !supportInbox && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('messaging.new')}
            </Button>
          )
        }
      />
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          // The inbox fills the screen under the header; each column scrolls on its own.
          height: `calc(100vh - ${HEADER_HEIGHT + 140}px)`,
          minHeight: 420,
          overflow: 'hidden',
        }}
      >
        {small ? (
          selected ? (
            <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
              <Button
                startIcon={<ArrowBackIcon />}
                onClick={() => select(null)}
                sx={{ alignSelf: 'flex-start', m: 1 }}
              >
                {t('layout.back')}
              </Button>
              <Box sx={{ flex: 1, minHeight: 0 }}>{thread}</Box>
            </Box>
          ) : (
            <Box sx={{ flex: 1, minWidth: 0 }}>{list}</Box>
          )
        ) : (
          <>
            <Box sx={{ width: 340, flex: 'none', borderRight: 1, borderColor: 'divider' }}>{list}</Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>{thread}</Box>
          </>
        )}
      </Paper>
      <NewConversation
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(conversation) => {
          setCreating(false);
          select(conversation.id);
        }}
      />
    </Box>
  );
}
