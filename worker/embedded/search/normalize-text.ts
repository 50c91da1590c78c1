// Letters that carry no combining mark under NFD but that a visitor types without the stroke.
const FOLDED: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/**
 * Folds case and accents so that `Göteborg`, `GÖTEBORG` and `goteborg` compare equal, as the
 * hosted engine does by default for Swedish (å, ä, ö fold to a, a, o).
 */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/[øæœßłđðþ]/g, (letter) => FOLDED[letter] ?? letter);
}

/** The normalised words of a text: runs of letters and digits; punctuation and spaces split. */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(NON_WORD)
    .filter((word) => word.length > 0);
}
