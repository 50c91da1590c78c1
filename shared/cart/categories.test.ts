import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, CATEGORY_RULES, cartCategory, categoryRules, isIdTypeAllowed } from './categories';

describe('category rules', () => {
  it('defines rules for exactly the three categories', () => {
    expect(Object.keys(CATEGORY_RULES).sort()).toEqual([...CATEGORY_IDS].sort());
  });

  it('makes the Swedish academic category require personal ids, reasons and company customers', () => {
    const rules = categoryRules('swedish-academic');
    expect(rules.requiresPersonalId).toBe(true);
    expect(rules.requiresReasonForPurchase).toBe(true);
    expect(rules.companyOnly).toBe(true);
    expect(rules.currency).toBe('sek');
    expect(rules.destination).toBe('signing');
  });

  it('gives the business school Spanish defaults, no country picker and no signing', () => {
    const rules = categoryRules('business-school');
    expect(rules.defaultCompanyCountry).toBe('ES');
    expect(rules.idType).toBe('spanish');
    expect(rules.showCompanyCountryPicker).toBe(false);
    expect(rules.requiresSigning).toBe(false);
    expect(rules.showDietaryAndJobTitle).toBe(false);
    expect(rules.deliveryAddressForCompany).toBe(false);
    expect(rules.currency).toBe('eur');
  });

  it('gives the other categories Swedish defaults, dietary fields and company delivery addresses', () => {
    for (const id of ['swedish-academic', 'english-academic'] as const) {
      const rules = categoryRules(id);
      expect(rules.defaultCompanyCountry).toBe('SE');
      expect(rules.idType).toBe('swedish');
      expect(rules.showCompanyCountryPicker).toBe(true);
      expect(rules.showDietaryAndJobTitle).toBe(true);
      expect(rules.deliveryAddressForCompany).toBe(true);
    }
  });

  it('requires the contact location and the application flow for the English academic category', () => {
    const rules = categoryRules('english-academic');
    expect(rules.contactLocationRequired).toBe(true);
    expect(rules.destination).toBe('application');
    expect(rules.currency).toBe('gbp');
    expect(categoryRules('swedish-academic').contactLocationRequired).toBe(false);
  });

  it('always allows the unknown id type and otherwise only the category id type', () => {
    expect(isIdTypeAllowed('business-school', 'unknown')).toBe(true);
    expect(isIdTypeAllowed('business-school', 'spanish')).toBe(true);
    expect(isIdTypeAllowed('business-school', 'swedish')).toBe(false);
    expect(isIdTypeAllowed('swedish-academic', 'spanish')).toBe(false);
  });

  it('reads the category of a cart from its first item', () => {
    expect(cartCategory([])).toBeUndefined();
    expect(cartCategory([{ category: 'business-school' }])).toBe('business-school');
  });
});
