import { describe, expect, it } from 'vitest';
import { cartWith, sampleItem, sampleParticipant } from '../../shared/cart/testing';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { participantProblems, stepProblems } from './step-problems';

// Issue 47, item 1: "Send the application" counted the issues of the cart, whose customer the
// applicant form had not stored yet (only its own "Continue" did): "The form has 10 errors"
// for a form filled in, with nothing listed or marked. The step's problems are judged on what
// the visitor typed, and each one leads to something on the page.

/** An English academic cart: one place, the applicant in the pool and ticked, no customer stored. */
function applicationCart(overrides: Partial<CartOrder> = {}): CartOrder {
  const cart = cartWith([sampleItem({ id: 101, category: 'english-academic', participantCount: 1 })]);
  const applicant = sampleParticipant({ email: 'sam@example.co.uk', title: 'Analyst' });
  return { ...cart, participantPool: [applicant], assignedParticipants: { '101': [applicant.email] }, ...overrides };
}

describe("the problems of the application's applicant step", () => {
  it('are none for a filled-in form and a ticked participant, though the cart has no customer stored yet', () => {
    expect(stepProblems({}, applicationCart())).toEqual([]);
  });

  it("lead a private applicant's participant without a job title to their edit button: the category asks it of every booker", () => {
    const untitled = sampleParticipant({ email: 'sam@example.co.uk' });
    const cart = applicationCart({ participantPool: [untitled] });
    expect(stepProblems({}, { ...cart, customer: { ...cart.customer, type: 'private' } })).toEqual([
      { kind: 'participant', target: 'participant-edit-0', index: 0 },
    ]);
  });

  it("lead each form error to its field, then each short event to its participants' boxes", () => {
    const cart = applicationCart({ assignedParticipants: {} });
    expect(stepProblems({ 'contactPerson.email': 'checkout.validation.invalid_email', 'customer.address.zip': 'required' }, cart)).toEqual([
      { kind: 'field', target: 'field-contactPerson-email', name: 'contactPerson.email', error: 'checkout.validation.invalid_email' },
      { kind: 'field', target: 'field-customer-address-zip', name: 'customer.address.zip', error: 'required' },
      { kind: 'unassigned', target: 'assignment-101', itemId: 101 },
    ]);
  });
});

describe('the problems of the participants', () => {
  it("lead a participant's missing details to their edit button, once per participant, because the fields are behind it", () => {
    const cart = cartWith([sampleItem({ id: 101, category: 'swedish-academic', participantCount: 1 })]);
    // The Swedish academic category asks for a personal id number and a reason for the purchase.
    const anna = sampleParticipant({ ssn: '', reasonForPurchase: '' });
    const problems = participantProblems({ ...cart, participantPool: [anna], assignedParticipants: { '101': [anna.email] } });
    expect(problems).toEqual([{ kind: 'participant', target: 'participant-edit-0', index: 0 }]);
  });

  it('leave out what does not hold the booking up: a participant nobody attends with', () => {
    const cart = cartWith([sampleItem({ id: 101, category: 'swedish-academic', participantCount: 1 })]);
    const anna = sampleParticipant({ ssn: '811218-9876', reasonForPurchase: 'Leading a team', title: 'Head of unit' });
    const bert = sampleParticipant({ email: 'bert@example.se', ssn: '', reasonForPurchase: '' });
    expect(participantProblems({ ...cart, participantPool: [anna, bert], assignedParticipants: { '101': [anna.email] } })).toEqual([]);
  });
});
