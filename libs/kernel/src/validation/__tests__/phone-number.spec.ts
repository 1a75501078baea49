import { parsePhoneNumber, phoneNumber, PHONE_NUMBER_COUNTRIES } from '../phone-number.js';

describe('any telephone number (landlines included)', () => {
  test('a French landline in national form is stored in E.164', () => {
    expect(parsePhoneNumber('05 56 12 34 56')).toEqual({ e164: '+33556123456', country: 'FR' });
    expect(parsePhoneNumber('  05.56.12.34.56  ')).toEqual({ e164: '+33556123456', country: 'FR' });
    expect(parsePhoneNumber('(05) 56/12-34-56')).toEqual({ e164: '+33556123456', country: 'FR' });
    expect(parsePhoneNumber('05 56 00 34 56')).toEqual({ e164: '+33556003456', country: 'FR' });
  });

  test('the same number typed internationally, with + or 00, is the same number', () => {
    expect(parsePhoneNumber('+33 5 56 12 34 56')).toEqual({ e164: '+33556123456', country: 'FR' });
    expect(parsePhoneNumber('0033 5 56 12 34 56')).toEqual({ e164: '+33556123456', country: 'FR' });
  });

  test('an overseas department number in national form takes its own country code', () => {
    expect(parsePhoneNumber('0590 12 34 56')).toEqual({ e164: '+590590123456', country: 'GP' });
    expect(parsePhoneNumber('0696 12 34 56')).toEqual({ e164: '+596696123456', country: 'MQ' });
    expect(parsePhoneNumber('0262 12 34 56')).toEqual({ e164: '+262262123456', country: 'RE' });
  });

  test('France first, then the overseas departments, then the mobile rule’s neighbours', () => {
    expect(PHONE_NUMBER_COUNTRIES).toEqual([
      'FR',
      'GP',
      'MQ',
      'GF',
      'RE',
      'YT',
      'BE',
      'DE',
      'LU',
      'CH',
      'NL',
      'ES',
      'IT',
      'GB',
      'US',
    ]);
  });

  test('international form may be of any country', () => {
    expect(parsePhoneNumber('+81 3-1234-5678')).toEqual({ e164: '+81312345678', country: 'JP' });
  });

  test('a national form is only tried in the countries given', () => {
    expect(parsePhoneNumber('201-555-0123', ['US'])).toEqual({ e164: '+12015550123', country: 'US' });
    expect(parsePhoneNumber('05 56 12 34 56', ['US'])).toBeNull();
    expect(parsePhoneNumber('0590 12 34 56', ['FR'])).toBeNull();
  });

  test('a number with no country (international toll-free) or an invalid one is refused', () => {
    expect(parsePhoneNumber('+800 1234 5678')).toBeNull();
    expect(parsePhoneNumber('01 23')).toBeNull();
    expect(parsePhoneNumber('+999 1234')).toBeNull();
  });

  test('text around the digits is refused, even if a number could be fished out of it', () => {
    expect(parsePhoneNumber('tel: 05 56 12 34 56')).toBeNull();
    expect(parsePhoneNumber('05 56 12 34 56 poste 12')).toBeNull();
    expect(parsePhoneNumber('+33 5 56 12 34 56 x')).toBeNull();
  });

  test('the rule accepts a valid number and refuses anything else', () => {
    expect(phoneNumber('05 56 12 34 56')).toBeNull();
    expect(phoneNumber('06 12 34 56 78')).toBeNull();
    expect(phoneNumber('01 23')).toEqual({ code: 'validation.phone' });
    expect(phoneNumber(null)).toEqual({ code: 'validation.phone' });
    expect(phoneNumber(undefined)).toEqual({ code: 'validation.phone' });
    expect(phoneNumber({ number: '0556123456' })).toEqual({ code: 'validation.phone' });
  });
});
