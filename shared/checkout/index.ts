// Checkout rules derived from a cart: what the forms ask for and what still stops the booking,
// identification numbers, the form schemas shared by browser and worker, saved form values.
export * from './checkout-requirements';
export * from './checkout-issues';
export * from './personal-id';
export * from './checkout-forms';
export * from './checkout-storage';
