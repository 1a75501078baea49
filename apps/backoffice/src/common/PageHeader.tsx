import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HelpSlug } from '@cuvee/ui/help';
import type { ReactNode } from 'react';
import { usePageTitle } from '../layout/page-title';
import { HelpLink } from './HelpLink';

interface PageHeaderProps {
  title: string;
  /** The browser tab's and the phone header's title, when it is not the heading (a greeting). */
  tabTitle?: string;
  /** Chips beside the title (a record's status…). */
  badges?: ReactNode;
  /** The page's own buttons, on the right of the title. */
  actions?: ReactNode;
  /** A line under the title (what the page is for). */
  subtitle?: ReactNode;
  /** What follows the title inside the header: tabs of sibling pages, chips… */
  children?: ReactNode;
  /** The help article that explains the screen: a "?" beside the title opens it. */
  help?: HelpSlug;
  /** Keep the title on a phone too (the header shows the page's title there already). */
  alwaysShown?: boolean;
  [data: `data-${string}`]: string | boolean | undefined;
}

/**
 * The head of every page, in one style for lists, records and forms alike: its title (also the browser
 * tab's and the phone header's, the page's only h1) and its actions.
 * On a phone the header already shows the title, so the page's own is hidden unless `alwaysShown`.
 */
export function PageHeader({
  title,
  tabTitle,
  badges,
  actions,
  subtitle,
  children,
  help,
  alwaysShown = false,
  ...data
}: PageHeaderProps) {
  usePageTitle(tabTitle ?? title);
  return (
    <Box sx={{ mb: 2 }} data-page-header {...data}>
      <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap">
        <Typography
          variant="h4"
          component="h1"
          sx={{
            fontWeight: 700,
            display: alwaysShown ? 'block' : { xs: 'none', md: 'block' },
          }}
        >
          {title}
        </Typography>
        {help && <HelpLink slug={help} />}
        {badges}
        <Box sx={{ flex: 1 }} />
        {actions}
      </Stack>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      {children}
    </Box>
  );
}
