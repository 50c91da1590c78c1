// The zod schemas of every entity of the cart and booking domain; types are inferred from them.
export * from './primitives';
export * from './category-id';
export * from './address';
export * from './contact-person';
export * from './customer';
export * from './participant';
export * from './cart-item';
export * from './cart-totals';
export * from './cart-meta';
export * from './checkout-constraint';
export * from './cart-order';
export * from './cart-update-request';
export * from './commit';
export * from './share';
export * from './event-open';
export * from './analytics-item';
export * from './signing-document';
