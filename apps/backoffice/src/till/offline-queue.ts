import { useCallback, useEffect, useState } from 'react';

/*
 * Sales the till could not send (the network dropped): kept in the browser's storage with the
 * idempotency key each was first sent with, and sent again — the same key, the same body — when the
 * network comes back. The API records a key once, so a sale sent twice is never counted twice.
 */

export interface QueuedSale {
  readonly key: string;
  readonly body: unknown;
  readonly total: number;
}

/** What a send says: recorded (or already recorded), refused by the API, or not reached. */
export type SendOutcome = 'sent' | 'refused' | 'unreachable';

const storageKey = (pointId: number) => `cuvee.till.queue.${pointId}`;

function read(pointId: number): QueuedSale[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(pointId)) ?? '[]');
    return Array.isArray(stored) ? (stored as QueuedSale[]) : [];
  } catch {
    return [];
  }
}

function write(pointId: number, queue: readonly QueuedSale[]): void {
  localStorage.setItem(storageKey(pointId), JSON.stringify(queue));
}

/** Every 20 s, and at once when the browser says it is online again. */
const RETRY_MS = 20_000;

export function useOfflineQueue(
  pointId: number,
  send: (sale: QueuedSale) => Promise<SendOutcome>,
  onFlushed: () => void,
) {
  const [pending, setPending] = useState<QueuedSale[]>(() => read(pointId));

  const keep = useCallback(
    (sale: QueuedSale) => {
      const queue = [...read(pointId).filter((queued) => queued.key !== sale.key), sale];
      write(pointId, queue);
      setPending(queue);
    },
    [pointId],
  );

  const flush = useCallback(async () => {
    let sentAny = false;
    for (const sale of read(pointId)) {
      const outcome = await send(sale);
      if (outcome === 'unreachable') break;
      // Sent, or refused for good (the API said why): it leaves the queue either way.
      write(
        pointId,
        read(pointId).filter((queued) => queued.key !== sale.key),
      );
      sentAny ||= outcome === 'sent';
    }
    setPending(read(pointId));
    if (sentAny) onFlushed();
  }, [pointId, send, onFlushed]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = setInterval(() => {
      if (read(pointId).length) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(timer);
    };
  }, [flush, pointId]);

  return { pending, keep, flush };
}
