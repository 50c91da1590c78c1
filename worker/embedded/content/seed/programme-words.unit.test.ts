import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';

const catalogue = buildCatalogue({ year: 2026, month: 11, day: 27 });
const programme = (slug: string, language: 'sv' | 'en') => {
  const found = catalogue.programmes.find((item) => item.slug === slug && item.language === language);
  if (!found) throw new Error(`No programme ${slug} in ${language}`);
  return found;
};
/** The items of the list that follows a heading in a page's HTML. */
const listAfter = (html: string, heading: string): string[] => {
  const after = html.split(`<h2>${heading}</h2>`)[1] ?? '';
  const list = after.split('</ul>')[0] ?? '';
  return [...list.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1] ?? '');
};

describe('the words of programme pages', () => {
  it('a programme page calls itself the programme, never the course', () => {
    for (const item of catalogue.programmes) {
      expect(item.content, item.slug).not.toMatch(item.language === 'sv' ? /\bKursen\b/ : /\bThe course\b/);
    }
    expect(programme('hr-programmet', 'sv').content).toContain('Programmet blandar dagar på plats');
    expect(programme('hr-programme', 'en').content).toContain('The programme mixes days on site');
  });

  it("the Postgraduate Certificate's 'What you will learn' lists learning outcomes, not admission facts", () => {
    const outcomes = listAfter(programme('postgraduate-certificate-in-management', 'en').content, 'What you will learn');
    expect(outcomes).toHaveLength(3);
    expect(outcomes).not.toContain('Academic credits');
    expect(outcomes).not.toContain('Taught in English');
    expect(outcomes.join(' ')).not.toMatch(/transcripts/);
    const svOutcomes = listAfter(programme('postgraduate-certificate-in-management', 'sv').content, 'Det här lär du dig');
    expect(svOutcomes).not.toContain('Akademiska poäng');
  });
});
