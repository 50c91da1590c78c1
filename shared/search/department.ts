/** The two kinds of catalogue item; the explorer tabs and the department filter use the same values. */
export const DEPARTMENTS = ['course', 'programme'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export function isDepartment(value: unknown): value is Department {
  return DEPARTMENTS.some((department) => department === value);
}

/**
 * The department of an inspiration article's record. Never a filter value a visitor can choose:
 * articles are kept out of the catalogue explorers (which ask for course or programme) and found
 * by the site search (docs/rules/search-semantics.md).
 */
export const ARTICLE_DEPARTMENT = 'article';
/** Every department a search record may carry. */
export const RECORD_DEPARTMENTS = [...DEPARTMENTS, ARTICLE_DEPARTMENT] as const;
