import type { Transport } from './http';

/** How much of a request body has gone out. */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface UploadWatch {
  /** Heard as the body goes out (the browser tells a few times a second). */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the upload: the send fails with an AbortError. */
  signal?: AbortSignal;
}

/** The response headers XMLHttpRequest gives as one text, "name: value" a line. */
function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses whose Response may carry no body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A transport for `send` (http.ts) that sends `body` with XMLHttpRequest, the one browser API that
 * tells how much of a request body went out (fetch does not). The request given by `send` brings the
 * method, the address and the headers (token, shop, language); a FormData body gets its multipart
 * boundary from the browser. A refresh after a 401 sends the body again.
 */
export function xhrTransport(body: XMLHttpRequestBodyInit, watch: UploadWatch = {}): Transport {
  return (request) =>
    new Promise<Response>((resolve, reject) => {
      const aborted = () => reject(new DOMException('upload cancelled', 'AbortError'));
      if (watch.signal?.aborted) return aborted();
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) =>
        watch.onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : 0 });
      xhr.onload = () =>
        resolve(
          new Response(NULL_BODY.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr),
          }),
        );
      // What fetch does when the network fails.
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = aborted;
      watch.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
}
