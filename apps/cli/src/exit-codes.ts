/** Exit codes scripts can rely on (documented in docs/cli.md). */
export const EXIT = {
  ok: 0,
  /** The command ran and found a problem, or its work failed (database unreachable, drift…). */
  failure: 1,
  /** The command line itself is wrong: unknown command or option, missing argument. */
  usage: 2,
  /** An import completed but refused some rows (listed in its error report). */
  partial: 3,
} as const;
