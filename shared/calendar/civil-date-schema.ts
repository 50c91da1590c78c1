import { z } from 'zod';
import { daysInMonth, type CivilDate } from './civil-date';

/** A calendar day from outside (a seed date, a stored value); `month` is 1-12. */
export const CivilDateSchema: z.ZodType<CivilDate> = z
  .object({
    year: z.int().min(1970).max(9999),
    month: z.int().min(1).max(12),
    day: z.int().min(1).max(31),
  })
  .refine((date) => date.day <= daysInMonth(date.year, date.month), { message: 'No such day', path: ['day'] });
