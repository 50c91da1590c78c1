/** The Swedish texts of errors (one file per language, so a page loads only its own). */
/** The checkout's refusal texts (`checkout.errors.*`): the checkout's catalogue only. */
export const checkoutErrorsSv = {
  checkout: {
    errors: {
      duplicate_order: {
        title: 'Bokningen finns redan',
        message:
          'Vi har redan tagit emot en likadan bokning. Kontrollera din e-post för bekräftelsen eller kontakta oss om du vill ändra något.',
      },
      participant_already_booked: {
        title: 'Deltagaren är redan bokad',
        message: 'En eller flera av deltagarna är redan bokade på det här tillfället. Ta bort dem från bokningen eller kontakta oss.',
      },
      contact_person_exists_with_different_customer: {
        title: 'Kontaktpersonen är kopplad till en annan kund',
        message:
          'Kontaktpersonens e-postadress hör redan till en annan kund hos oss. Använd en annan e-postadress eller kontakta oss så hjälper vi dig.',
      },
      needs_action: { title: 'Bokningen behöver hanteras' },
      needs_manual_processing: {
        message: 'Vi behöver gå igenom bokningen manuellt innan den kan slutföras. Kontakta oss så hjälper vi dig vidare.',
      },
      order_awaiting_signature: {
        title: 'Bokningen väntar på signering',
        message:
          'Du har redan skickat den här bokningen och avtalet väntar på att signeras. Signera det i webbläsaren där du skickade bokningen. Signeras det inte medan platserna är reserverade släpps de, och då kan du boka igen.',
      },
      checkout_incomplete: {
        title: 'Uppgifter saknas',
        message:
          'Bokningen saknar uppgifter som behövs, till exempel namn eller personnummer för en deltagare. Gå tillbaka till stegen innan och fyll i dem.',
      },
      order_too_large: {
        title: 'Bokningen är för stor',
        message:
          'En bokning här på webbplatsen kan omfatta ett begränsat antal platser per tillfälle och totalt. Dela upp bokningen eller kontakta oss, så hjälper vi dig att boka en större grupp.',
      },
      too_many_unsigned_orders: {
        title: 'Flera bokningar väntar på signering',
        message:
          'Du har redan flera bokningar som väntar på att signeras. Signera dem, eller vänta tills deras platser släpps, och försök sedan igen.',
      },
      hold_cooling_down: {
        title: 'Platserna släpptes nyss',
        message:
          'Tiden för att signera den här bokningen gick ut nyss och platserna är nu öppna för andra en stund. Försök igen lite senare eller kontakta oss.',
      },
      something_went_wrong: { title: 'Något gick fel' },
      unknown_checkout_error: {
        message: 'Bokningen kunde inte slutföras. Försök igen om en stund eller kontakta oss.',
      },
      site_capacity_reached: {
        title: 'Webbplatsen tar inte emot fler bokningar just nu',
        message: 'Vi har fått ovanligt många bokningar i dag. Inget du fyllt i har gått förlorat: försök igen i morgon eller kontakta oss.',
      },
      rate_limited: {
        title: 'För många försök',
        message: 'Vi har fått många förfrågningar från dig på kort tid. Vänta en minut och försök igen; inget har gått förlorat.',
      },
      service_unavailable: {
        title: 'Bokningstjänsten svarar inte just nu',
        message:
          'Bokningen kunde inte skickas just nu. Inget av det du fyllt i har gått förlorat: försök igen om en liten stund. Samma bokning görs aldrig två gånger.',
      },
    },
  },
} as const;

/** The cart's refusal texts (`cart.errors.*`): the site's catalogue, as the cart runs on every page. */
export const cartErrorsSv = {
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
      booking_too_large:
        'En bokning här på webbplatsen rymmer ett begränsat antal platser per tillfälle och totalt. Kontakta oss för att boka en större grupp.',
      no_seats_left: 'Det finns inga fler lediga platser på det här tillfället.',
      rate_limited: 'För många förfrågningar på kort tid. Vänta en minut och försök igen.',
      daily_limit_reached: 'Du har delat så många varukorgar som går i dag. Försök igen i morgon.',
      site_capacity_reached: 'Webbplatsen tar inte emot fler just nu. Försök igen senare; varukorgen finns kvar.',
      service_unavailable: '{{status}} Bokningstjänsten svarar inte just nu. Varukorgen finns kvar; försök igen om en liten stund.',
    },
  },
} as const;
