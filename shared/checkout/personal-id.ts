import type { IdType } from '../cart/categories';

/** Why an identification number was refused. */
export type IdNumberError = 'required' | 'invalid-format' | 'invalid-date' | 'invalid-checksum';

/** The result of checking an identification number: its normalised form, or why it is refused. */
export type IdNumberResult = { ok: true; value: string } | { ok: false; code: IdNumberError };

/** Every id type a form may choose: the category's own, or `unknown` (always allowed, not checked). */
export type IdTypeChoice = IdType | 'unknown';

/**
 * The Luhn (mod 10) check digit rule used by Swedish personal and organisation numbers: doubles
 * every second digit from the left of a 10-digit number and checks that the sum ends in 0.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[index]);
    // Counted from the right, so numbers of any length work; for 10 digits this doubles positions 0, 2, 4...
    if ((digits.length - index) % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const daysInMonth = (month: number, year: number | undefined): number => {
  if (month === 2) {
    // Without a century (YYMMDD) a 29 February is accepted whenever the two-digit year could be a leap year.
    if (year === undefined) return 29;
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
};

const SWEDISH = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{4})$/;

/**
 * Checks a Swedish personal identity number (personnummer) or coordination number
 * (samordningsnummer, day + 60): `YYMMDD-NNNN`, `YYMMDD+NNNN` (a person of 100 or more),
 * `YYMMDDNNNN`, `YYYYMMDDNNNN` or `YYYYMMDD-NNNN`, with a real date and a valid Luhn digit.
 * Answers the number as `YYMMDD-NNNN` (or `YYYYMMDD-NNNN` when the century was given), keeping a `+`.
 */
export function checkSwedishPersonalId(input: string): IdNumberResult {
  const value = input.trim().replace(/\s+/g, '');
  if (value === '') return { ok: false, code: 'required' };
  const match = SWEDISH.exec(value);
  if (!match) return { ok: false, code: 'invalid-format' };
  const [, century, yy = '', mm = '', dd = '', separator = '', serial = ''] = match;
  if (century && separator === '+') return { ok: false, code: 'invalid-format' };
  const month = Number(mm);
  const rawDay = Number(dd);
  const day = rawDay > 60 ? rawDay - 60 : rawDay;
  const year = century ? Number(century + yy) : undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return { ok: false, code: 'invalid-date' };
  if (!luhnValid(yy + mm + dd + serial)) return { ok: false, code: 'invalid-checksum' };
  return { ok: true, value: `${century ?? ''}${yy}${mm}${dd}${separator === '+' ? '+' : '-'}${serial}` };
}

const ORGANISATION = /^(16)?(\d{6})-?(\d{4})$/;

/**
 * Checks a Swedish organisation number (`NNNNNN-NNNN`, optionally with the `16` prefix): the
 * third digit is 2 or more and the Luhn digit is valid. A sole trader books with a personal
 * identity number, which is accepted too.
 */
export function checkSwedishOrganisationNumber(input: string): IdNumberResult {
  const value = input.trim().replace(/\s+/g, '');
  if (value === '') return { ok: false, code: 'required' };
  const match = ORGANISATION.exec(value);
  if (match) {
    const [, , head = '', tail = ''] = match;
    if (Number(head[2]) >= 2) {
      return luhnValid(head + tail) ? { ok: true, value: `${head}-${tail}` } : { ok: false, code: 'invalid-checksum' };
    }
  }
  return checkSwedishPersonalId(value);
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const SPANISH = /^([XYZ]|\d)(\d{7})([A-Z])$/;

/**
 * Checks a Spanish DNI (8 digits and a control letter) or NIE (X, Y or Z, 7 digits and a control
 * letter; X, Y, Z count as 0, 1, 2). Spaces, dots and hyphens are ignored; answers upper case
 * without separators.
 */
export function checkSpanishId(input: string): IdNumberResult {
  const value = input
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '');
  if (value === '') return { ok: false, code: 'required' };
  const match = SPANISH.exec(value);
  if (!match) return { ok: false, code: 'invalid-format' };
  const [, first = '', rest = '', letter = ''] = match;
  const number = Number(String('XYZ'.indexOf(first) >= 0 ? 'XYZ'.indexOf(first) : first) + rest);
  return DNI_LETTERS[number % 23] === letter ? { ok: true, value } : { ok: false, code: 'invalid-checksum' };
}

const CIF = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;

/**
 * Checks a Spanish company tax id (CIF: an organisation letter, 7 digits and a control digit or
 * letter); a self-employed customer's DNI or NIE is accepted too.
 */
export function checkSpanishCompanyId(input: string): IdNumberResult {
  const value = input
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '');
  const match = CIF.exec(value);
  if (!match) return checkSpanishId(value);
  const [, , digits = '', control = ''] = match;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    // Odd positions (1st, 3rd, ...) are doubled and their digits summed.
    sum += index % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  const check = (10 - (sum % 10)) % 10;
  return control === String(check) || control === 'JABCDEFGHI'[check] ? { ok: true, value } : { ok: false, code: 'invalid-checksum' };
}
