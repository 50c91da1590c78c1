import { useEffect, useRef, useState } from 'react';
import { checkoutIssues, type CheckoutIssue } from '../../shared/checkout/checkout-issues';
import type { Participant } from '../../shared/schemas/participant';
import { useI18n } from '../app/i18n-context';
import { reportRefusal } from '../cart/cart-modal';
import type { CheckoutContext } from './checkout-frame';
import { whenAndWhere } from '../../shared/cart/when-and-where';
import { itemConstraintNotes, itemPlaces } from '../../shared/cart/event-rules';
import { ConstraintNotes } from '../cart/constraint-notes';
import { DRAFT, loadDraft, ParticipantForm } from './participant-form';
import { saveFields, useSavedFields } from './saved-fields';
import { assignmentId, fieldId, participantEditId } from './field-id';
import { overlappingBookings } from '../../shared/checkout/overlapping-bookings';
import { eventsForNewParticipant } from '../../shared/cart/default-assignment';
import { participantCountAfterAdding } from '../../shared/cart/participant-count';
import { ParticipantCountSelect, useParticipantCount } from './participant-count-select';
import { UnnamedParticipantSlots } from './participant-slots';
import { FullEventNote, fullEventNoteId } from './full-event-note';

const fullName = (participant: Participant) => `${participant.firstName} ${participant.lastName}`;

/** The participant and assignment issues of a cart: what stops the booking step. */
export function participantIssues(context: CheckoutContext): CheckoutIssue[] {
  return checkoutIssues(context.cart).filter(
    (issue) => issue.path.startsWith('participantPool') || issue.path.startsWith('assignedParticipants'),
  );
}

/**
 * The participants of a booking: the pool (add, edit, remove), the form of one participant, and
 * per event the choice of who attends, capped at its participant count. The visitor chooses how
 * many distinct people attend; a new participant is ticked for the events that count leaves them
 * (shared/cart/default-assignment.ts), and a full event says who holds its places.
 */
export function ParticipantsSection({ context, showIssues }: { context: CheckoutContext; showIssues: boolean }) {
  const { cart, controller, rules, cartId } = context;
  const { language, t } = useI18n();
  const saved = useSavedFields(cartId);
  const [announcement, setAnnouncement] = useState('');
  const [participantCount, setParticipantCount] = useParticipantCount(cartId, cart);
  const draftStarted = Object.keys(saved).some((name) => name.startsWith(`${DRAFT}.`) || name.startsWith('participantEdit.'));
  const formOpen = draftStarted || saved['participantForm.open'] === 'yes' || cart.participantPool.length === 0;
  const issues = showIssues ? participantIssues(context) : [];

  const setOpen = (open: boolean) => saveFields(cartId, { 'participantForm.open': open ? 'yes' : '' });
  // Saving or cancelling removes the form the focus was in: the focus goes to the button that
  // takes its place, so that the keyboard does not fall back to the start of the page.
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddWhenClosed = useRef(false);
  useEffect(() => {
    if (formOpen || !focusAddWhenClosed.current) return;
    focusAddWhenClosed.current = false;
    addButton.current?.focus();
  }, [formOpen]);
  // Add or Edit opens the form in place of what was pressed (Add goes away): the focus goes to the
  // form's first field, once the form is there, so that the visitor types on where they are.
  const focusFormWhenOpen = useRef(false);
  useEffect(() => {
    if (!focusFormWhenOpen.current || !formOpen) return;
    const first = document.getElementById(fieldId(`${DRAFT}.firstName`));
    if (!first) return;
    focusFormWhenOpen.current = false;
    first.focus();
  });

  const save = async (participant: Participant, previousEmail: string | undefined): Promise<boolean> => {
    if (previousEmail && previousEmail !== participant.email) {
      const renamed = await controller.dispatch({ type: 'rename-participant-email', from: previousEmail, to: participant.email });
      if (!renamed.ok) {
        reportRefusal(renamed);
        return false;
      }
    }
    const isNew = !cart.participantPool.some((entry) => entry.email === (previousEmail ?? participant.email));
    const result = await controller.dispatch({ type: 'upsert-participant', participant });
    if (!result.ok) {
      reportRefusal(result);
      return false;
    }
    const added = controller.getState().cart;
    if (isNew && added) {
      // The count grows with the people named and is saved, so that removing someone later keeps the
      // places the visitor planned for (while nothing is saved, the initial count follows the pool).
      const count = participantCountAfterAdding(added, participantCount ?? added.participantPool.length);
      setParticipantCount(count);
      for (const itemId of eventsForNewParticipant(added, participant.email, count)) {
        const assigned = controller.getState().cart?.assignedParticipants[String(itemId)] ?? [];
        await controller.dispatch({ type: 'assign-participants', itemId, emails: [...assigned, participant.email] });
      }
    }
    focusAddWhenClosed.current = true;
    setOpen(false);
    setAnnouncement(t('checkout.participants.saved', { name: fullName(participant) }));
    return true;
  };

  const remove = async (participant: Participant) => {
    const result = await controller.dispatch({ type: 'remove-participant', email: participant.email });
    if (!result.ok) return reportRefusal(result);
    setAnnouncement(t('checkout.participants.removed', { name: fullName(participant) }));
  };

  const toggle = async (itemId: number, email: string, attend: boolean) => {
    const assigned = cart.assignedParticipants[String(itemId)] ?? [];
    const emails = attend ? [...assigned, email] : assigned.filter((entry) => entry !== email);
    reportRefusal(await controller.dispatch({ type: 'assign-participants', itemId, emails }));
  };

  // Warned as soon as the second event is ticked; the booking can still go on (shared/checkout/overlapping-bookings.ts).
  const overlaps = overlappingBookings(cart);

  const invalidPeople = new Set(
    issues.filter((issue) => issue.path.startsWith('participantPool')).map((issue) => Number(issue.path.split('.')[1])),
  );

  return (
    <div className="participants">
      <p className="visually-hidden" aria-live="polite" data-testid="participants-status">
        {announcement}
      </p>
      <section aria-labelledby="pool-heading" className="checkout-form__section">
        <h2 id="pool-heading">{t('checkout.participants.heading')}</h2>
        <p>{t('checkout.participants.intro')}</p>
        {participantCount !== undefined ? <ParticipantCountSelect cart={cart} count={participantCount} onChange={setParticipantCount} /> : null}
        <ul className="participant-list" data-testid="participant-pool">
          {cart.participantPool.map((participant, index) => (
            <li key={participant.email} className={invalidPeople.has(index) ? 'participant-list__item is-invalid' : 'participant-list__item'}>
              <span>
                <strong>{fullName(participant)}</strong> <span className="muted">{participant.email}</span>
                {invalidPeople.has(index) ? <span className="field__error"> {t('checkout.confirm.incomplete')}</span> : null}
              </span>
              <span className="participant-list__actions">
                <button
                  type="button"
                  id={participantEditId(index)}
                  className="button button--secondary button--small"
                  aria-label={t('checkout.participants.edit_label', { name: fullName(participant) })}
                  onClick={() => {
                    focusFormWhenOpen.current = true;
                    loadDraft(cartId, saved, participant);
                  }}
                >
                  {t('checkout.participants.edit')}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('checkout.participants.remove_label', { name: fullName(participant) })}
                  onClick={() => void remove(participant)}
                >
                  {t('checkout.participants.remove')}
                </button>
              </span>
            </li>
          ))}
          <UnnamedParticipantSlots named={cart.participantPool.length} count={participantCount ?? 0} />
        </ul>
        {formOpen ? (
          <ParticipantForm
            cart={cart}
            rules={rules}
            cartId={cartId}
            onSave={save}
            onCancel={() => {
              loadDraft(cartId, saved, undefined);
              focusAddWhenClosed.current = true;
              setOpen(false);
            }}
          />
        ) : (
          <button
            ref={addButton}
            type="button"
            className="button button--primary"
            onClick={() => {
              focusFormWhenOpen.current = true;
              setOpen(true);
            }}
          >
            {t('checkout.participants.add')}
          </button>
        )}
      </section>
      <div aria-live="polite" data-testid="overlap-warnings">
        {overlaps.map((overlap) => (
          <p key={`${overlap.email} ${overlap.first.id} ${overlap.second.id}`} className="notice notice--warning">
            {t('checkout.participants.overlap', { name: overlap.name, first: overlap.first.title, second: overlap.second.title })}
          </p>
        ))}
      </div>
      {cart.cartItems.map((item) => {
        const assigned = cart.assignedParticipants[String(item.id)] ?? [];
        const full = assigned.length >= item.participantCount;
        const unassigned = issues.some((issue) => issue.path === `assignedParticipants.${item.id}`);
        const statusId = `assigned-${item.id}`;
        return (
          <fieldset
            key={item.id}
            id={assignmentId(item.id)}
            // The target of the error summary's link: focusable by it, not a stop of its own for Tab.
            tabIndex={-1}
            className={`checkout-form__section assignment${unassigned ? ' field--invalid' : ''}`}
            aria-describedby={statusId}
            data-testid={`assignment-${item.id}`}
          >
            <legend>{t('checkout.participants.assignment_heading', { title: item.displayTitle })}</legend>
            <p className="muted">{whenAndWhere(item, itemPlaces(cart, item.id), language, t('content.remote_location'))}</p>
            <ConstraintNotes notes={itemConstraintNotes(cart, item.id)} />
            <p id={statusId} aria-live="polite" className={unassigned ? 'field__error' : 'muted'}>
              {unassigned ? (
                <span className="field__warning" aria-hidden="true">
                  !
                </span>
              ) : null}{' '}
              {t('checkout.participants.assigned', { count: assigned.length, total: item.participantCount })}
              {/* The count ends its sentence when another follows it, so the line does not run on. */}
              {unassigned ? `. ${t('checkout.validation.unassigned')}` : full ? `. ${t('checkout.participants.full')}` : ''}
            </p>
            {cart.participantPool.map((participant) => {
              const checked = assigned.includes(participant.email);
              const id = `attend-${item.id}-${participant.email}`;
              const disabled = !checked && full;
              return (
                <div key={participant.email} className="field field--checkbox">
                  <input
                    type="checkbox"
                    id={id}
                    checked={checked}
                    disabled={disabled}
                    aria-describedby={disabled ? fullEventNoteId(item.id) : undefined}
                    onChange={(event) => void toggle(item.id, participant.email, event.target.checked)}
                  />
                  <label htmlFor={id}>{fullName(participant)}</label>
                </div>
              );
            })}
            {full && cart.participantPool.some((participant) => !assigned.includes(participant.email)) ? (
              <FullEventNote item={item} assigned={assigned} pool={cart.participantPool} />
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
