import { VIEWPORTS } from './browser';
import { TEXTS, type Language, type Viewport } from './visitor';
import { describe, expect, test } from './visitor-test';

// A CMS preview link is a URL (the feature is the address): from a page of one language it lands
// on that language's preview page, with the post id and the post type kept.
const ITEM: Record<Language, { id: number; page: string; title: string }> = {
  sv: { id: 1001, page: '/kurs/ledarskap-for-nya-chefer', title: 'Ledarskap för nya chefer' },
  en: { id: 1501, page: '/en/course/leadership-for-new-managers', title: 'Leadership for new managers' },
};

describe('CMS preview links', () => {
  for (const language of ['sv', 'en'] as const) {
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      test(`${language} ${viewport}: a preview link on a page or on the home page opens the preview in the page's language with its post type`, async ({
        visitor,
      }) => {
        const { page, problems } = await visitor.openHome({ language, viewport });
        const item = ITEM[language];
        const preview = `${language === 'en' ? '/en' : ''}/preview`;

        await page.goto(`${item.page}?preview_id=${item.id}&post_type=course&preview=true`);
        let url = new URL(page.url());
        expect(url.pathname).toBe(preview);
        expect(url.searchParams.get('post_id')).toBe(String(item.id));
        expect(url.searchParams.get('post_type')).toBe('course');
        expect(await page.getAttribute('html', 'lang')).toBe(language);
        await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
        // The page around the item speaks the link's language too: its menu's label.
        if (viewport === 'mobile') await page.getByLabel(TEXTS[language].openMenu, { exact: true }).waitFor();
        else await page.getByRole('navigation', { name: TEXTS[language].mainMenu }).first().waitFor();
        await page.screenshot({ path: `/tmp/shots-e/preview-link-${language}-${viewport}.png` });

        await page.goto(`${TEXTS[language].home}?p=${item.id}&post_type=course`);
        url = new URL(page.url());
        expect(url.pathname).toBe(preview);
        expect(url.searchParams.get('post_type')).toBe('course');
        await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
        expect(problems).toEqual([]);
      });
    }
  }
});
