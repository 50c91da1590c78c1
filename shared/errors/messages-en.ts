/** The English texts of errors (one file per language, so a page loads only its own). */
/** The checkout's refusal texts (`checkout.errors.*`): the checkout's catalogue only. */
export const checkoutErrorsEn = {
  checkout: {
    errors: {
      duplicate_order: {
        title: 'This booking already exists',
        message:
          'We have already received an identical booking. Check your e-mail for the confirmation, or contact us if you want to change something.',
      },
      participant_already_booked: {
        title: 'Participant already booked',
        message: 'One or more of the participants are already booked on this event. Remove them from the booking or contact us.',
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
      order_awaiting_signature: {
        title: 'The booking is waiting for its signature',
        message:
          'You have already sent this booking and its agreement is waiting to be signed. Sign it in the browser where you sent the booking. If it is not signed while the seats are held, they are released and you can book again.',
      },
      checkout_incomplete: {
        title: 'Details are missing',
        message:
          "The booking lacks details it needs, such as a participant's name or personal identity number. Go back to the earlier steps and fill them in.",
      },
      order_too_large: {
        title: 'The booking is too large',
        message:
          'A booking made on this site can hold a limited number of places per event and in all. Split the booking, or contact us and we will help you book a larger group.',
      },
      too_many_unsigned_orders: {
        title: 'Several bookings are waiting for their signature',
        message:
          'You already have several bookings waiting to be signed. Sign them, or wait until their seats are released, and then try again.',
      },
      hold_cooling_down: {
        title: 'The seats were released a moment ago',
        message:
          'The time to sign this booking ran out a moment ago and its seats are now open to others for a while. Try again a little later or contact us.',
      },
      something_went_wrong: { title: 'Something went wrong' },
      unknown_checkout_error: {
        message: 'Your booking could not be completed. Try again in a moment or contact us.',
      },
      site_capacity_reached: {
        title: 'The site takes no more bookings right now',
        message: 'We have received unusually many bookings today. Nothing you filled in has been lost: try again tomorrow or contact us.',
      },
      rate_limited: {
        title: 'Too many attempts',
        message: 'We have received many requests from you in a short time. Wait a minute and try again; nothing has been lost.',
      },
      service_unavailable: {
        title: 'The booking service is not answering right now',
        message:
          'Your booking could not be sent just now. Nothing you filled in has been lost: try again in a moment. The same booking is never made twice.',
      },
    },
  },
} as const;

/** The cart's refusal texts (`cart.errors.*`): the site's catalogue, as the cart runs on every page. */
export const cartErrorsEn = {
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
      booking_too_large: 'One booking made here holds a limited number of places per date and in all. Contact us to book a larger group.',
      no_seats_left: 'There are no more free seats on this event.',
      rate_limited: 'Too many requests in a short time. Wait a minute and try again.',
      daily_limit_reached: 'You have shared as many carts as you can today. Try again tomorrow.',
      site_capacity_reached: 'The site takes no more of these right now. Try again later; your cart is kept.',
      service_unavailable: '{{status}} The booking service is not answering right now. Your cart is kept; try again in a moment.',
    },
  },
} as const;
