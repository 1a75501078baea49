import { helpTexts } from '@cuvee/ui/help';
import { HelpArticlePage, HelpCentrePage, NewsPage, RoiSimulatorPage } from '@cuvee/ui/help-pages';
import { useParams } from 'react-router-dom';
import { useTexts } from '../i18n';
import { SitePage } from '../layout/site-page';

/*
 * The help centre, its news and the ROI simulator for visitors and buyers (docs/help-centre.md): the
 * pages of @cuvee/ui/help-pages in Cuvée's own frame. They belong to no shop, under the reserved first
 * segments help and roi-simulator; this chunk loads only when one of them opens.
 */

export function HelpCentre() {
  const { locale } = useTexts();
  return (
    <SitePage title={helpTexts[locale].centre}>
      <HelpCentrePage locale={locale} />
    </SitePage>
  );
}

export function HelpArticle() {
  const { locale } = useTexts();
  const { slug = '' } = useParams();
  return (
    <SitePage title={helpTexts[locale].centre}>
      <HelpArticlePage locale={locale} slug={slug} />
    </SitePage>
  );
}

export function News() {
  const { locale } = useTexts();
  return (
    <SitePage title={helpTexts[locale].news}>
      <NewsPage locale={locale} />
    </SitePage>
  );
}

export function RoiSimulator() {
  const { locale } = useTexts();
  return (
    <SitePage title={helpTexts[locale].roi}>
      <RoiSimulatorPage locale={locale} />
    </SitePage>
  );
}
