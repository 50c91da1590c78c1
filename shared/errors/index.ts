// Error shapes, codes and message catalogues of the cart and checkout.
export * from './api-error';
export * from './pricing-error-status';
export * from './checkout-error-keys';
export * from './cart-error-key';
export * from './toasts';
export * from './messages';
