/**
 * Swedish and English texts of every message key introduced by the cart and checkout error
 * catalogues (`checkout.errors.*`, `cart.errors.*`), as plain nested objects for the i18n
 * catalogue to merge. Keep both languages with the same keys; a unit test checks it.
 */
export const errorMessages = {
  sv: {
    checkout: {
      errors: {
        duplicate_order: {
          title: 'Bokningen finns redan',
          message:
            'Vi har redan tagit emot en likadan bokning. Kontrollera din e-post för bekräftelsen eller kontakta oss om du vill ändra något.',
        },
        participant_already_booked: {
          title: 'Deltagaren är redan bokad',
          message:
            'En eller flera av deltagarna är redan bokade på det här tillfället. Ta bort dem från bokningen eller kontakta oss.',
        },
        contact_person_exists_with_different_customer: {
          title: 'Kontaktpersonen är kopplad till en annan kund',
          message:
            'Kontaktpersonens e-postadress hör redan till en annan kund hos oss. Använd en annan e-postadress eller kontakta oss så hjälper vi dig.',
        },
        needs_action: { title: 'Bokningen behöver hanteras' },
        needs_manual_processing: {
          message:
            'Vi behöver gå igenom bokningen manuellt innan den kan slutföras. Kontakta oss så hjälper vi dig vidare.',
        },
        something_went_wrong: { title: 'Något gick fel' },
        unknown_checkout_error: {
          message: 'Bokningen kunde inte slutföras. Försök igen om en stund eller kontakta oss.',
        },
      },
    },
    cart: {
      errors: {
        no_cart: 'Varukorgen kunde inte hittas.',
        cart_expired: 'Varukorgen har gått ut och har tömts.',
        cart_locked: 'Bokningen är redan skickad och kan inte ändras.',
        conflicting_category: 'Det här tillfället kan inte bokas tillsammans med det som redan ligger i varukorgen.',
        conflicting_document: 'Det här tillfället har andra avtalsvillkor än det som redan ligger i varukorgen och måste bokas separat.',
        no_document: 'Det här tillfället kan inte bokas via webben. Kontakta oss för att boka.',
        invalid_item: 'Tillfället kunde inte läggas i varukorgen.',
        duplicate_item: 'Tillfället ligger redan i varukorgen.',
        unknown_item: 'Tillfället finns inte i varukorgen.',
        cart_full: 'Varukorgen är full.',
        cart_empty: 'Varukorgen är tom.',
        invalid_count: 'Ange ett antal deltagare från 1 till 200.',
        invalid_coupon: 'Rabattkoden är ogiltig.',
        invalid_participant: 'Kontrollera deltagarens uppgifter.',
        pool_full: 'Du kan inte lägga till fler deltagare.',
        unknown_participant: 'Deltagaren finns inte i bokningen.',
        participant_exists: 'Det finns redan en deltagare med den e-postadressen.',
        invalid_email: 'Ange en giltig e-postadress.',
        invalid_details: 'Kontrollera uppgifterna i formuläret.',
        stale_totals: 'Priset har ändrats. Vi räknar om det.',
        invalid_totals: 'Priset kunde inte hämtas.',
        not_committing: 'Bokningen skickas inte just nu.',
        not_committed: 'Bokningen är inte skickad än.',
        invalid_commit: 'Bokningen kunde inte bekräftas.',
        invalid_scrive: 'Avtalet för signering kunde inte skapas.',
        invalid_sharing: 'Länken till varukorgen är ogiltig.',
        invalid_event: 'Något gick fel med varukorgen.',
        no_seats_left: 'Det finns inga fler lediga platser på det här tillfället.',
      },
    },
  },
  en: {
    checkout: {
      errors: {
        duplicate_order: {
          title: 'This booking already exists',
          message:
            'We have already received an identical booking. Check your e-mail for the confirmation, or contact us if you want to change something.',
        },
        participant_already_booked: {
          title: 'Participant already booked',
          message:
            'One or more of the participants are already booked on this event. Remove them from the booking or contact us.',
        },
        contact_person_exists_with_different_customer: {
          title: 'Contact person belongs to another customer',
          message:
            "The contact person's e-mail address already belongs to another customer of ours. Use another e-mail address, or contact us and we will help you.",
        },
        needs_action: { title: 'Your booking needs attention' },
        needs_manual_processing: {
          message: 'We need to review your booking manually before it can be completed. Contact us and we will help you.',
        },
        something_went_wrong: { title: 'Something went wrong' },
        unknown_checkout_error: {
          message: 'Your booking could not be completed. Try again in a moment or contact us.',
        },
      },
    },
    cart: {
      errors: {
        no_cart: 'The cart could not be found.',
        cart_expired: 'The cart has expired and has been emptied.',
        cart_locked: 'The booking has already been sent and cannot be changed.',
        conflicting_category: 'This event cannot be booked together with what is already in the cart.',
        conflicting_document: 'This event has different terms from what is already in the cart and must be booked separately.',
        no_document: 'This event cannot be booked online. Contact us to book it.',
        invalid_item: 'The event could not be added to the cart.',
        duplicate_item: 'The event is already in the cart.',
        unknown_item: 'The event is not in the cart.',
        cart_full: 'The cart is full.',
        cart_empty: 'The cart is empty.',
        invalid_count: 'Enter a number of participants from 1 to 200.',
        invalid_coupon: 'The coupon code is not valid.',
        invalid_participant: "Check the participant's details.",
        pool_full: 'You cannot add more participants.',
        unknown_participant: 'The participant is not in the booking.',
        participant_exists: 'There is already a participant with that e-mail address.',
        invalid_email: 'Enter a valid e-mail address.',
        invalid_details: 'Check the details in the form.',
        stale_totals: 'The price has changed. We are recalculating it.',
        invalid_totals: 'The price could not be fetched.',
        not_committing: 'The booking is not being sent right now.',
        not_committed: 'The booking has not been sent yet.',
        invalid_commit: 'The booking could not be confirmed.',
        invalid_scrive: 'The agreement for signing could not be created.',
        invalid_sharing: 'The link to the cart is not valid.',
        invalid_event: 'Something went wrong with the cart.',
        no_seats_left: 'There are no more free seats on this event.',
      },
    },
  },
} as const;
