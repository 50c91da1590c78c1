// The carts a visitor's browser holds on the checkout steps, made once through the site itself and
// put back before every measurement, so that each step shows its real content (not the empty-cart
// notice) the same way on every run.
//
// The cart lives in IndexedDB (web/cart/cart-database.ts: its database and object store, under the
// key `CARTS_KEY`). Lighthouse clears the HTTP cache, cache storage and service workers before
// each navigation but not IndexedDB, so a record written here is what the measured page reads.
import { chromium } from 'playwright-core';
import { CART_DATABASE, CART_STORE } from '../../web/cart/cart-database.ts';
import { CARTS_KEY } from '../../web/cart/cart-record-store.ts';
import { sharedModules } from './shared-modules.mjs';

/** Reads (`value` undefined) or writes (`value` null deletes) the record of carts, in a page of the site. */
function cartRecord(page, value) {
  return page.evaluate(
    ([database, storeName, key, next, write]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.result.createObjectStore(storeName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction(storeName, write ? 'readwrite' : 'readonly');
          const store = transaction.objectStore(storeName);
          const request = !write ? store.get(key) : next === null ? store.delete(key) : store.put(next, key);
          request.onerror = () => reject(request.error);
          transaction.oncomplete = () => {
            db.close();
            resolve(write ? undefined : request.result);
          };
        };
      }),
    [CART_DATABASE, CART_STORE, CARTS_KEY, value ?? null, value !== undefined],
  );
}

const hydrated = (page) => page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true', null, { timeout: 30_000 });

/**
 * Connects to the Chromium Lighthouse drives (its DevTools endpoint), takes the shared cart over
 * on the shared-cart page, keeps that record (`open`), then sends the booking from the confirm step
 * as a visitor does and keeps the record after it (`committed`: sent, waiting for the signature).
 * `use(state)` puts `none`, `open` or `committed` back; `documentId` is the signing document, which
 * the status page is opened with, as the signing service sends the visitor back.
 */
export async function prepareBrowserCarts({ devtoolsUrl, baseUrl, sharePath, confirmPath }) {
  const { texts: siteTexts } = await sharedModules();
  const texts = siteTexts.sv;
  const browser = await chromium.connectOverCDP(devtoolsUrl);
  const page = await browser.contexts()[0].newPage();
  try {
    await page.goto(`${baseUrl}${sharePath}`);
    await hydrated(page);
    await page.getByRole('button', { name: texts.share.take_over, exact: true }).click();
    await page.getByText(texts.share.taken_over, { exact: true }).waitFor();
    const open = await cartRecord(page);
    if (!open?.default?.cartItems?.length) throw new Error('taking the shared cart over stored no cart');

    await page.goto(`${baseUrl}${confirmPath}`);
    await hydrated(page);
    const send = new RegExp(`^(${texts.checkout.confirm.sign}|${texts.checkout.confirm.book})$`);
    await page.getByRole('button', { name: send }).click();
    await page.waitForURL((url) => url.pathname !== confirmPath, { timeout: 30_000 });
    const committed = await cartRecord(page);
    const documentId = committed?.default?.meta?.scrive?.id;
    if (!committed?.default?.meta?.orderId || !documentId)
      throw new Error(`sending the booking left no order and signing document (now on ${page.url()})`);

    // The helper tab waits on a page of the site without scripts while Lighthouse measures.
    await page.goto(`${baseUrl}/builds/latest.json`);
    const records = { none: null, open, committed };
    return {
      documentId,
      async use(state) {
        if (!(state in records)) throw new Error(`no cart state ${state}`);
        await cartRecord(page, records[state]);
      },
      async close() {
        await page.close();
        await browser.close();
      },
    };
  } catch (error) {
    await page.close().catch(() => {});
    await browser.close().catch(() => {});
    throw error;
  }
}
