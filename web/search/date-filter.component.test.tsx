import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { monthSpan } from '../../shared/search/month-range';
import { renderIn } from '../testing/render-in';
import { DateFilter } from './date-filter';
import { FilterSelect } from './filter-select';

// Issue 49, item 5: with nothing chosen the date filter said "Dates" where the other filters say
// "All" (docs/decisions/046).

const TEXTS = {
  sv: { location: 'Ort', dates: 'Datum', all: 'Alla' },
  en: { location: 'Location', dates: 'Dates', all: 'All' },
} as const;

describe('the date filter beside the other filters', () => {
  for (const language of ['sv', 'en'] as const) {
    const text = TEXTS[language];
    test(`says "${text.all}" with no months chosen, as the others do, and names itself by its label (${language})`, async () => {
      renderIn(
        language,
        <>
          <FilterSelect
            name="location"
            label={text.location}
            options={[{ name: 'Stockholm', disabled: false, icon: null }]}
            value=""
            onChange={() => {}}
          />
          <DateFilter value={null} onChange={() => {}} />
        </>,
      );
      const select = screen.getByRole<HTMLSelectElement>('combobox', { name: text.location });
      expect(select.selectedOptions[0]?.text).toBe(text.all);
      const toggle = await screen.findByRole('button', { name: `${text.dates}: ${text.all}` });
      expect(toggle.querySelector('span:not(.visually-hidden)')?.textContent).toBe(text.all);
    });

    test(`says the months once some are chosen (${language})`, async () => {
      renderIn(language, <DateFilter value={monthSpan({ year: 2099, month: 5 })} onChange={() => {}} />);
      await screen.findByRole('button', { name: `${text.dates}: ${language === 'sv' ? 'maj' : 'May'} 2099` });
    });
  }
});
