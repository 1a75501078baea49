import { HELP_PATHS } from '@cuvee/ui/help';
import { lazy } from 'react';

const HelpPage = lazy(() => import('./HelpPage'));

/** The help centre's pages, public (the kernel's policy table); one chunk, loaded when one opens. */
export const helpPages = [
  { path: HELP_PATHS.centre, element: <HelpPage kind="centre" /> },
  { path: HELP_PATHS.news, element: <HelpPage kind="news" /> },
  { path: '/help/:slug', element: <HelpPage kind="article" /> },
  { path: HELP_PATHS.roiSimulator, element: <HelpPage kind="roi" /> },
];
