import CloseIcon from '@mui/icons-material/Close';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { buildPath, NAMED_ROUTES } from '@cuvee/kernel';
import { useState, type ReactNode } from 'react';
import { useCreate, useGetList } from 'react-admin';
import { useT } from '../i18n';
import { useGo } from '../routing/links';
import { Composer, type Draft } from './Composer';
import { CONVERSATIONS, useRefreshMessaging, type Conversation } from './messaging-data';
import { Thread } from './Thread';

const LATEST = { field: 'lastMessageAt', order: 'DESC' } as const;

/** The dialog's body: the latest support conversation continued, or a first message that opens one. */
function SupportChatBody({ onClose }: { onClose: () => void }) {
  const t = useT();
  const go = useGo();
  const refresh = useRefreshMessaging();
  const [create] = useCreate<Conversation>();
  const { data, isPending } = useGetList<Conversation>(CONVERSATIONS, {
    pagination: { page: 1, perPage: 1 },
    sort: LATEST,
    filter: { kind: 'support' },
  });
  if (isPending) return null;
  const latest = data?.[0];
  if (latest)
    return (
      <>
        <Box sx={{ height: 420, display: 'flex', flexDirection: 'column' }}>
          <Thread id={latest.id} compact />
        </Box>
        <Button
          size="small"
          sx={{ m: 1, alignSelf: 'flex-start' }}
          onClick={() => {
            onClose();
            go(buildPath(NAMED_ROUTES.tickets, {}, { conversation: String(latest.id) }));
          }}
        >
          {t('messaging.chat.all')}
        </Button>
      </>
    );
  const start = (draft: Draft) =>
    create(
      CONVERSATIONS,
      { data: { kind: 'support', subject: t('messaging.chat.subject'), aboutType: 'free', ...draft } },
      { returnPromise: true },
    ).then(() => refresh());
  return (
    <Box sx={{ p: 2 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('messaging.chat.intro')}
      </Typography>
      <Composer onSend={start} autoFocus />
    </Box>
  );
}

/**
 * The support chat: a floating button (or the trigger `button` draws, the mobile bottom bar's "Aide")
 * opening a small dialog where the user writes to Cuvée's support, continuing their latest support
 * conversation if they have one.
 */
export function SupportChat({ button }: { button?: (onClick: () => void) => ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      {button ? (
        button(() => setOpen(true))
      ) : (
        <Fab
          color="primary"
          aria-label={t('messaging.chat.open')}
          onClick={() => setOpen(true)}
          sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1050 }}
          data-support-chat
        >
          <SupportAgentOutlinedIcon />
        </Fab>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="support-chat-title"
        slotProps={{ paper: { sx: { position: 'fixed', right: 16, bottom: 16, m: 0 } } }}
        data-support-dialog
      >
        <DialogTitle id="support-chat-title" sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
          <Box sx={{ flex: 1 }}>{t('messaging.chat.title')}</Box>
          <IconButton aria-label={t('common.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        {open && <SupportChatBody onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
