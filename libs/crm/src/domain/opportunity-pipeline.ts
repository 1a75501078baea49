/*
 * The opportunity pipeline of a shop: its stages, left to right on the kanban, each with the probability
 * an opportunity takes on entering it and whether it closes the deal.
 */

/** Whether an opportunity in the stage is still being worked on, or closed as won or lost. */
export type StageOutcome = 'open' | 'won' | 'lost';

export interface StageDefinition {
  key: string;
  name: string;
  probability: number;
  outcome: StageOutcome;
}

/** The stages every shop starts with (renamed, reordered or completed in its settings). */
export const DEFAULT_OPPORTUNITY_STAGES: readonly StageDefinition[] = [
  { key: 'new', name: 'Nouvelle', probability: 10, outcome: 'open' },
  { key: 'qualified', name: 'Qualifiée', probability: 25, outcome: 'open' },
  { key: 'proposal', name: 'Proposition envoyée', probability: 50, outcome: 'open' },
  { key: 'negotiation', name: 'Négociation', probability: 75, outcome: 'open' },
  { key: 'won', name: 'Gagnée', probability: 100, outcome: 'won' },
  { key: 'lost', name: 'Perdue', probability: 0, outcome: 'lost' },
];

export interface StageEntry {
  probability: number;
  closedAt: Date | null;
}

/**
 * An opportunity entering a stage: it takes the stage's probability unless one is given with the move,
 * and is closed (dated) by a won or lost stage, reopened by an open one. `closedAt` is kept when the
 * opportunity moves between closing stages, so it says when the deal was first settled.
 */
export function enterStage(
  stage: { probability: number; outcome: StageOutcome },
  current: { closedAt: Date | null },
  now: Date,
  probability?: number,
): StageEntry {
  return {
    probability: probability ?? stage.probability,
    closedAt: stage.outcome === 'open' ? null : (current.closedAt ?? now),
  };
}

/** Whether a number is a probability in percent: a whole number from 0 to 100. */
export function isProbability(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100;
}

const OUTCOMES: readonly StageOutcome[] = ['open', 'won', 'lost'];

/**
 * The outcomes a pipeline lacks: it keeps at least one open, one won and one lost stage, so a deal can
 * always be worked on and settled either way. An edit or a deletion that leaves one out is refused.
 */
export function missingOutcomes(stages: readonly { outcome: StageOutcome }[]): StageOutcome[] {
  return OUTCOMES.filter((outcome) => !stages.some((stage) => stage.outcome === outcome));
}
