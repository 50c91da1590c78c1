import { describe, expect, it } from 'vitest';
import { flatten, prefixed, unflatten } from './form-values';

describe('form values', () => {
  it('flatten nested objects into dotted text fields', () => {
    expect(flatten('customer', { name: 'Firma AB', address: { zip: '111 22' }, type: 'company', skip: undefined })).toEqual({
      'customer.name': 'Firma AB',
      'customer.address.zip': '111 22',
      'customer.type': 'company',
    });
  });

  it('rebuild the object of a prefix, leaving empty texts out unless kept', () => {
    const fields = { 'customer.name': 'Firma AB', 'customer.address.zip': '', 'customer.address.city': 'Lund', 'contactPerson.email': 'x' };
    expect(unflatten(fields, 'customer')).toEqual({ name: 'Firma AB', address: { city: 'Lund' } });
    expect(unflatten(fields, 'customer', ['address.zip', 'identificationNumber'])).toEqual({
      name: 'Firma AB',
      identificationNumber: '',
      address: { zip: '', city: 'Lund' },
    });
  });

  it('round-trip through flatten and unflatten', () => {
    const value = { firstName: 'Anna', information: { dietary: 'Vegan' } };
    expect(unflatten(flatten('p', value), 'p')).toEqual(value);
  });

  it('rename errors into page field names', () => {
    expect(prefixed('customer', { name: 'k', 'address.zip': 'z' })).toEqual({ 'customer.name': 'k', 'customer.address.zip': 'z' });
  });
});

describe('unflatten with hostile field names', () => {
  it('ignores a field name that reaches a prototype, polluting nothing', () => {
    const result = unflatten(
      { 'customer.__proto__.polluted': 'yes', 'customer.constructor.prototype.x': 'yes', 'customer.name': 'Firma AB' },
      'customer',
    );
    expect(result).toEqual({ name: 'Firma AB' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
