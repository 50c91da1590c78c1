import { LOCATIONS, type SearchOptions } from '../../../../shared/content';
import type { Language } from '../../../../shared/i18n/languages';
import { FORMS, TOPICS } from './topics';

/** The explorer's filter options in a language: locations in the fixed order, topics with icons, forms. */
export function searchOptions(language: Language): SearchOptions {
  return {
    locations: { nodes: LOCATIONS.map((name) => ({ name })) },
    categories: { nodes: TOPICS.map((subject) => ({ name: subject.name[language], iconFields: { icon: subject.icon } })) },
    educationalForms: { nodes: Object.values(FORMS).map((form) => ({ name: form[language] })) },
  };
}
