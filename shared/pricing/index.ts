// Pure pricing rules of the reference booking service, and the canonical JSON of commit hashes.
export * from './catalogue';
export * from './minor-units';
export * from './event-open';
export * from './package-pricing';
export * from './coupon-discount';
export * from './price-cart';
export * from './canonical-json';
