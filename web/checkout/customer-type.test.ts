import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_TYPE, withCustomerType } from './customer-type';

describe('the customer type of the customer form', () => {
  it('is the company when saved values from an older version have none', () => {
    const old = { 'customer.name': 'Gammal AB', 'customer.address.zip': '111 22' };
    expect(withCustomerType(old)).toEqual({ ...old, 'customer.type': 'company' });
    expect(DEFAULT_CUSTOMER_TYPE).toBe('company');
  });

  it('is the company when the saved type is empty', () => {
    expect(withCustomerType({ 'customer.type': '' })['customer.type']).toBe('company');
  });

  it('keeps a chosen type, and the very same values object when nothing is missing', () => {
    const chosen = { 'customer.type': 'private', 'customer.name': 'Eva Sol' };
    expect(withCustomerType(chosen)).toBe(chosen);
    expect(withCustomerType({ 'customer.type': 'company' })['customer.type']).toBe('company');
  });

  it('never changes the values it is given', () => {
    const old = Object.freeze({ 'customer.name': 'Gammal AB' });
    withCustomerType(old);
    expect(old).toEqual({ 'customer.name': 'Gammal AB' });
  });
});
