import http from 'node:http';
import pactum from 'pactum';

/*
 * Loaded before every test file (jest.config.js, setupFilesAfterEnv). Pactum gives up on a request
 * after 3 s by default: a timed test in disguise, which fails on a loaded CI machine while an export
 * job shares the process. Speed goals live in tools/bench; here a request only has to answer within
 * the test's own timeout.
 */
pactum.request.setDefaultTimeout(30_000);

/*
 * One connection per request. Node's default agent keeps sockets alive and reuses them; the API under
 * test often runs in the test's own process, where SQLite work blocks the event loop for seconds (the
 * 50,000-client seed): the request written right after such a pause went out on a socket whose idle
 * timeout was due in the same turn, and came back ECONNRESET. Connections to 127.0.0.1 cost nothing.
 */
http.globalAgent = new http.Agent({ keepAlive: false });

/*
 * A failed expectation names the request and the API's answer in the error itself ("HTTP status
 * 400 !== 201" alone does not say which call or why), so a CI log cut to the failure still explains it.
 * Pactum's own dump of the whole exchange goes to the console, far from the failure: it is turned off.
 */
const ANSWER_SHOWN = 600;
pactum.settings.setLogLevel('ERROR');
pactum.events.pactumEvents.on(
  pactum.events.EVENT_TYPES.AFTER_RESPONSE_ERROR,
  ({ request, response, error }: { request?: PactumRequest; response?: PactumResponse; error: unknown }) => {
    // Node's assert throws errors of the outer realm: not instances of the test's own Error.
    if (!isError(error)) return;
    const answer = JSON.stringify(response?.body ?? null) ?? '';
    error.message +=
      `\n${request?.method ?? '?'} ${request?.url ?? '?'} answered ${response?.statusCode ?? '—'}: ` +
      (answer.length > ANSWER_SHOWN ? `${answer.slice(0, ANSWER_SHOWN)}…` : answer);
  },
);

interface PactumRequest {
  method?: string;
  url?: string;
}
interface PactumResponse {
  statusCode?: number;
  body?: unknown;
}

function isError(value: unknown): value is Error {
  return Object.prototype.toString.call(value) === '[object Error]';
}
