import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { linkProps } from '../routing/links';

/**
 * A dashboard figure: a number (— while unknown) and what it counts, linking to its page when there is
 * one; `alert` marks one that asks for action; `detail` goes under it (a report's changes).
 */
export function Figure({
  name,
  label,
  value,
  to,
  alert = false,
  detail,
}: {
  name: string;
  label: string;
  value: string | number | null;
  to?: string;
  alert?: boolean;
  detail?: ReactNode;
}) {
  const body = (
    <CardContent>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-figure={name}>
        {value ?? '—'}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
      {detail}
    </CardContent>
  );
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', borderColor: alert ? 'warning.main' : undefined }}
      data-alert={alert || undefined}
    >
      {to ? (
        <Box
          {...linkProps(to)}
          sx={{ display: 'block', color: 'inherit', textDecoration: 'none', height: '100%' }}
        >
          {body}
        </Box>
      ) : (
        body
      )}
    </Card>
  );
}
