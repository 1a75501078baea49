import { isChunkLoadError, reloadAfterChunkFailure } from '@cuvee/ui';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useTexts } from '../i18n';

/** What a route shows when its data cannot be had: not found (404) or the shop not answering. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTexts();
  // A new deployment removed the lazy chunk this page needs: reload once (60 s guard).
  if (isChunkLoadError(error) && reloadAfterChunkFailure()) return null;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container prose error-page" role="alert">
      <h1>{notFound ? t.errors.notFoundTitle : t.errors.failedTitle}</h1>
      <p>{notFound ? t.errors.notFound : t.errors.failed}</p>
      <p className="error-actions">
        {!notFound && (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t.errors.retry}
          </button>
        )}
        <Link to="/shops">{t.errors.home}</Link>
      </p>
    </div>
  );
}
