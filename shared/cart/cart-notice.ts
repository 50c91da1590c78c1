import type { MessageKey } from '../i18n/translator';

/** A message for the cart's toast region: a catalogue key, or a ready text (the price-failure toast). */
export type CartNotice = { tone: 'error' | 'info' } & (
  | { key: MessageKey; params?: Readonly<Record<string, string | number>> }
  | { text: string }
);
