import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PanelProps {
  title: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  /** A line under the title: what the panel does. */
  hint?: ReactNode;
  /** Panels side by side in a grid take the row's height. */
  fill?: boolean;
  children?: ReactNode;
  /** data-* attributes the browser tests and styles find the panel by. */
  [data: `data-${string}`]: string | boolean | undefined;
}

/** A titled block of a page (an order's client, a document's payments…): an outlined card. */
export function Panel({ title, actions, hint, fill = false, children, ...data }: PanelProps) {
  return (
    <Card variant="outlined" sx={fill ? { height: '100%' } : undefined} {...data}>
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {title}
          </Typography>
          {actions}
        </Stack>
        {hint && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {hint}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
