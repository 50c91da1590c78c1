import { checkoutIssues } from '../../shared/checkout/checkout-issues';
import type { CartOrder } from '../../shared/schemas/cart-order';
import type { CustomerType } from '../../shared/schemas/customer';
import { assignmentId, fieldId, participantEditId } from './field-id';

/**
 * One thing a refused send lists: the element it leads to (a field, a participant's edit
 * button, an event's choice of participants) and what is wrong there.
 */
export type StepProblem =
  | { kind: 'field'; target: string; name: string; error: string }
  | { kind: 'participant'; target: string; index: number }
  | { kind: 'unassigned'; target: string; itemId: number };

/**
 * The participants' problems of a cart, each leading to what the visitor can reach on the page:
 * a participant's missing details are in the form behind their edit button (the fields are not
 * on the page until it is opened), a short event is its group of participant boxes.
 */
export function participantProblems(cart: CartOrder): StepProblem[] {
  const problems: StepProblem[] = [];
  const seen = new Set<number>();
  for (const issue of checkoutIssues(cart)) {
    const [root, key] = issue.path.split('.');
    if (root === 'participantPool' && key !== undefined && !seen.has(Number(key))) {
      seen.add(Number(key));
      problems.push({ kind: 'participant', target: participantEditId(Number(key)), index: Number(key) });
    }
    if (root === 'assignedParticipants' && key !== undefined) {
      problems.push({ kind: 'unassigned', target: assignmentId(Number(key)), itemId: Number(key) });
    }
  }
  return problems;
}

/**
 * What stops a step that holds a form and the participants (the application's applicant step)
 * from being sent: the form's errors, judged on what the visitor typed (the cart's customer is
 * only stored by this send, so the cart's own customer issues would count fields that are filled
 * in), then the participants' problems. Every problem is one the page shows and links to.
 */
export function stepProblems(formErrors: Readonly<Record<string, string>>, cart: CartOrder): StepProblem[] {
  const fields = Object.entries(formErrors).map(([name, error]): StepProblem => ({ kind: 'field', target: fieldId(name), name, error }));
  return [...fields, ...participantProblems(cart)];
}

/**
 * The cart as the step shows it while its form is not stored yet: with the customer type the
 * visitor chose, which decides what the participant form asks (a delivery address is offered to
 * a company's participants only).
 */
export function withCustomerTypeOf(cart: CartOrder, customerType: CustomerType): CartOrder {
  return cart.customer.type === customerType ? cart : { ...cart, customer: { ...cart.customer, type: customerType } };
}
