import { UNSAFE_ErrorResponseImpl as ErrorResponse, isRouteErrorResponse } from 'react-router-dom';
import type { HydrationState } from 'react-router-dom';

/*
 * The routes' data of a page rendered on the server, handed to the browser so the router starts from it
 * (hydration) instead of asking the API again. It travels as JSON in a data block
 * (`<script type="application/json">`: never executed, so the pages' Content-Security-Policy, which
 * allows no inline script, lets it be). Route errors (a 404) travel as their status.
 */

/** The id of the data block in the rendered page. */
export const ROUTE_DATA_ID = 'route-data';

interface SentError {
  status: number;
  statusText: string;
}

export interface SentRouteData {
  loaderData: Record<string, unknown>;
  errors: Record<string, SentError> | null;
}

/** The router's state as it goes into the page; an error that is not a route answer is a 500. */
export function sendRouteData(state: {
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
}): SentRouteData {
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { status: error.status, statusText: error.statusText }
            : { status: 500, statusText: 'Internal Server Error' },
        ]),
      )
    : null;
  return { loaderData: state.loaderData, errors };
}

/** The data block's text: JSON that cannot close its script element. */
export function routeDataScript(data: SentRouteData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ROUTE_DATA_ID}">${json}</script>`;
}

/** The router's hydration state from the data block. */
export function receiveRouteData(sent: SentRouteData): HydrationState {
  return {
    loaderData: sent.loaderData,
    errors: sent.errors
      ? Object.fromEntries(
          Object.entries(sent.errors).map(([id, error]) => [
            id,
            new ErrorResponse(error.status, error.statusText, null),
          ]),
        )
      : null,
  };
}
