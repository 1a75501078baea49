import { helpTexts } from '@cuvee/ui/help';
import { HelpArticlePage, HelpCentrePage, NewsPage, RoiSimulatorPage } from '@cuvee/ui/help-pages';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/page-title';
import { useLocale } from '../session/use-session';

export type HelpPageKind = 'centre' | 'article' | 'news' | 'roi';

/**
 * The help centre, its news and the ROI simulator for sellers (docs/help-centre.md): the pages of
 * @cuvee/ui/help-pages in the back office's header-only layout, in the interface language.
 */
export default function HelpPage({ kind }: { kind: HelpPageKind }) {
  const locale = useLocale();
  const t = helpTexts[locale];
  const { slug = '' } = useParams();
  usePageTitle(kind === 'news' ? t.news : kind === 'roi' ? t.roi : t.centre);
  switch (kind) {
    case 'centre':
      return <HelpCentrePage locale={locale} />;
    case 'article':
      return <HelpArticlePage locale={locale} slug={slug} />;
    case 'news':
      return <NewsPage locale={locale} />;
    case 'roi':
      return <RoiSimulatorPage locale={locale} />;
  }
}
