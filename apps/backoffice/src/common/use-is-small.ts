import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Whether the screen is narrower than the theme's md breakpoint: lists turn to cards, dialogs full screen. */
export function useIsSmall(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
}
