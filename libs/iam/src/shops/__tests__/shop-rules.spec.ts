import {
  authorizationsRule,
  formatKeys,
  integrationsMapRule,
  knownKey,
  oneDefaultBank,
  typologyKeys,
} from '../shop-rules.js';
import { BUSINESS_TYPOLOGIES } from '@cuvee/kernel';

describe('shop form rules', () => {
  test('typologies: known client typologies, "public" always present', () => {
    expect(typologyKeys({ public: {}, caviste: {} })).toBeNull();
    expect(typologyKeys(new Map([['public', {}]]))).toBeNull();
    expect(typologyKeys({ caviste: {} })).toEqual({ code: 'shops.invalidTypologies' });
    expect(typologyKeys({ public: {}, vip: {} })).toEqual({ code: 'shops.invalidTypologies' });
    expect(typologyKeys([])).toEqual({ code: 'shops.invalidTypologies' });
  });

  test('formats: keys are URL-safe ids', () => {
    expect(formatKeys({ b75: {}, 'magnum-150': {} })).toBeNull();
    expect(formatKeys({ 'b 75': {} })).toEqual({ code: 'validation.link' });
  });

  test('banks: one default at most', () => {
    expect(oneDefaultBank([{ default: true }, { default: false }])).toBeNull();
    expect(oneDefaultBank([{ default: true }, { default: true }])).toEqual({ code: 'shops.oneDefaultBank' });
  });

  test('integrations: known modules, each { active: boolean } and nothing else', () => {
    expect(integrationsMapRule({ crm: { active: true }, iam: { active: false } })).toBeNull();
    expect(integrationsMapRule({ payroll: { active: true } })).toEqual({
      code: 'validation.unknownValue',
      params: { value: 'payroll' },
    });
    expect(integrationsMapRule({ crm: { active: 'yes' } })).toEqual({ code: 'validation.invalid' });
    expect(integrationsMapRule({ crm: { active: true, since: 1 } })).toEqual({ code: 'validation.invalid' });
  });

  test('authorizations: kernel permissions with booleans; null is "every permission"', () => {
    expect(authorizationsRule(null)).toBeNull();
    expect(authorizationsRule({ seeAllOrder: true, billOrder: false })).toBeNull();
    expect(authorizationsRule({ godMode: true })).toEqual({
      code: 'members.unknownPermission',
      params: { permission: 'godMode' },
    });
    expect(authorizationsRule({ seeAllOrder: 1 })).toEqual({ code: 'validation.invalid' });
    expect(authorizationsRule('all')).toEqual({ code: 'validation.invalid' });
  });

  test('reference keys', () => {
    const businessType = knownKey(BUSINESS_TYPOLOGIES);
    expect(businessType('champaign')).toBeNull();
    expect(businessType('wines')).toEqual({ code: 'validation.unknownValue', params: { value: 'wines' } });
  });
});
