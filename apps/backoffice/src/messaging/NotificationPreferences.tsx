import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useBackofficeData } from '../api/custom-methods';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';

type Preference = Schemas['NotificationPreferenceDto'];
type Channel = 'centre' | 'mail';
const CHANNELS: readonly Channel[] = ['centre', 'mail'];
const PREFERENCES = ['notification-preferences'] as const;

/**
 * Settings → account: where each kind of event reaches the user (the notification centre, a mail),
 * one row a type, saved together (PUT /v1/notification-preferences).
 */
export function NotificationPreferences() {
  const t = useT();
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  const { data: saved } = useQuery({ queryKey: PREFERENCES, queryFn: () => data.notificationPreferences() });
  const [rows, setRows] = useState<Preference[]>([]);
  useEffect(() => setRows(saved ?? []), [saved]);
  const { mutate: save, isPending } = useMutation({
    mutationFn: (preferences: Preference[]) => data.saveNotificationPreferences(preferences),
    onSuccess: (answered) => {
      queryClient.setQueryData(PREFERENCES, answered);
      showSuccess(t('messaging.preferences.saved'));
    },
  });
  const toggle = (type: Preference['type'], channel: Channel) =>
    setRows((current) =>
      current.map((row) => (row.type === type ? { ...row, [channel]: !row[channel] } : row)),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(rows);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-form="notification-preferences">
      <Typography variant="h6" component="h3">
        {t('messaging.preferences.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('messaging.preferences.intro')}
      </Typography>
      <Table size="small" sx={{ maxWidth: 560, mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('messaging.preferences.type')}</TableCell>
            {CHANNELS.map((channel) => (
              <TableCell key={channel} align="center">
                {t(`messaging.preferences.${channel}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.type} data-preference={row.type}>
              <TableCell>{t(`messaging.preferences.types.${row.type}`)}</TableCell>
              {CHANNELS.map((channel) => (
                <TableCell key={channel} align="center" padding="checkbox">
                  <Checkbox
                    checked={row[channel]}
                    onChange={() => toggle(row.type, channel)}
                    slotProps={{
                      input: {
                        'aria-label': `${t(`messaging.preferences.types.${row.type}`)} · ${t(`messaging.preferences.${channel}`)}`,
                      },
                    }}
                    data-channel={channel}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button type="submit" variant="contained" disabled={isPending || rows.length === 0}>
        {t('common.save')}
      </Button>
    </Box>
  );
}
