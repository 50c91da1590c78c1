/** The element id of an icon's symbol in the inlined sprite (prefixed, so no page id clashes). */
export function iconSymbolId(name: string): string {
  return `icon-${name}`;
}
