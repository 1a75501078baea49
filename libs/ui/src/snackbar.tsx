import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CloseIcon from '@mui/icons-material/Close';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COLOURS, type Locale } from '@cuvee/kernel';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { snackbarOffset, type SnackbarItem, type SnackbarStore } from './snackbar-store.js';
import { uiMessages } from './ui-messages.js';

const SnackbarContext = createContext<SnackbarStore | null>(null);

/** The snackbar store of the page (see createSnackbarStore), for components that report something. */
export function useSnackbar(): SnackbarStore {
  const store = useContext(SnackbarContext);
  if (!store) throw new Error('useSnackbar: no SnackbarProvider above this component');
  return store;
}

/** Gives the page its snackbars: `children` may call useSnackbar, the stack is drawn on top. */
export function SnackbarProvider(props: { store: SnackbarStore; locale: Locale; children: ReactNode }) {
  return (
    <SnackbarContext.Provider value={props.store}>
      {props.children}
      <SnackbarStack store={props.store} locale={props.locale} />
    </SnackbarContext.Provider>
  );
}

/** Error orange with an alert icon, success blue with a check icon, navy text on both. */
const LOOK = {
  error: { background: COLOURS.orange, Icon: ReportProblemOutlinedIcon },
  success: { background: COLOURS.primary, Icon: CheckCircleOutlineIcon },
} as const;

/** The messages on screen, newest at the bottom, 75 px apart, each closable. */
export function SnackbarStack({ store, locale }: { store: SnackbarStore; locale: Locale }) {
  const items = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const t = uiMessages[locale].snackbar;
  return (
    <Box
      aria-live="polite"
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1500, pointerEvents: 'none' }}
    >
      {items.map((item, index) => (
        <SnackbarMessage
          key={item.id}
          item={item}
          bottom={16 + snackbarOffset(items.length - 1 - index)}
          closeLabel={t.close}
          onClose={() => store.close(item.id)}
        />
      ))}
    </Box>
  );
}

function SnackbarMessage(props: {
  item: SnackbarItem;
  bottom: number;
  closeLabel: string;
  onClose: () => void;
}) {
  const { item, bottom, closeLabel, onClose } = props;
  const { background, Icon } = LOOK[item.type];
  return (
    <Paper
      elevation={6}
      role={item.type === 'error' ? 'alert' : 'status'}
      data-snackbar={item.type}
      sx={{
        position: 'absolute',
        left: '50%',
        bottom,
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100vw - 32px))',
        minHeight: 56,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        bgcolor: background,
        color: COLOURS.darkNavy,
        pointerEvents: 'auto',
        transition: 'bottom 150ms ease-out',
      }}
    >
      <Icon aria-hidden />
      <Typography sx={{ flex: 1, fontWeight: 600 }}>{item.message}</Typography>
      <IconButton size="small" aria-label={closeLabel} onClick={onClose} sx={{ color: 'inherit' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
