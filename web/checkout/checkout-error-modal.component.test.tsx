import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderIn } from '../testing/render-in';
import { CheckoutErrorModal, DocumentErrorModal } from './checkout-error-modal';

// Every modal of the checkout error catalogue, as the confirm step shows it for the statusMessage
// the back end answered a commit with: its title, its message, contact us and OK.

const STATUS_MODALS = {
  sv: [
    ['duplicate_order', 'Bokningen finns redan', 'Vi har redan tagit emot en likadan bokning'],
    ['participant_already_booked', 'Deltagaren är redan bokad', 'redan bokade på det här tillfället'],
    ['contact_person_exists_with_different_customer', 'Kontaktpersonen är kopplad till en annan kund', 'hör redan till en annan kund'],
    ['participant_exists_with_different_customer', 'Bokningen behöver hanteras', 'gå igenom bokningen manuellt'],
    ['multiple_persons_found', 'Bokningen behöver hanteras', 'gå igenom bokningen manuellt'],
    ['order_awaiting_signature', 'Bokningen väntar på signering', 'avtalet väntar på att signeras'],
    ['service_unavailable', 'Bokningstjänsten svarar inte just nu', 'Inget av det du fyllt i har gått förlorat'],
    ['checkout_incomplete', 'Uppgifter saknas', 'namn eller personnummer för en deltagare'],
    ['order_too_large', 'Bokningen är för stor', 'boka en större grupp'],
    ['too_many_unsigned_orders', 'Flera bokningar väntar på signering', 'vänta tills deras platser släpps'],
    ['hold_cooling_down', 'Platserna släpptes nyss', 'öppna för andra en stund'],
    ['something_else', 'Något gick fel', 'Bokningen kunde inte slutföras'],
  ],
  en: [
    ['duplicate_order', 'This booking already exists', 'already received an identical booking'],
    ['participant_already_booked', 'Participant already booked', 'already booked on this event'],
    ['contact_person_exists_with_different_customer', 'Contact person belongs to another customer', 'already belongs to another customer'],
    ['participant_exists_with_different_customer', 'Your booking needs attention', 'review your booking manually'],
    ['multiple_persons_found', 'Your booking needs attention', 'review your booking manually'],
    ['order_awaiting_signature', 'The booking is waiting for its signature', 'its agreement is waiting to be signed'],
    ['service_unavailable', 'The booking service is not answering right now', 'Nothing you filled in has been lost'],
    ['checkout_incomplete', 'Details are missing', "a participant's name or personal identity number"],
    ['order_too_large', 'The booking is too large', 'book a larger group'],
    ['too_many_unsigned_orders', 'Several bookings are waiting for their signature', 'wait until their seats are released'],
    ['hold_cooling_down', 'The seats were released a moment ago', 'open to others for a while'],
    ['something_else', 'Something went wrong', 'Your booking could not be completed'],
  ],
} as const;

describe('the checkout error catalogue', () => {
  for (const language of ['sv', 'en'] as const) {
    for (const [statusMessage, title, text] of STATUS_MODALS[language]) {
      test(`${statusMessage} shows its modal with contact us and OK (${language})`, async () => {
        renderIn(language, <CheckoutErrorModal statusMessage={statusMessage} onClose={() => {}} />);
        const modal = await screen.findByRole('dialog', { name: title });
        expect(modal.textContent).toContain(text);
        expect(within(modal).getByRole('button', { name: language === 'sv' ? 'Kontakta oss' : 'Contact us' })).toBeTruthy();
        expect(within(modal).getByRole('button', { name: 'OK' })).toBeTruthy();
      });
    }
  }

  test('OK closes the modal', async () => {
    const onClose = vi.fn();
    renderIn('sv', <CheckoutErrorModal statusMessage="duplicate_order" onClose={onClose} />);
    const modal = await screen.findByRole('dialog', { name: 'Bokningen finns redan' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('contact us closes the modal and moves the focus to the help section', async () => {
    const onClose = vi.fn();
    renderIn(
      'sv',
      <>
        <CheckoutErrorModal statusMessage="duplicate_order" onClose={onClose} />
        <section id="help">Hjälp</section>
      </>,
    );
    const modal = await screen.findByRole('dialog', { name: 'Bokningen finns redan' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Kontakta oss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('help'));
  });

  test('no statusMessage shows no modal', () => {
    renderIn('sv', <CheckoutErrorModal statusMessage={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the could-not-create-document modal', () => {
  for (const [language, title, goToSigning] of [
    ['sv', 'Avtalet kunde inte skapas', 'Gå till signering'],
    ['en', 'The agreement could not be created', 'Go to signing'],
  ] as const) {
    test(`its go-to-signing closes it and tries again (${language})`, async () => {
      const onClose = vi.fn();
      const onGoToSigning = vi.fn();
      renderIn(language, <DocumentErrorModal open onClose={onClose} onGoToSigning={onGoToSigning} />);
      const modal = await screen.findByRole('dialog', { name: title });
      await userEvent.click(within(modal).getByRole('button', { name: goToSigning }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onGoToSigning).toHaveBeenCalledTimes(1);
    });
  }
});
