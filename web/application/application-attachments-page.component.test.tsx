import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cartWith, sampleItem, totalsFor } from '../../shared/cart/testing';
import type { CartUpdateRequest } from '../../shared/schemas/cart-update-request';
import { memoryCartRecordStore } from '../cart/cart-record-store';
import { testController } from '../cart/cart-testing';
import { renderRoute } from '../testing/render-route';
import { ApplicationAttachmentsPage } from './application-attachments-page';

// The application's attachments step (moved from tests/e2e/application.test.ts, which walks the
// step in a browser with real uploads): pressing Upload with no file chosen says to choose one
// first, in the visitor's language, and marks the file field; a file of a kind the site does not
// take is refused before anything is sent.

const cart = vi.hoisted(() => ({ current: undefined as ReturnType<typeof testController> | undefined }));
vi.mock('../cart/browser-cart', () => ({ cartController: () => cart.current?.controller }));
vi.mock('../cart/cart-host', () => ({ CartHost: () => null }));

const TEXTS = {
  sv: {
    path: '/application/default/attachments',
    route: '/application/:slug/attachments',
    upload: 'Ladda upp',
    label: 'Välj en fil',
    none: 'Inga bilagor än.',
    noFile: 'Välj en fil först och tryck sedan på Ladda upp.',
    wrongType: 'Filtypen går inte att ladda upp. Välj PDF, DOCX, PNG eller JPG.',
  },
  en: {
    path: '/en/application/default/attachments',
    route: '/en/application/:slug/attachments',
    upload: 'Upload',
    label: 'Choose a file',
    none: 'No attachments yet.',
    noFile: 'Choose a file first, then press Upload.',
    wrongType: 'This file type cannot be uploaded. Choose PDF, DOCX, PNG or JPG.',
  },
} as const;

/** The calls the step makes: the list of attachments (none yet) and the cart's price; any other call fails the test. */
const calls: string[] = [];

beforeEach(() => {
  const application = cartWith([sampleItem({ category: 'english-academic', startDate: '2099-03-10', endDate: '2099-03-12' })], Date.now());
  cart.current = testController({ store: memoryCartRecordStore({ default: application }) });
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    if (url === '/api/backend/cart/price') return Response.json(totalsFor(JSON.parse(String(init.body)) as CartUpdateRequest));
    if (url === '/api/application/default/attachments' && (init.method ?? 'GET') === 'GET') return Response.json({ attachments: [] });
    throw new TypeError(`no such call in this test: ${init.method ?? 'GET'} ${url}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the application's attachments step", () => {
  for (const language of ['sv', 'en'] as const) {
    const text = TEXTS[language];

    test(`pressing '${text.upload}' with no file chosen says to choose a file first, and marks the file field (${language})`, async () => {
      const user = userEvent.setup();
      renderRoute(language, text.path, ApplicationAttachmentsPage, text.route);
      await screen.findByText(text.none);
      const field = screen.getByLabelText(text.label);
      expect(field.getAttribute('aria-invalid')).toBeNull();
      await user.click(screen.getByRole('button', { name: text.upload }));
      expect(await within(screen.getByRole('alert')).findByText(text.noFile)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      // The field's description names the message, so a screen reader reads it with the field.
      const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(text.noFile);
      expect(calls.filter((call) => call.startsWith('POST /api/application'))).toEqual([]);
    });

    test(`a file of a kind the site does not take is refused before it is sent (${language})`, async () => {
      const user = userEvent.setup({ applyAccept: false });
      renderRoute(language, text.path, ApplicationAttachmentsPage, text.route);
      await screen.findByText(text.none);
      const field = screen.getByLabelText<HTMLInputElement>(text.label);
      await user.upload(field, new File(['MZ'], 'program.exe', { type: 'application/octet-stream' }));
      await user.click(screen.getByRole('button', { name: text.upload }));
      expect(await within(screen.getByRole('alert')).findByText(text.wrongType)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(calls.filter((call) => call.startsWith('POST /api/application'))).toEqual([]);
    });
  }
});
