/** The two kinds of catalogue item; the explorer tabs and the department filter use the same values. */
export const DEPARTMENTS = ['course', 'programme'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export function isDepartment(value: unknown): value is Department {
  return (DEPARTMENTS as readonly unknown[]).includes(value);
}
