import fc from 'fast-check';
import {
  DEFAULT_OPPORTUNITY_STAGES,
  enterStage,
  isProbability,
  missingOutcomes,
} from '../opportunity-pipeline.js';

const open = { probability: 50, outcome: 'open' as const };
const won = { probability: 100, outcome: 'won' as const };
const lost = { probability: 0, outcome: 'lost' as const };
const now = new Date('2026-03-01T10:00:00Z');

describe('opportunity pipeline', () => {
  test('default stages: distinct keys, probabilities that rise, won and lost at the end', () => {
    const keys = DEFAULT_OPPORTUNITY_STAGES.map((stage) => stage.key);
    expect(new Set(keys).size).toBe(keys.length);
    const open = DEFAULT_OPPORTUNITY_STAGES.filter((stage) => stage.outcome === 'open');
    expect(open.map((stage) => stage.probability)).toEqual(
      [...open.map((s) => s.probability)].sort((a, b) => a - b),
    );
    expect(DEFAULT_OPPORTUNITY_STAGES.slice(-2).map((stage) => stage.outcome)).toEqual(['won', 'lost']);
  });

  test('entering a stage takes its probability unless the move gives one', () => {
    expect(enterStage(open, { closedAt: null }, now)).toEqual({ probability: 50, closedAt: null });
    expect(enterStage(open, { closedAt: null }, now, 60)).toEqual({ probability: 60, closedAt: null });
  });

  test('won or lost closes the deal; closedAt stays the first settlement; an open stage reopens it', () => {
    const earlier = new Date('2026-01-01T00:00:00Z');
    expect(enterStage(won, { closedAt: null }, now).closedAt).toEqual(now);
    expect(enterStage(lost, { closedAt: earlier }, now).closedAt).toEqual(earlier);
    expect(enterStage(open, { closedAt: earlier }, now).closedAt).toBeNull();
  });

  test('a probability is a whole percent', () => {
    expect([0, 55, 100].every(isProbability)).toBe(true);
    expect([-1, 101, 12.5, '50', null].some(isProbability)).toBe(false);
    fc.assert(fc.property(fc.integer(), (value) => isProbability(value) === (value >= 0 && value <= 100)));
  });
});

describe('pipeline shape', () => {
  const outcome = fc.constantFrom('open' as const, 'won' as const, 'lost' as const);

  test('the default pipeline lacks nothing; one without won or lost lacks it', () => {
    expect(missingOutcomes(DEFAULT_OPPORTUNITY_STAGES)).toEqual([]);
    expect(missingOutcomes([open, won])).toEqual(['lost']);
    expect(missingOutcomes([])).toEqual(['open', 'won', 'lost']);
  });

  test('an outcome is missing exactly when no stage has it', () => {
    fc.assert(
      fc.property(fc.array(outcome.map((o) => ({ outcome: o }))), (stages) => {
        for (const o of ['open', 'won', 'lost'] as const) {
          expect(missingOutcomes(stages).includes(o)).toBe(!stages.some((stage) => stage.outcome === o));
        }
      }),
    );
  });
});
