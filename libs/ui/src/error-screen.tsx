import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messageText, type Locale } from '@cuvee/kernel';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunk-reload.js';

/** "Une erreur est survenue" and "Retour à l'application", which reloads the page. */
export function ErrorScreen({ locale }: { locale: Locale }) {
  return (
    <Box
      role="alert"
      data-error-screen
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <ErrorOutlineIcon sx={{ fontSize: 56, color: 'error.main' }} aria-hidden />
      <Typography variant="h5" component="h1">
        {messageText('error.generic', locale)}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {messageText('error.backToApp', locale)}
      </Button>
    </Box>
  );
}

interface ErrorBoundaryProps {
  locale: Locale;
  children: ReactNode;
  /** Where the error goes (the console in development); a chunk failure that reloads is not reported. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/**
 * Catches what a screen throws while rendering: a chunk that failed to load reloads the page (at most
 * once per 60 s), anything else shows the error screen.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadAfterChunkFailure()) return;
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen locale={this.props.locale} /> : this.props.children;
  }
}
