/** The Swedish texts of cart (one file per language, so a page loads only its own). */
export const cartSv = {
  cart: {
    bag: 'Varukorg',
    bag_count: '{{count}} tillfällen i varukorgen',
    bag_count_one: '{{count}} tillfälle i varukorgen',
    title: 'Din varukorg',
    empty: 'Varukorgen är tom.',
    loading: 'Hämtar varukorgen…',
    participants: 'Deltagare',
    // The event by its title and dates: two lines of one course differ by their dates.
    increase: 'Fler deltagare på {{title}}, {{dates}}',
    decrease: 'Färre deltagare på {{title}}, {{dates}}',
    remove: 'Ta bort',
    remove_item: 'Ta bort {{title}}, {{dates}}, ur varukorgen',
    coupon_label: 'Rabattkod',
    coupon_apply: 'Använd kod',
    coupon_remove: 'Ta bort rabattkoden',
    coupon_active: 'Rabattkod {{code}} används',
    gross: 'Pris exkl. moms',
    discount: 'Rabatt',
    vat: 'Moms',
    total: 'Totalt inkl. moms',
    pricing: 'Priset räknas om…',
    price_stale: 'Priset kunde inte räknas om. Visat pris kan vara inaktuellt.',
    to_checkout: 'Till kassan',
    to_application: 'Till ansökan',
    close: 'Stäng varukorgen',
    locked_notice: 'Bokningen är skickad och kan inte ändras.',
    add: 'Lägg i varukorgen',
    adding: 'Lägger i varukorgen…',
    needs_js: 'Du behöver JavaScript för att boka. Aktivera det i webbläsaren eller kontakta oss.',
    dismiss: 'Stäng meddelandet',
    corrupt_dropped: 'En sparad varukorg gick inte att läsa och har tagits bort.',
    seats_left: '{{count}} platser kvar',
    seats_left_one: '1 plats kvar',
    // The booking policy's size of one order (shared/booking/booking-policy.ts), said where the "+" stops.
    limit_per_event: 'Högst {{limit}} platser per tillfälle kan bokas här. Kontakta oss för att boka en större grupp.',
    limit_in_all:
      'Högst {{limit}} platser totalt kan bokas i en bokning här. Dela upp bokningen eller kontakta oss för att boka en större grupp.',
    seats_limited: 'Det finns bara {{count}} platser kvar på {{title}}, så antalet deltagare är nu {{count}}.',
    seats_limited_one: 'Det finns bara 1 plats kvar på {{title}}, så antalet deltagare är nu 1.',
    save_failed:
      'Din varukorg kunde inte sparas i webbläsaren. Den finns kvar så länge sidan är öppen, och vi försöker igen vid nästa ändring.',
    saved_again: 'Din varukorg är sparad i webbläsaren igen.',
    hold_expired: 'Tiden för att signera bokningen har gått ut och platserna har släppts. Boka igen för att skicka den på nytt.',
    book_again: 'Boka igen',
    coupon_refused: 'Rabattkoden {{code}} gäller inte. Kontrollera hur den är skriven, eller boka utan rabattkod.',
    line_excl_vat: 'exkl. moms',
    locked: {
      title: 'Bokningen kan inte ändras',
      message: 'Din bokning är redan skickad. Gå vidare till signeringen, eller kontakta oss om du vill ändra något.',
      go_to_signing: 'Gå till signering',
    },
    cancelled: {
      title: 'Tillfällen har tagits bort',
      message: 'De här tillfällena är inställda eller har redan startat och kan inte bokas:',
    },
    // Vad ett tillfälle kräver av bokningen utöver kategorins regler: sägs på tillfället, i varukorgen och i kassan.
    constraints: {
      company_only: 'Bara företag kan boka det här tillfället.',
      personal_id: 'Det här tillfället kräver personnummer.',
    },
    // Vem som får boka och vad som inte kan ligga i samma varukorg: sägs där besökaren väljer tillfälle.
    limits: {
      company_only_course: 'Den här kursen kan bara bokas av företag och organisationer. En privatperson kan inte boka den.',
      company_only_programme: 'Det här programmet kan bara bokas av företag och organisationer. En privatperson kan inte boka det.',
      other_currency:
        'Din varukorg har tillfällen med pris i {{cart}}; det här tillfället har pris i {{event}}. Boka dem var för sig: slutför eller töm varukorgen först.',
      other_category:
        'Din varukorg har tillfällen av ett annat slag, som bokas på andra villkor. Boka dem var för sig: slutför eller töm varukorgen först.',
      other_terms:
        'Det här tillfället bokas på andra villkor än tillfällena i din varukorg. Boka dem var för sig: slutför eller töm varukorgen först.',
      open_cart: 'Öppna varukorgen',
      empty_and_add: 'Töm varukorgen och lägg i det här tillfället',
    },
  },
  // Sharing a cart starts from the cart modal; the shared-cart page reads these too.
  share: {
    create: 'Dela varukorgen',
    update: 'Uppdatera delad varukorg',
    creating: 'Delar…',
    created: 'Varukorgen är delad. Skicka länken till en kollega.',
    updated: 'Den delade varukorgen är uppdaterad.',
    link_label: 'Länk till varukorgen',
    copy: 'Kopiera länken',
    copied: 'Länken är kopierad.',
    heading: 'Delad varukorg',
    intro: 'Någon har delat den här varukorgen med dig. Ta över den för att boka.',
    updated_at: 'Senast ändrad {{date}}',
    take_over: 'Ta över varukorgen',
    taken_over: 'Varukorgen är din. Fortsätt till kassan när du vill.',
    fields_refused:
      'Uppgifterna som sparats i den delade varukorgen (kund, kontaktperson, deltagare) gick inte att läsa och togs inte över. Dina egna sparade uppgifter finns kvar – kontrollera dem i kassan.',
    to_checkout: 'Till kassan',
    replace_title: 'Ersätta din varukorg?',
    replace_message: 'Du har redan saker i din varukorg. Vill du ersätta dem med den delade varukorgen?',
    replace: 'Ersätt',
    cancel: 'Avbryt',
    not_found: 'Den delade varukorgen finns inte längre.',
    failed: '500 Internal Server Error',
    edit_key_missing:
      'Du öppnade en delad länk utan dess redigeringsnyckel, så bara den som delade varukorgen kan uppdatera den. Ändringar du gör sparas i din egen varukorg. Den delade länken visar fortfarande den ursprungliga varukorgen – dela varukorgen för att få en ny länk.',
    own_locked:
      'Din egen bokning är redan skickad och väntar på signering, så den kan inte ersättas med den delade varukorgen. Slutför den först, eller kontakta oss.',
    to_own_booking: 'Gå till din bokning',
    take_over_failed: 'Den delade varukorgen kunde inte tas över helt. Kontrollera din varukorg innan du fortsätter.',
  },
} as const;
