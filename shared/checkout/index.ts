// Checkout rules derived from a cart: what the forms ask for and what still stops the booking.
export * from './checkout-requirements';
export * from './checkout-issues';
