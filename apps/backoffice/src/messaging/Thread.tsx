import AttachFileIcon from '@mui/icons-material/AttachFile';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { intlLocale } from '@cuvee/kernel';
import { useEffect, useRef, useState } from 'react';
import { useCreate, useGetList, useGetOne, useUpdate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useBackofficeData } from '../api/custom-methods';
import { showSuccess } from '../common/notices';
import { RecordMissing } from '../common/RecordMissing';
import { useT } from '../i18n';
import { useAuthenticated, useLocale } from '../session/use-session';
import { Composer, type Draft } from './Composer';
import {
  CONVERSATIONS,
  messagesOf,
  useMarkRead,
  useRefreshMessaging,
  type Attachment,
  type Conversation,
  type Message,
} from './messaging-data';

/** A conversation holds few messages: one page of the API's largest size shows them all. */
const ALL_MESSAGES = { page: 1, perPage: 100 } as const;
const OLDEST_FIRST = { field: 'id', order: 'ASC' } as const;

/** An attachment: images drawn as a thumbnail, PDFs as a link; both fetched with the caller's token. */
function AttachmentLink({ conversationId, attachment }: { conversationId: number; attachment: Attachment }) {
  const data = useBackofficeData();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    void data.messageAttachment(conversationId, attachment.id).then((blob) => {
      if (!blob || !live) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [data, conversationId, attachment.id]);
  const image = attachment.contentType.startsWith('image/');
  return (
    <Link
      href={url ?? undefined}
      download={attachment.fileName}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 14 }}
      data-attachment={attachment.fileName}
    >
      {image && url ? (
        <Box
          component="img"
          src={url}
          alt={attachment.fileName}
          sx={{
            width: 120,
            height: 90,
            objectFit: 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ) : (
        <>
          <AttachFileIcon fontSize="small" />
          {attachment.fileName}
        </>
      )}
    </Link>
  );
}

/** One message: the caller's own side on the right, the other side on the left. */
function Bubble({ message, mine }: { message: Message; mine: boolean }) {
  const t = useT();
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(message.createdAt));
  return (
    <Box
      sx={{ display: 'flex', gap: 1, flexDirection: mine ? 'row-reverse' : 'row', alignItems: 'flex-end' }}
      data-message={message.id}
    >
      <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: mine ? 'primary.main' : 'grey.500' }}>
        {message.authorName.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ maxWidth: '75%' }}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', textAlign: mine ? 'right' : 'left' }}
        >
          {message.authorName} · {t(`messaging.side.${message.authorSide}`)} · {when}
        </Typography>
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: mine ? 'primary.main' : 'grey.100',
            color: mine ? 'primary.contrastText' : 'text.primary',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {message.body}
        </Box>
        {message.attachments.length > 0 && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              mt: 0.5,
              justifyContent: mine ? 'flex-end' : 'flex-start',
            }}
          >
            {message.attachments.map((attachment) => (
              <AttachmentLink
                key={attachment.id}
                conversationId={message.conversationId}
                attachment={attachment}
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** The collaborators a shop conversation can be assigned to (the owner assigns; support has none). */
function AssigneeSelect({ conversation }: { conversation: Conversation }) {
  const t = useT();
  const { user } = useAuthenticated();
  const [update] = useUpdate<Conversation>();
  const refresh = useRefreshMessaging();
  const { data: collaborators = [] } = useGetList('dashboard/collaborators', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'lastname', order: 'ASC' },
    meta: { quiet: true },
  });
  const people = [{ id: user.id, name: `${user.firstname} ${user.lastname}` }].concat(
    collaborators
      .filter((one) => one.id !== user.id && !one.blocked)
      .map((one) => ({ id: one.id as number, name: `${one.firstname} ${one.lastname}` })),
  );
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={t('messaging.assignee')}
      value={conversation.assigneeId ?? ''}
      sx={{ width: 220, my: 0 }}
      onChange={(event) => {
        const assigneeId = event.target.value === '' ? null : Number(event.target.value);
        void update(
          CONVERSATIONS,
          { id: conversation.id, data: { assigneeId }, previousData: conversation },
          {
            onSuccess: () => {
              showSuccess(t('messaging.assigned'));
              void refresh();
            },
          },
        );
      }}
      data-assignee
    >
      <MenuItem value="">{t('messaging.nobody')}</MenuItem>
      {people.map((person) => (
        <MenuItem key={person.id} value={person.id}>
          {person.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A conversation: its subject and what it is about, the assignee (owner, shop conversations), close
 * or reopen, the messages oldest first and the composer. Opening it marks it read.
 */
export function Thread({ id, compact = false }: { id: number; compact?: boolean }) {
  const t = useT();
  const { user } = useAuthenticated();
  const { data: conversation, error } = useGetOne<Conversation>(
    CONVERSATIONS,
    { id, meta: { quiet: true } },
    // A 404 stays one: no retries before saying so.
    { retry: false },
  );
  const { data: messages, isPending } = useGetList<Message>(messagesOf(id), {
    pagination: ALL_MESSAGES,
    sort: OLDEST_FIRST,
    meta: { quiet: true },
  });
  const [create] = useCreate<Message>();
  const [update] = useUpdate<Conversation>();
  const { mutate: markRead } = useMarkRead();
  const refresh = useRefreshMessaging();
  const end = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  const count = messages?.length ?? 0;
  useEffect(() => {
    if (count > 0) markRead(id);
    end.current?.scrollIntoView({ block: 'end' });
  }, [id, count, markRead]);

  // A deep link to a conversation one does not belong to (404) says so instead of loading forever.
  if (error) return <RecordMissing backTo={pathname} />;
  if (!conversation) return <CircularProgress sx={{ m: 4 }} />;
  const supportSide = user.role === 'admin';
  const mySide = supportSide ? 'support' : user.role === 'buyer' ? 'buyer' : 'shop';

  const send = (draft: Draft) =>
    create(messagesOf(id), { data: draft }, { returnPromise: true }).then(() => refresh());
  const setStatus = (status: Conversation['status']) =>
    update(
      CONVERSATIONS,
      { id, data: { status }, previousData: conversation },
      {
        onSuccess: () => {
          showSuccess(t(status === 'closed' ? 'messaging.closed' : 'messaging.reopened'));
          void refresh();
        },
      },
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-thread={id}>
      {!compact && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 2 }}>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
                {conversation.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  supportSide
                    ? conversation.shopName
                    : (conversation.buyer?.name ?? t('messaging.side.support')),
                  conversation.aboutLabel,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            <Chip
              size="small"
              label={t(`messaging.status.${conversation.status}`)}
              color={conversation.status === 'open' ? 'success' : 'default'}
              data-status={conversation.status}
            />
            {conversation.kind === 'shop' && user.role === 'owner' && (
              <AssigneeSelect conversation={conversation} />
            )}
            <Button
              variant="outlined"
              size="small"
              onClick={() => void setStatus(conversation.status === 'open' ? 'closed' : 'open')}
              data-toggle-status
            >
              {conversation.status === 'open' ? t('messaging.close') : t('messaging.reopen')}
            </Button>
          </Box>
          <Divider />
        </>
      )}
      <Box
        sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
        data-messages
      >
        {isPending && <CircularProgress size={24} sx={{ alignSelf: 'center' }} />}
        {messages?.map((message) => (
          <Bubble key={message.id} message={message} mine={message.authorSide === mySide} />
        ))}
        <div ref={end} />
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Composer onSend={send} autoFocus={compact} />
      </Box>
    </Box>
  );
}
