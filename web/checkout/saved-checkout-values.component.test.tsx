import { stubPriceApi } from '../testing/price-api';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CategoryId } from '../../shared/schemas/category-ids';
import { cartWith, sampleItem } from '../../shared/cart/testing';
import { translator } from '../../shared/i18n/translator';
import { memoryCartRecordStore } from '../cart/cart-record-store';
import { testController } from '../cart/cart-testing';
import { renderRoute } from '../testing/render-route';
import { CheckoutCustomerPage } from './checkout-customer-page';
import { clearSavedFields } from './saved-fields';

// Checkout values an older version of the site saved in localStorage (moved from
// tests/e2e/quality-bad-input.test.ts, issue 46 item 3): the customer step ignores what no longer
// fits, keeps what does, never lets a saved name reach a prototype, and keeps working and saving.
// How each saved value is parsed is in shared/checkout/checkout-storage.test.ts.

const cart = vi.hoisted(() => ({ current: undefined as ReturnType<typeof testController> | undefined }));
vi.mock('../cart/browser-cart', () => ({ cartController: () => cart.current?.controller }));
vi.mock('../cart/cart-host', () => ({ CartHost: () => null }));

const t = translator('sv');
const label = (key: Parameters<typeof t>[0]) => new RegExp(`^${t(key).replace(/[()]/g, '\\$&')}`);

/** A cart of one future event of `category`, and the customer step rendered on it. */
function customerStepOf(category: CategoryId) {
  const record = cartWith([sampleItem({ category, startDate: '2099-03-10', endDate: '2099-03-12' })], Date.now());
  cart.current = testController({ store: memoryCartRecordStore({ default: record }) });
  return renderRoute('sv', '/checkout/customer', CheckoutCustomerPage);
}

/** What a saved name may have added to the prototypes of every object or array. */
const polluted = () => Object.keys(Object.prototype).concat(Object.keys(Array.prototype));

beforeEach(() => {
  localStorage.clear();
  stubPriceApi();
});
afterEach(() => {
  cleanup();
  clearSavedFields();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('checkout values saved by an older version', () => {
  test('are ignored where they no longer fit, the valid ones stay, and the form keeps working and saving', async () => {
    const old: Record<string, string> = {
      // An old single-blob format and keys without a field.
      'fei:checkout': JSON.stringify({ customer: { name: 'Gammal AB', type: 'corporation' }, version: 1 }),
      'fei:checkout:default': '{"version":1}',
      'fei:checkout:default:customer': JSON.stringify({ name: 'Gammal AB', type: 'corporation' }),
      // Values of the wrong shape for fields that still exist.
      'fei:checkout:default:customer.type': 'corporation',
      'fei:checkout:default:participant.draft.email': '{"bad":true}',
      'fei:checkout:default:participants': '[object Object]',
      'fei:checkout:default:customer.address.zip': '\u0000\ud800',
      'fei:checkout:default:contactPerson.email': 'x'.repeat(200_000),
      // Fields that no longer exist, and names that would reach a prototype.
      'fei:checkout:default:customer.fax': '08-123 45 67',
      'fei:checkout:default:customer.__proto__.polluted': 'yes',
      'fei:checkout:default:__proto__.polluted': 'yes',
      'fei:checkout:default:customer.constructor.prototype.polluted': 'yes',
      'fei:checkout:default:a..b': 'x',
      // Valid values saved by the current version.
      'fei:checkout:default:customer.name': 'Giltig AB',
      'fei:checkout:default:contactPerson.firstName': 'Karin',
    };
    for (const [key, value] of Object.entries(old)) localStorage.setItem(key, value);

    const user = userEvent.setup();
    customerStepOf('swedish-academic');
    const form = await screen.findByTestId('customer-form');
    const company = await within(form).findByRole('textbox', { name: label('checkout.customer.company_name') });
    await vi.waitFor(() => expect((company as HTMLInputElement).value).toBe('Giltig AB'));
    expect(polluted()).toEqual([]);
    expect((within(form).getByRole('textbox', { name: label('checkout.contact.first_name') }) as HTMLInputElement).value).toBe('Karin');
    // An unknown saved customer type ('corporation') falls back to a company (this category is
    // company-only): the company's fields show, not the private person's, and the radios agree.
    expect(within(form).getAllByRole('textbox', { name: label('checkout.customer.org_number') })).toHaveLength(1);
    expect(within(form).queryByRole('textbox', { name: label('checkout.customer.private_name') })).toBeNull();
    expect((within(form).getByRole('radio', { name: t('checkout.customer.type_private') }) as HTMLInputElement).disabled).toBe(true);
    expect((within(form).getByRole('radio', { name: t('checkout.customer.type_company') }) as HTMLInputElement).checked).toBe(true);

    // The form saves as before, and the step rendered again shows what was saved.
    const zip = within(form).getByRole('textbox', { name: label('checkout.customer.zip') });
    await user.clear(zip);
    await user.type(zip, '111 22');
    await user.tab();
    await vi.waitFor(() => expect(localStorage.getItem('fei:checkout:default:customer.address.zip')).toBe('111 22'));
    cleanup();
    customerStepOf('swedish-academic');
    const again = await screen.findByTestId('customer-form');
    await vi.waitFor(() =>
      expect((within(again).getByRole('textbox', { name: label('checkout.customer.zip') }) as HTMLInputElement).value).toBe('111 22'),
    );
    expect((within(again).getByRole('textbox', { name: label('checkout.customer.company_name') }) as HTMLInputElement).value).toBe('Giltig AB');
    expect(polluted()).toEqual([]);
  });
});

describe('customer values saved without a customer type', () => {
  test('show the company form with the company radio checked, and a private person can still be chosen and is saved', async () => {
    // An older version saved the customer's fields but never the type.
    localStorage.setItem('fei:checkout:default:customer.name', 'Gammal AB');
    localStorage.setItem('fei:checkout:default:customer.address.city', 'Malmö');
    const user = userEvent.setup();
    customerStepOf('business-school');
    const form = await screen.findByTestId('customer-form');
    const company = await within(form).findByRole('textbox', { name: label('checkout.customer.company_name') });
    await vi.waitFor(() => expect((company as HTMLInputElement).value).toBe('Gammal AB'));
    const companyRadio = within(form).getByRole('radio', { name: t('checkout.customer.type_company') }) as HTMLInputElement;
    const privateRadio = within(form).getByRole('radio', { name: t('checkout.customer.type_private') }) as HTMLInputElement;
    expect(companyRadio.checked).toBe(true);
    expect(privateRadio.checked).toBe(false);
    expect(within(form).getAllByRole('textbox', { name: label('checkout.customer.org_number') })).toHaveLength(1);

    // Choosing a private person switches the form and its radio together, and is saved.
    await user.click(privateRadio);
    await within(form).findByRole('textbox', { name: label('checkout.customer.id_number') });
    await vi.waitFor(() => expect(localStorage.getItem('fei:checkout:default:customer.type')).toBe('private'));
    cleanup();
    customerStepOf('business-school');
    const again = await screen.findByTestId('customer-form');
    await vi.waitFor(() =>
      expect((within(again).getByRole('radio', { name: t('checkout.customer.type_private') }) as HTMLInputElement).checked).toBe(true),
    );
    expect((within(again).getByRole('radio', { name: t('checkout.customer.type_company') }) as HTMLInputElement).checked).toBe(false);
    expect((within(again).getByRole('textbox', { name: new RegExp(`^${t('checkout.customer.city')} \\(`) }) as HTMLInputElement).value).toBe(
      'Malmö',
    );
  });
});
