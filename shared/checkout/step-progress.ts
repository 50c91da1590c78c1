/** The steps of the checkout, in the order a visitor takes them. */
export const CHECKOUT_STEPS = ['customer', 'booking', 'confirm'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The steps of the application flow (the English academic category), in order. */
export const APPLICATION_STEPS = ['attachments', 'customer'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** Where a step stands from the current one: done steps can be gone back to, later ones not yet. */
export type StepState = 'done' | 'current' | 'upcoming';

/** One step of a flow as its progress list shows it: numbered from 1. */
export interface StepProgress<Step extends string> {
  step: Step;
  number: number;
  state: StepState;
}

/**
 * The progress of a flow of steps (the checkout's or the application's) at its current step:
 * every step before it is done, the ones after it are still to come.
 */
export function stepProgress<Step extends string>(steps: readonly Step[], current: Step): StepProgress<Step>[] {
  const at = steps.indexOf(current);
  return steps.map((step, index) => ({ step, number: index + 1, state: index < at ? 'done' : index === at ? 'current' : 'upcoming' }));
}
