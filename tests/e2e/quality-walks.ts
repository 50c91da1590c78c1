import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

// What the page-quality walk (tests/e2e/quality-pages.test.ts) reads on each state of a page: the
// accessibility violations axe-core finds, and the Content Security Policy violations the page
// reported. Kept apart from the shared helpers so the walk owns how often it pays for them.

/** What the walk keeps of one axe violation: enough to find it in the page. */
interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

type AxeWindow = Window & { axe?: typeof axe; __cspViolations?: string[] };

/** One line per violation: rule, impact, and the first few offending elements. */
const lineOf = ({ id, impact, help, targets }: Violation) => `${id} (${impact}): ${help} — ${targets.join(' | ')}`;

/**
 * Axe violations of the page as it is now, one line each. Axe runs every rule it runs by default,
 * as `new AxeBuilder({ page }).analyze()` does, and is told that violations are all the walk reads
 * (`resultTypes`), so it stops collecting every node of the passed and incomplete checks.
 *
 * On a page without child frames axe is injected once per document (a second state of the same
 * document, an open dialog or menu, reuses it) and `axe.run` runs in the page, where its result
 * is cut down to the lines the walk reports before it leaves the page. AxeBuilder instead injects
 * axe's 580 kB again for every run, runs `axe.runPartial`, and sends every partial result through
 * Node into a new blank tab it opens (injecting axe there too) to run `axe.finishRun`: the way to
 * join the results of frames of other origins, and most of a run's time on a page without any.
 * A page with child frames is therefore still analysed through AxeBuilder, frames and all.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1) {
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    return violations
      .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.slice(0, 3).map((node) => node.target.join(' ')) }))
      .map(lineOf);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (): Promise<Violation[]> => {
    const run = await (window as AxeWindow).axe!.run(document, { resultTypes: ['violations'] });
    return run.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
  return violations.map(lineOf);
}

/** Records CSP violations as each page of the context reports them, from its first script on. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as AxeWindow).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

/** A tab of the walk, with the CSP messages of its console since they were last read. */
export interface Tab {
  page: Page;
  console: string[];
}

export async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|refused to (execute|load|apply)/i.test(message.text())) console.push(message.text());
  });
  return { page, console };
}

/**
 * The CSP violations reported since the last read (by the page's `securitypolicyviolation`
 * events and by the console), and forgets them, so the next state of the same document answers
 * only its own.
 */
export async function cspViolations(tab: Tab): Promise<string[]> {
  const reported = await tab.page.evaluate(() => (window as AxeWindow).__cspViolations?.splice(0) ?? []);
  return [...reported.map((line) => `CSP: ${line}`), ...tab.console.splice(0).map((line) => `CSP console: ${line}`)];
}
