/*
 * Forcing the interleaving a race needs, on every engine. SQLite runs one transaction at a time, so
 * requests sent at once may still happen one after the other and a broken guard goes unseen. Holding
 * each request at a chosen step until all of them have reached it (a barrier) makes every one of them
 * do its reads before any of them writes: the step's guard is then all that keeps them apart.
 */

/** Resolves for everyone once `parties` calls have arrived; fails each waiter after `timeoutMs`. */
export class Barrier {
  private arrived = 0;
  private readonly all: Promise<void>;
  private open!: () => void;

  constructor(
    readonly parties: number,
    private readonly timeoutMs = 60_000,
  ) {
    this.all = new Promise((resolve) => (this.open = resolve));
  }

  get count(): number {
    return this.arrived;
  }

  async wait(): Promise<void> {
    if (++this.arrived === this.parties) this.open();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `Only ${this.arrived} of ${this.parties} reached the barrier in ${this.timeoutMs} ms: the race was not forced`,
            ),
          ),
        this.timeoutMs,
      );
    });
    try {
      await Promise.race([this.all, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Holds every caller until `open()`; `entered` resolves when the first one arrives and `count` says
 * how many did: a request kept in the middle of its work while others run.
 */
export class Gate {
  count = 0;
  readonly entered: Promise<void>;
  private arrive!: () => void;
  private release!: () => void;
  private readonly opens = new Promise<void>((resolve) => (this.release = resolve));

  constructor() {
    this.entered = new Promise((resolve) => (this.arrive = resolve));
  }

  async wait(): Promise<void> {
    this.count++;
    this.arrive();
    await this.opens;
  }

  open(): void {
    this.release();
  }
}

/**
 * Makes `target[method]` wait at `barrier` (a Barrier or a Gate) before running the real method, or
 * after it ran and before its caller gets the result (`when: 'after'`: a transaction kept open once the
 * step wrote), until `restore()`. The real code runs unchanged: only its start or its return is held.
 */
export function holdAt<T extends object, K extends keyof T>(
  target: T,
  method: K,
  barrier: { wait(): Promise<void> },
  when: 'before' | 'after' = 'before',
): { restore: () => void } {
  const own = Object.prototype.hasOwnProperty.call(target, method);
  const original = target[method] as unknown as (...args: unknown[]) => Promise<unknown>;
  const held = async function (this: unknown, ...args: unknown[]): Promise<unknown> {
    if (when === 'before') await barrier.wait();
    const result = await original.apply(this, args);
    if (when === 'after') await barrier.wait();
    return result;
  };
  target[method] = held as unknown as T[K];
  return {
    restore: () => {
      if (own) target[method] = original as unknown as T[K];
      else delete target[method];
    },
  };
}
