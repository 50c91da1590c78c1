import { LANGUAGES } from './languages';
import { catalogues } from './messages/catalogue';
import { provideCatalogue } from './translator';

// Imported by the server's modules that render texts, and by the unit tests: every language's
// texts, provided once when this module is first imported. The browser never imports it.
for (const language of LANGUAGES) provideCatalogue(language, catalogues[language]);
