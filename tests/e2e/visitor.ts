import type { Locator, Page } from 'playwright-core';
import { homePath } from '../../shared/routing/paths';
import { openPage, settled, waitForHydration } from './browser';
import { contextsPerTest, type Viewport } from './visitor-context';
import { type Language, type MessageKey, text } from './texts';

// How a visitor gets around: from the home page of a language, through the main menu, on a phone
// or a desktop, with or without JavaScript. Texts are the visible ones, never test ids.

/**
 * What a walk from the home page reads, in each language: the site's texts from the catalogue, and
 * names of the embedded CMS's seed (menu entries, a topic, a programme group), which are content.
 */
function textsOf(language: Language) {
  const say = (key: MessageKey, params?: Readonly<Record<string, string>>) => text(language, key, params);
  const seed = SEED_NAMES[language];
  return {
    home: homePath(language),
    mainMenu: say('site.main_navigation'),
    openMenu: say('header.open_menu'),
    topicSelect: say('search.topic'),
    removeGroup: say('search.remove_filter', { name: seed.group }),
    showMore: say('cta.show_more'),
    ...seed,
  };
}

/** Names of the seed's menus and catalogue (worker/embedded/content/seed/), as the menus show them. */
const SEED_NAMES = {
  sv: {
    courses: 'Kurser',
    topic: 'Ledarskap',
    allTopicCourses: 'Alla kurser i ledarskap',
    programmes: 'Program',
    group: 'FEI Business School',
    allGroupProgrammes: 'Alla program vid FEI Business School',
    courseEyebrow: 'Kurs · Ledarskap',
    programmeEyebrow: /^Program · /,
  },
  en: {
    courses: 'Courses',
    topic: 'Leadership',
    allTopicCourses: 'All leadership courses',
    programmes: 'Programmes',
    group: 'FEI Business School',
    allGroupProgrammes: 'All FEI Business School programmes',
    courseEyebrow: 'Course · Leadership',
    programmeEyebrow: /^Programme · /,
  },
} as const;

export const TEXTS = { sv: textsOf('sv'), en: textsOf('en') };

export type { Language } from './texts';
export type { Viewport } from './visitor-context';

/**
 * One browser for a test file and fresh contexts per test, closed after the test however it ends.
 * `openHome` opens the home page of a language, cut off from everything but the site: `outside`
 * lists any request that tried to leave it. Call it at the top level of a test file.
 */
export function visitorPerTest() {
  const visitors = contextsPerTest();
  return {
    async openHome(language: Language, viewport: Viewport, javaScriptEnabled = true) {
      // A phone of this kind has no touch screen: the walks click.
      const { context, outside } = await visitors.open({ language, viewport, touch: false, javaScript: javaScriptEnabled });
      const { page, problems } = await openPage(context);
      await page.goto(TEXTS[language].home);
      if (javaScriptEnabled) await waitForHydration(page);
      return { page, problems, outside };
    },
  };
}

/**
 * Follows the main menu as a visitor does: the top entry, then the entry of its column, then its
 * "all" link. Without JavaScript the column entry itself is the link to the same page.
 */
export async function followMenu(
  page: Page,
  language: Language,
  viewport: Viewport,
  javaScript: boolean,
  [top, entry, all]: [string, string, string],
) {
  const texts = TEXTS[language];
  if (viewport === 'mobile') await page.getByLabel(texts.openMenu, { exact: true }).click();
  const menu = page.getByRole('navigation', { name: texts.mainMenu }).filter({ visible: true });
  if (!javaScript) {
    await menu.getByText(top, { exact: true }).first().click();
    await menu.getByRole('link', { name: entry, exact: true }).click();
    return;
  }
  if (viewport === 'mobile') await menu.getByRole('button', { name: top, exact: true }).click();
  else await menu.getByText(top, { exact: true }).first().click();
  await settled(menu);
  await page.getByRole('button', { name: entry, exact: true }).filter({ visible: true }).click();
  await menu.getByRole('link', { name: all, exact: true }).filter({ visible: true }).click();
}

/**
 * The main content's card link named `title`, shown as a visitor finds it: a listing shows rows
 * times the columns of the width (one column on a phone, docs/decisions/030), so a card further
 * down the list is reached by pressing "Show more" until it is there.
 */
export async function revealCard(page: Page, language: Language, title: string): Promise<Locator> {
  const main = page.getByRole('main');
  const card = main.getByRole('link', { name: title, exact: true }).first();
  const more = main.getByRole('link', { name: TEXTS[language].showMore, exact: true }).first();
  for (let presses = 0; presses < 20; presses += 1) {
    // The card, or "Show more" to bring the next cards. Waited for each time: on a loaded machine
    // the listing may still be on its way, or drawn again once its results arrive, and a look
    // that found neither at that moment would end the search before the card was reached.
    await card.or(more).first().waitFor({ state: 'visible' });
    if (await card.isVisible()) break;
    const shown = await main.getByRole('link').count();
    await more.click();
    // The next cards are in once the main content holds more links than before the press.
    for (let polls = 0; polls < 100 && !(await card.isVisible()); polls += 1) {
      if ((await main.getByRole('link').count()) > shown && (await more.isVisible().catch(() => false))) break;
      await page.waitForTimeout(100);
    }
  }
  return card;
}
