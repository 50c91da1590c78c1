// The cart domain: the state machine, its rules, category rules and derived views.
export * from './categories';
export * from './cart-event';
export * from './cart-state';
export * from './create-cart';
export * from './has-started';
export * from './transition';
export { withItems, pastItems } from './item-rules';
export { normaliseEmail } from './participant-rules';
export { CartDetailsSchema, type CartDetails } from './details-rules';
export type { CommitValues } from './commit-rules';
export * from './participant-count';
export * from './analytics';
export * from './commit-hash-input';
