import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STORAGE_PREFIX,
  checkoutFieldKey,
  clearCheckoutFields,
  importCheckoutFields,
  memoryFieldStore,
  readCheckoutFields,
  writeCheckoutField,
} from './checkout-storage';

describe('saved checkout fields', () => {
  it('live under keys starting with fei:checkout, per cart', () => {
    expect(CHECKOUT_STORAGE_PREFIX).toBe('fei:checkout');
    expect(checkoutFieldKey('default', 'customer.name')).toBe('fei:checkout:default:customer.name');
  });

  it('are written, read back per cart, and removed when emptied', () => {
    const store = memoryFieldStore();
    writeCheckoutField(store, 'default', 'customer.name', 'Firma AB');
    writeCheckoutField(store, 'default', 'contactPerson.email', 'cia@firma.se');
    writeCheckoutField(store, 'other', 'customer.name', 'Annan AB');
    store.setItem('unrelated', 'x');
    expect(readCheckoutFields(store, 'default')).toEqual({ 'customer.name': 'Firma AB', 'contactPerson.email': 'cia@firma.se' });
    writeCheckoutField(store, 'default', 'customer.name', '');
    expect(readCheckoutFields(store, 'default')).toEqual({ 'contactPerson.email': 'cia@firma.se' });
  });

  it('never read, write or import names that reach a prototype (customer.__proto__.x)', () => {
    const store = memoryFieldStore();
    for (const name of ['customer.__proto__.polluted', '__proto__', 'customer.constructor.prototype.x', 'prototype.x', 'a.constructor']) {
      store.setItem(checkoutFieldKey('default', name), 'yes');
      writeCheckoutField(store, 'other', name, 'yes');
    }
    store.setItem(checkoutFieldKey('default', 'customer.name'), 'Firma AB');
    expect(readCheckoutFields(store, 'default')).toEqual({ 'customer.name': 'Firma AB' });
    expect(readCheckoutFields(store, 'other')).toEqual({});
    expect(importCheckoutFields(store, 'default', { 'customer.__proto__.polluted': 'yes', 'customer.name': 'Other AB' })).toEqual({
      ok: false,
      code: 'invalid-fields',
    });
    expect(readCheckoutFields(store, 'default')).toEqual({ 'customer.name': 'Firma AB' });
    // Names that merely contain the words are fine.
    writeCheckoutField(store, 'default', 'customer.constructorName', 'x');
    expect(readCheckoutFields(store, 'default')['customer.constructorName']).toBe('x');
  });

  it('drop a customer type an older version saved that is neither company nor private', () => {
    const store = memoryFieldStore();
    store.setItem(checkoutFieldKey('default', 'customer.type'), 'corporation');
    store.setItem(checkoutFieldKey('default', 'customer.name'), 'Firma AB');
    expect(readCheckoutFields(store, 'default')).toEqual({ 'customer.name': 'Firma AB' });
    writeCheckoutField(store, 'default', 'customer.type', 'private');
    expect(readCheckoutFields(store, 'default')['customer.type']).toBe('private');
  });

  it('ignore unsafe field names', () => {
    const store = memoryFieldStore();
    writeCheckoutField(store, 'default', 'bad name<script>', 'x');
    expect(store.length).toBe(0);
  });

  it('are cleared for one cart or for every cart, leaving other keys alone', () => {
    const store = memoryFieldStore();
    writeCheckoutField(store, 'default', 'a', '1');
    writeCheckoutField(store, 'other', 'b', '2');
    store.setItem('fei:carts-2.2', '{}');
    clearCheckoutFields(store, 'default');
    expect(readCheckoutFields(store, 'default')).toEqual({});
    expect(readCheckoutFields(store, 'other')).toEqual({ b: '2' });
    clearCheckoutFields(store);
    expect(store.length).toBe(1);
    expect(store.getItem('fei:carts-2.2')).toBe('{}');
  });

  it('are imported from a share, replacing what the cart had', () => {
    const store = memoryFieldStore();
    writeCheckoutField(store, 'default', 'old', 'gone');
    expect(importCheckoutFields(store, 'default', { 'customer.name': 'Firma AB' })).toEqual({ ok: true, value: 1 });
    expect(readCheckoutFields(store, 'default')).toEqual({ 'customer.name': 'Firma AB' });
  });

  it('refuse an import that is not a record of safe text fields and change nothing', () => {
    const store = memoryFieldStore();
    writeCheckoutField(store, 'default', 'kept', 'yes');
    for (const bad of [
      null,
      'x',
      { a: 1 },
      { 'bad name': 'x' },
      { a: 'x'.repeat(501) },
      Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}`, 'x'])),
    ]) {
      expect(importCheckoutFields(store, 'default', bad)).toEqual({ ok: false, code: 'invalid-fields' });
    }
    expect(readCheckoutFields(store, 'default')).toEqual({ kept: 'yes' });
  });
});
