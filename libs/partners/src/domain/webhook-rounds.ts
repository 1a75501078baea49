/**
 * The round after `round` (0: the first try), or null when the retries are used up: one try, then one
 * per configured delay.
 */
export function nextRound(
  round: number,
  delaysMs: readonly number[],
): { round: number; delayMs: number } | null {
  const delayMs = delaysMs[round];
  return delayMs === undefined ? null : { round: round + 1, delayMs };
}
