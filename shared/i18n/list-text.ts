import { type Language, LANGUAGE_LOCALES } from './languages';

const formats: Partial<Record<Language, Intl.ListFormat>> = {};

/** Items joined as a sentence of the language names them: "Anna, Erik and Carl", "Anna, Erik och Carl". */
export function listText(language: Language, items: readonly string[]): string {
  formats[language] ??= new Intl.ListFormat(LANGUAGE_LOCALES[language], { type: 'conjunction' });
  return formats[language].format(items);
}
