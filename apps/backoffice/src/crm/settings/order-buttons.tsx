import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import { useT } from '../../i18n';

/** Up and down buttons of a row of an ordered list, named for screen readers ("Monter « Qualifiée »"). */
export function OrderButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (position: number) => void;
}) {
  const t = useT();
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('crm.settings.moveUp', { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('crm.settings.moveDown', { name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </>
  );
}
