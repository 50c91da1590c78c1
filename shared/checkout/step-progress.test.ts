import { describe, expect, it } from 'vitest';
import { APPLICATION_STEPS, CHECKOUT_STEPS, stepProgress } from './step-progress';

describe('the progress of a flow of steps', () => {
  it('marks the steps before the current one as done and numbers every step from 1', () => {
    expect(stepProgress(CHECKOUT_STEPS, 'booking')).toEqual([
      { step: 'customer', number: 1, state: 'done' },
      { step: 'booking', number: 2, state: 'current' },
      { step: 'confirm', number: 3, state: 'upcoming' },
    ]);
  });

  it('has nothing done yet on the first step and nothing to come on the last', () => {
    expect(stepProgress(CHECKOUT_STEPS, 'customer').map(({ state }) => state)).toEqual(['current', 'upcoming', 'upcoming']);
    expect(stepProgress(APPLICATION_STEPS, 'customer').map(({ state }) => state)).toEqual(['done', 'current']);
  });
});
