import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { saveBlob } from '@cuvee/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import {
  attachmentFile,
  fetchConversations,
  fetchMessages,
  markRead,
  postMessage,
  setStatus,
  startConversation,
  uploadAttachment,
  type Attachment,
  type Conversation,
  type Message,
  type NewConversation,
} from '../api/messaging';
import { useTexts } from '../i18n';
import { BuyerSpace } from '../layout/buyer-space';
import { unreadChanged } from '../layout/unread-badge';
import './buyer-tickets.css';

/**
 * /tickets for a buyer (docs/shop-front.md): their conversations with each shop and with support, a
 * conversation's thread with its attachments, the composer, close and reopen. `?conversation=<id>` opens
 * one (the mails link there); `?new=shop|support` (with shopId, shopName, aboutType, aboutId, aboutLabel)
 * opens the one about that order or booking if it exists, else a new conversation's form. On a phone the
 * list and the thread take the screen in turn.
 */
export function Component() {
  const { t } = useTexts();
  return <BuyerSpace title={t.messaging.title}>{() => <Inbox />}</BuyerSpace>;
}

/** The API's first message for a refused call, else the generic failure. */
function useFailureText() {
  const { t } = useTexts();
  return useCallback(
    (error: unknown) =>
      error instanceof ApiError && error.messages[0] ? error.messages[0] : t.errors.failed,
    [t],
  );
}

function Inbox() {
  const { t } = useTexts();
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const [conversations, setConversations] = useState<Conversation[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const selectedId = Number(params.get('conversation')) || null;
  const draft = params.get('new');

  const reload = useCallback(
    () => fetchConversations().then(setConversations, (error: unknown) => setFailure(failureText(error))),
    [failureText],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  // "Contacter le producteur" continues the conversation about that order or booking when there is one.
  const aboutType = params.get('aboutType');
  const aboutId = Number(params.get('aboutId')) || null;
  useEffect(() => {
    if (draft !== 'shop' || !aboutId || (aboutType !== 'order' && aboutType !== 'booking')) return;
    let live = true;
    fetchConversations({ kind: 'shop', aboutType, aboutId }).then(
      ([found]) => {
        if (live && found) setParams({ conversation: String(found.id) }, { replace: true });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [draft, aboutType, aboutId, setParams]);

  const open = (id: number) => setParams({ conversation: String(id) });
  const markedRead = useCallback(
    (id: number) =>
      setConversations(
        (list) => list?.map((item) => (item.id === id ? { ...item, unread: 0 } : item)) ?? null,
      ),
    [],
  );
  const selected = conversations?.find((item) => item.id === selectedId) ?? null;

  return (
    <>
      <div className="tickets-head">
        <h1>{t.messaging.title}</h1>
        <Link className="button button--ghost" to="/tickets?new=support">
          {t.messaging.newSupport}
        </Link>
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className={`tickets${selectedId || draft ? ' tickets--reading' : ''}`}>
        <nav className="tickets-list" aria-label={t.messaging.title}>
          {!conversations ? (
            <p aria-busy="true">{t.loading}</p>
          ) : conversations.length === 0 ? (
            <p className="fine">{t.messaging.empty}</p>
          ) : (
            <ul>
              {conversations.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="ticket-item"
                    aria-current={item.id === selectedId ? 'true' : undefined}
                    onClick={() => open(item.id)}
                  >
                    <span className="ticket-item-top">
                      <strong>{item.kind === 'support' ? t.messaging.support : item.shopName}</strong>
                      {item.unread > 0 && (
                        <span className="ticket-unread" aria-label={t.messaging.unread(item.unread)}>
                          {item.unread}
                        </span>
                      )}
                    </span>
                    <span className="ticket-subject">{item.subject}</span>
                    <span className="ticket-preview">{item.lastMessagePreview}</span>
                    {item.status === 'closed' && <span className="ticket-status">{t.messaging.closed}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section className="tickets-thread">
          {draft ? (
            <NewConversationForm
              // Another chat button or order: a fresh form (its subject is filled in once).
              key={params.toString()}
              onCreated={(created) => {
                void reload();
                open(created.id);
              }}
            />
          ) : selected ? (
            <Thread
              key={selected.id}
              conversation={selected}
              onChanged={(changed) =>
                setConversations(
                  (list) => list?.map((item) => (item.id === changed.id ? changed : item)) ?? null,
                )
              }
              onPosted={() => void reload()}
              onRead={markedRead}
            />
          ) : (
            <p className="fine tickets-pick">{t.messaging.pick}</p>
          )}
        </section>
      </div>
    </>
  );
}

function NewConversationForm({ onCreated }: { onCreated: (created: Conversation) => void }) {
  const { t } = useTexts();
  const failureText = useFailureText();
  const [params] = useSearchParams();
  const kind = params.get('new') === 'shop' && params.get('shopId') ? 'shop' : 'support';
  const shopName = params.get('shopName') || t.messaging.producer;
  const aboutType = (params.get('aboutType') ?? 'free') as NewConversation['aboutType'];
  const aboutLabel = params.get('aboutLabel');
  const [subject, setSubject] = useState(
    aboutLabel ?? (kind === 'shop' ? t.messaging.aboutFree(shopName) : t.messaging.aboutSupport),
  );
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (body: string, attachmentIds: number[]) => {
    setFailure(null);
    try {
      onCreated(
        await startConversation({
          kind,
          ...(kind === 'shop' ? { shopId: Number(params.get('shopId')) } : {}),
          subject: subject.trim(),
          aboutType: kind === 'shop' ? aboutType : 'free',
          aboutId: kind === 'shop' ? Number(params.get('aboutId')) || null : null,
          body,
          attachmentIds,
        }),
      );
      return true;
    } catch (error) {
      setFailure(failureText(error));
      return false;
    }
  };

  return (
    <div className="thread">
      <header className="thread-head">
        <Link className="thread-back" to="/tickets">
          ← {t.messaging.back}
        </Link>
        <h2>{t.messaging.newTitle}</h2>
        <p className="fine">{t.messaging.to(kind === 'shop' ? shopName : t.messaging.support)}</p>
      </header>
      <label className="field thread-subject">
        <span>{t.messaging.subject}</span>
        <input
          value={subject}
          maxLength={200}
          required
          onChange={(event) => setSubject(event.target.value)}
        />
      </label>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <Composer onSend={send} />
    </div>
  );
}

function Thread({
  conversation,
  onChanged,
  onPosted,
  onRead,
}: {
  conversation: Conversation;
  onRead: (id: number) => void;
  onChanged: (conversation: Conversation) => void;
  onPosted: () => void;
}) {
  const { locale, t } = useTexts();
  const failureText = useFailureText();
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const id = conversation.id;

  useEffect(() => {
    let live = true;
    fetchMessages(id).then(
      (found) => live && setMessages(found),
      (error: unknown) => live && setFailure(failureText(error)),
    );
    // Opened is read: the marks, then the header's badge.
    void markRead(id).then(
      () => {
        onRead(id);
        unreadChanged();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, failureText, onRead]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    }).format(new Date(iso));

  const toggle = () =>
    setStatus(id, conversation.status === 'open' ? 'closed' : 'open').then(onChanged, (error: unknown) =>
      setFailure(failureText(error)),
    );

  const send = async (body: string, attachmentIds: number[]) => {
    setFailure(null);
    try {
      const posted = await postMessage(id, body, attachmentIds);
      setMessages((list) => [...(list ?? []), posted]);
      onChanged({ ...conversation, status: 'open' });
      onPosted();
      return true;
    } catch (error) {
      setFailure(failureText(error));
      return false;
    }
  };

  const download = (attachment: Attachment) =>
    attachmentFile(id, attachment.id).then(
      (blob) => saveBlob(blob, attachment.fileName),
      (error: unknown) => setFailure(failureText(error)),
    );

  return (
    <div className="thread">
      <header className="thread-head">
        <Link className="thread-back" to="/tickets">
          ← {t.messaging.back}
        </Link>
        <div className="thread-title">
          <div>
            <h2>{conversation.subject}</h2>
            <p className="fine">
              {conversation.kind === 'support' ? t.messaging.support : conversation.shopName}
              {conversation.aboutLabel && conversation.aboutLabel !== conversation.subject
                ? ` · ${conversation.aboutLabel}`
                : ''}
            </p>
          </div>
          <button type="button" className="button button--ghost" onClick={() => void toggle()}>
            {conversation.status === 'open' ? t.messaging.close : t.messaging.reopen}
          </button>
        </div>
      </header>
      <div className="thread-messages" aria-live="polite">
        {!messages
          ? !failure && <p aria-busy="true">{t.loading}</p>
          : messages.map((message) => (
              <article
                key={message.id}
                className={`bubble${message.authorSide === 'buyer' ? ' bubble--mine' : ''}`}
              >
                <p className="bubble-meta">
                  {message.authorSide === 'buyer' ? t.messaging.you : message.authorName} ·{' '}
                  {when(message.createdAt)}
                </p>
                <p className="bubble-body">{message.body}</p>
                {message.attachments.length > 0 && (
                  <ul className="bubble-files">
                    {message.attachments.map((attachment) => (
                      <li key={attachment.id}>
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => void download(attachment)}
                        >
                          <PaperClip /> {attachment.fileName}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            ))}
        <div ref={end} />
      </div>
      {conversation.status === 'closed' && <p className="fine">{t.messaging.closedNote}</p>}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <Composer onSend={send} />
    </div>
  );
}

/** The message's text and its attachments, each uploaded when picked (the API's words if refused). */
function Composer({ onSend }: { onSend: (body: string, attachmentIds: number[]) => Promise<boolean> }) {
  const { t } = useTexts();
  const failureText = useFailureText();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [busy, setBusy] = useState<'upload' | 'send' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = async (picked: FileList | null) => {
    setFailure(null);
    setBusy('upload');
    for (const file of Array.from(picked ?? []).slice(0, 5 - files.length)) {
      try {
        const staged = await uploadAttachment(file);
        setFiles((list) => [...list, staged]);
      } catch (error) {
        setFailure(failureText(error));
      }
    }
    setBusy(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('send');
    const sent = await onSend(
      body,
      files.map((file) => file.id),
    );
    setBusy(null);
    if (sent) {
      setBody('');
      setFiles([]);
    }
  };

  return (
    <form className="composer" onSubmit={(event) => void submit(event)}>
      <label className="field">
        <span>{t.messaging.message}</span>
        <textarea rows={3} value={body} maxLength={10000} onChange={(event) => setBody(event.target.value)} />
      </label>
      {files.length > 0 && (
        <ul className="composer-files">
          {files.map((file) => (
            <li key={file.id}>
              <PaperClip /> {file.fileName}
              <button
                type="button"
                className="link-button"
                aria-label={t.messaging.remove(file.fileName)}
                onClick={() => setFiles((list) => list.filter((item) => item.id !== file.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="composer-actions">
        <label className="button button--ghost composer-attach">
          {busy === 'upload' ? t.messaging.uploading : t.messaging.attach}
          <input
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,application/pdf"
            disabled={busy !== null || files.length >= 5}
            onChange={(event) => {
              void pick(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <span className="fine composer-hint">{t.messaging.attachHint}</span>
        <button type="submit" className="button" disabled={busy !== null}>
          {busy === 'send' ? t.messaging.sending : t.messaging.send}
        </button>
      </div>
    </form>
  );
}

/** The attachment's mark (an icon, not an emoji: some phones and servers lack the glyph). */
function PaperClip() {
  return (
    <svg
      className="paper-clip"
      viewBox="0 0 24 24"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M16 7l-7.5 7.5a2 2 0 0 0 2.8 2.8L19 9.6a4 4 0 0 0-5.7-5.7L5.6 11.6a6 6 0 0 0 8.5 8.5L20 14.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
