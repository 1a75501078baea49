import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useBackofficeData } from '../api/custom-methods';
import { replyMessage } from '../common/notices';
import { useT } from '../i18n';
import type { Attachment } from './messaging-data';

/** The API takes at most 5 attachments a message. */
const MAX_ATTACHMENTS = 5;

export interface Draft {
  body: string;
  attachmentIds: number[];
}

/**
 * The message box: a text and up to 5 files, each staged on the API as soon as it is picked (with its
 * progress), so sending only links them. The API's refusal of a file (too big, refused type) shows under
 * the box in the request's language. `onSend` resolves when the message is written; the box then empties.
 */
export function Composer({
  onSend,
  autoFocus,
}: {
  onSend: (draft: Draft) => Promise<unknown>;
  autoFocus?: boolean;
}) {
  const t = useT();
  const data = useBackofficeData();
  const input = useRef<HTMLInputElement>(null);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const pick = async (list: FileList | null) => {
    setError(null);
    for (const file of Array.from(list ?? [])) {
      if (files.length >= MAX_ATTACHMENTS) return setError(t('messaging.composer.tooMany'));
      setUpload({ name: file.name, percent: 0 });
      try {
        const staged = await data.uploadMessageAttachment(file, {
          onProgress: ({ sent, total }) =>
            setUpload({ name: file.name, percent: total ? Math.round((sent / total) * 100) : 0 }),
        });
        setFiles((current) => [...current, staged]);
      } catch (refusal) {
        const message = replyMessage(refusal);
        setError((Array.isArray(message) ? message.join('\n') : message) || t('messaging.composer.network'));
      } finally {
        setUpload(null);
      }
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || sending || upload) return;
    setSending(true);
    try {
      await onSend({ body: body.trim(), attachmentIds: files.map((file) => file.id) });
      setBody('');
      setFiles([]);
      setError(null);
    } catch (refusal) {
      const message = replyMessage(refusal);
      if (Array.isArray(message)) setError(message.join('\n'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-composer>
      <TextField
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        autoFocus={autoFocus}
        placeholder={t('messaging.composer.placeholder')}
        inputProps={{ 'aria-label': t('messaging.composer.placeholder'), maxLength: 10_000 }}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/Cmd + Enter sends, Enter alone goes to the next line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
        }}
      />
      {upload && (
        <Box sx={{ mt: 1 }} data-upload-progress={upload.percent}>
          <Typography variant="caption" color="text.secondary">
            {t('messaging.composer.sending', upload)}
          </Typography>
          <LinearProgress variant="determinate" value={upload.percent} />
        </Box>
      )}
      {files.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {files.map((file) => (
            <Chip
              key={file.id}
              size="small"
              icon={<AttachFileIcon />}
              label={file.fileName}
              onDelete={() => setFiles((current) => current.filter((one) => one.id !== file.id))}
              title={t('messaging.composer.remove', { name: file.fileName })}
              data-staged={file.fileName}
            />
          ))}
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1, whiteSpace: 'pre-line' }} data-composer-error>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept="image/jpeg,image/png,image/webp,application/pdf"
          onChange={(event) => {
            void pick(event.target.files);
            event.target.value = '';
          }}
          data-attach-input
        />
        <Tooltip title={t('messaging.composer.hint')}>
          <IconButton aria-label={t('messaging.composer.attach')} onClick={() => input.current?.click()}>
            <AttachFileIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!body.trim() || sending || upload !== null}
        >
          {t('messaging.composer.send')}
        </Button>
      </Box>
    </Box>
  );
}
