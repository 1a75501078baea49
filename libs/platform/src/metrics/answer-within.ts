/**
 * How long the readiness probe and a metrics scrape wait for a store: well under an orchestrator's probe
 * timeout and Prometheus's default scrape timeout (10 s), so a silent store costs its answer, not the call.
 */
export const STORE_ANSWER_MS = 2000;

/**
 * A store's answer, or `fallback` when it fails or takes longer than `ms`. BullMQ's client waits for
 * Redis to come back (it queues commands while offline), so a probe or a scrape asking it without a
 * limit would hang exactly when the answer matters.
 */
export async function answerWithin<T>(ask: () => Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  // Late and then failing, the store's answer must still be heard: an unheard rejection ends the process.
  const asked = (async () => ask())();
  asked.catch(() => undefined);
  try {
    return await Promise.race([asked, late]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}
