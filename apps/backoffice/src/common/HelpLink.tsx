import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { HELP_PATHS, type HelpSlug } from '@cuvee/ui/help';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';

/**
 * The "?" beside a screen's title: opens the help article that explains the screen (docs/help-centre.md).
 * The slug is typed, and a test keeps HELP_SLUGS equal to the articles of docs/help.
 */
export function HelpLink({ slug }: { slug: HelpSlug }) {
  const t = useT();
  const label = t('layout.helpOnScreen');
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        to={HELP_PATHS.article(slug)}
        aria-label={label}
        size="small"
        color="primary"
        data-help-link={slug}
      >
        <HelpOutlineOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
