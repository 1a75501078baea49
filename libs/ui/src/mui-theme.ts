import type { ThemeOptions } from '@mui/material/styles';
import {
  BASE_FONT_SIZE,
  COLOURS,
  HEADER_HEIGHT,
  MEDIUM_BREAKPOINT,
  MOBILE_MAX_WIDTH,
  TABLET_MAX_WIDTH,
  WIDE_BREAKPOINT,
} from '@cuvee/kernel';

/** The fonts of both fronts: the reader's system font (no web font to download). */
export const FONT_FAMILY =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The root font size theme.css sets (93.75 % of the browser's 16 px). */
const ROOT_FONT_SIZE = 15;

/**
 * The MUI theme (docs/kernel.md), for the screens built with MUI (the back office, shared dialogs):
 * primary #219EBC, error #d0312d, navy text, 15 px body text, header 64 px and the layout breakpoints
 * of the kernel (sm = above mobile, lg = desktop). Navy on primary, as in theme.css (white on
 * #219EBC would be 3.1:1).
 */
export const cuveeThemeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: COLOURS.primary, contrastText: COLOURS.darkNavy },
    secondary: { main: COLOURS.darkNavy, contrastText: '#ffffff' },
    error: { main: COLOURS.error },
    warning: { main: COLOURS.orange, contrastText: COLOURS.darkNavy },
    info: { main: COLOURS.primary, contrastText: COLOURS.darkNavy },
    success: { main: '#1e7a46' },
    text: { primary: COLOURS.darkNavy, secondary: '#4a5b6a' },
    background: { default: '#f4f7f9', paper: '#ffffff' },
    divider: '#dde4ea',
  },
  typography: {
    fontFamily: FONT_FAMILY,
    htmlFontSize: ROOT_FONT_SIZE,
    // MUI scales every variant by fontSize / 14 and draws body1 at 16 × that: body text is 15 px.
    fontSize: (BASE_FONT_SIZE * 14) / 16,
    button: { textTransform: 'none', fontWeight: 700 },
  },
  breakpoints: {
    values: {
      xs: 0,
      sm: MOBILE_MAX_WIDTH + 1,
      md: MEDIUM_BREAKPOINT,
      lg: TABLET_MAX_WIDTH + 1,
      xl: WIDE_BREAKPOINT,
    },
  },
  shape: { borderRadius: 8 },
  mixins: { toolbar: { minHeight: HEADER_HEIGHT } },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
};
