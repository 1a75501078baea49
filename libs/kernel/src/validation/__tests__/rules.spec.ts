import fc from 'fast-check';
import { messageOf } from '../failure.js';
import {
  ADDRESS_FORM_RULES,
  addRecipient,
  confirmKeyword,
  confirmKeywordMatches,
  firstFailure,
  isValidPostalCode,
  optional,
  parseDateInput,
  parseDecimalInput,
  parseMobilePhone,
  postalFor,
  rules,
  validateFields,
  validationRules,
  type ValidationFailure,
} from '../index.js';

const code = (result: ValidationFailure | null): string | null => result?.code ?? null;
const EMPTIES: unknown[] = ['', '   ', null, undefined];

describe('needed', () => {
  test.each([...EMPTIES, []])('refuses %p', (value) => {
    expect(code(rules.needed(value))).toBe('validation.needed');
    expect(messageOf(rules.needed(value) as ValidationFailure, 'fr')).toBe('Ce champ ne peut pas être vide');
  });

  test.each(['a', 0, false, ['x'], { a: 1 }])('accepts %p', (value) => {
    expect(rules.needed(value)).toBeNull();
  });
});

describe('email', () => {
  test.each(['jean.dupont@example.fr', 'a+tag@sub.domain.com', "o'neil@vins.co.uk", 'x@e.io'])(
    'accepts %p',
    (value) => {
      expect(rules.email(value)).toBeNull();
    },
  );

  test.each([
    ...EMPTIES,
    'jean',
    'jean@',
    '@example.fr',
    'jean@example',
    'jean@@example.fr',
    'jean dupont@example.fr',
    '.jean@example.fr',
    'jean..d@example.fr',
    'jean@-example.fr',
    42,
  ])('refuses %p', (value) => {
    expect(code(rules.email(value))).toBe('validation.email');
  });

  test('up to 254 characters, the longest address mail servers take', () => {
    // 64 + 1 + (63 + 1 + 63 + 1 + 58 + 3) = 254 characters; one more letter makes 255.
    const address = (last: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(last)}.fr`;
    expect(address(58)).toHaveLength(254);
    expect(rules.email(address(58))).toBeNull();
    expect(code(rules.email(address(59)))).toBe('validation.email');
  });
});

describe('counter: 1 to 50 characters', () => {
  test.each(['a', 'x'.repeat(50), 'é'.repeat(50), '🍷'.repeat(50)])('accepts length %#', (value) => {
    expect(rules.counter(value)).toBeNull();
  });

  test.each([...EMPTIES, 'x'.repeat(51)])('refuses %#', (value) => {
    expect(code(rules.counter(value))).toBe('validation.counter');
  });
});

describe('url: needs a protocol', () => {
  test.each([
    'https://www.example.fr',
    'http://example.fr/path?q=1',
    'ftp://files.example.fr',
    'https://localhost:3000',
  ])('accepts %p', (value) => {
    expect(rules.url(value)).toBeNull();
  });

  test.each([
    ...EMPTIES,
    'www.example.fr',
    'example.fr',
    'https://',
    'https://exa mple.fr',
    // Shaped like a URL but not one: an unclosed IPv6 host, two ports.
    'http://[::1',
    'http://a:b:c',
    'javascript:alert(1)',
    'mailto:a@b.fr',
  ])('refuses %p', (value) => {
    expect(code(rules.url(value))).toBe('validation.url');
  });
});

describe('number: integer', () => {
  test.each(['0', '12', '-3', ' 7 ', 12, -3, 0])('accepts %p', (value) => {
    expect(rules.number(value)).toBeNull();
  });

  test.each([...EMPTIES, '1.5', '1,5', '12a', '1e3', 1.5, Number.NaN, Infinity, true])(
    'refuses %p',
    (value) => {
      expect(code(rules.number(value))).toBe('validation.number');
    },
  );
});

describe('numberFloat: comma decimal accepted', () => {
  test.each(['12', '12.5', '12,5', '-0,25', ' 3,14 ', 12.5, 0])('accepts %p', (value) => {
    expect(rules.numberFloat(value)).toBeNull();
  });

  test.each([...EMPTIES, '12,', ',5', '1,2,3', '1.234,5', 'abc', Number.NaN])('refuses %p', (value) => {
    expect(code(rules.numberFloat(value))).toBe('validation.numberFloat');
  });

  test('parseDecimalInput turns the comma into a point', () => {
    expect(parseDecimalInput('13,5')).toBe(13.5);
    expect(parseDecimalInput('13.5')).toBe(13.5);
    expect(parseDecimalInput('13,5 %')).toBeNull();
  });
});

describe('mongoid: member code', () => {
  test.each(['123', '0', 42, 0])('accepts %p', (value) => {
    expect(rules.mongoid(value)).toBeNull();
  });

  test.each([...EMPTIES, '-1', '12.3', 'abc', -1, 1.5])('refuses %p', (value) => {
    expect(code(rules.mongoid(value))).toBe('validation.mongoid');
  });
});

describe('link: letters, digits, _ % -', () => {
  test.each(['domaine-du-test', 'Cuvee_2024', '100%', 'abc'])('accepts %p', (value) => {
    expect(rules.link(value)).toBeNull();
  });

  test.each([...EMPTIES, 'a b', 'a/b', 'cuvée', 'a.b', 'a?b'])('refuses %p', (value) => {
    expect(code(rules.link(value))).toBe('validation.link');
  });
});

describe('string: a letter and at least 2 characters', () => {
  test.each(['ab', 'a1', 'Éa', '2 A'])('accepts %p', (value) => {
    expect(rules.string(value)).toBeNull();
  });

  test.each([...EMPTIES, 'a', '12', '!!', '1 2'])('refuses %p', (value) => {
    expect(code(rules.string(value))).toBe('validation.string');
  });
});

describe('username: letters (accents, ñ) and spaces, under 50', () => {
  test.each(['Jean', 'Jean Dupont', 'Hélène Çà', 'Muñoz', 'Œnologue', 'ÉLODIE', 'a'.repeat(49)])(
    'accepts %p',
    (value) => {
      expect(rules.username(value)).toBeNull();
    },
  );

  test.each([...EMPTIES, 'Jean-Pierre', "O'Neil", 'Jean2', 'jean@x', 'a'.repeat(50), 'Иван', '   '])(
    'refuses %p',
    (value) => {
      expect(code(rules.username(value))).toBe('validation.username');
    },
  );

  test('decomposed accents count as letters', () => {
    expect(rules.username('He\u0301le\u0300ne')).toBeNull();
  });
});

describe('telephone: mobile numbers', () => {
  // Mobile samples of each listed country, national and international forms.
  const MOBILES: Record<string, string[]> = {
    FR: ['06 12 34 56 78', '+33 6 12 34 56 78', '0033612345678', '06.12.34.56.78', '07 81 23 45 67'],
    BE: ['+32 450 00 12 34', '0450 00 12 34'],
    DE: ['+49 151 23456789', '015123456789'],
    LU: ['+352 628 123 456'],
    CH: ['+41 78 123 45 67', '078 123 45 67'],
    NL: ['+31 6 12345678'],
    ES: ['+34 612 34 56 78', '612 34 56 78'],
    IT: ['+39 312 345 6789', '312 345 6789'],
    GB: ['+44 7400 123456', '07400 123456'],
    US: ['+1 201-555-0123', '(201) 555-0123'],
  };
  const LANDLINES: Record<string, string> = {
    FR: '+33 1 42 68 53 00',
    BE: '+32 2 555 12 12',
    DE: '+49 30 123456',
    LU: '+352 27 12 34 56',
    CH: '+41 44 668 18 00',
    NL: '+31 20 123 4567',
    ES: '+34 912 34 56 78',
    IT: '+39 06 1234 5678',
    GB: '+44 20 7946 0018',
  };

  describe.each(Object.entries(MOBILES))('%s mobile', (country, samples) => {
    test.each(samples)('%p is accepted', (sample) => {
      expect(rules.telephone(sample)).toBeNull();
      // A national form may be valid in several countries (078… is French and Swiss): the first listed wins.
      if (sample.startsWith('+')) expect(parseMobilePhone(sample)?.country).toBe(country);
      if (country !== 'US') expect(rules.telephoneOptional(sample)).toBeNull();
    });
  });

  test.each(Object.entries(LANDLINES))('%s landline %p is refused', (_country, landline) => {
    expect(code(rules.telephone(landline))).toBe('validation.telephone');
    expect(code(rules.telephoneOptional(landline))).toBe('validation.telephone');
  });

  test.each(['+1 201-555-0123', '(201) 555-0123'])('US %p is refused by the optional variant', (sample) => {
    expect(code(rules.telephoneOptional(sample))).toBe('validation.telephone');
  });

  test.each(['+43 664 1234567', '+351 912 345 678', '+1 416 555 0123'])(
    'mobile of an unlisted country %p is refused',
    (sample) => {
      expect(code(rules.telephone(sample))).toBe('validation.telephone');
    },
  );

  test.each([
    ...EMPTIES,
    '06 12 34 56',
    '+33 6 12 34 56 789',
    'appelez le 0612345678',
    '+33 1 42 68 53 00',
    true,
  ])('telephone refuses %p', (value) => {
    expect(code(rules.telephone(value))).toBe('validation.telephone');
  });

  test.each(EMPTIES)('telephoneOptional accepts empty %p', (value) => {
    expect(rules.telephoneOptional(value)).toBeNull();
  });

  test('parseMobilePhone gives E.164', () => {
    expect(parseMobilePhone('06 12 34 56 78')).toEqual({ e164: '+33612345678', country: 'FR' });
  });
});

describe('date', () => {
  test.each([
    ['31/12/2024', '2024-12-31'],
    [' 31/12/2024 ', '2024-12-31'],
    ['29/02/2024', '2024-02-29'],
    ['2024-02-29', '2024-02-29'],
    ['2024-06-30T22:30:00Z', '2024-07-01'],
    ['2024-06-30T22:30', '2024-06-30'],
    ['2024-06-30T10:00:00.000+02:00', '2024-06-30'],
  ])('%p is the day %p', (value, day) => {
    expect(rules.date(value)).toBeNull();
    expect(parseDateInput(value)).toBe(day);
  });

  test('a valid Date is accepted', () => {
    expect(rules.date(new Date('2024-01-01T12:00:00Z'))).toBeNull();
  });

  test.each([
    ...EMPTIES,
    '29/02/2023',
    '31/04/2024',
    '32/01/2024',
    '12/31/2024',
    '1/1/2024',
    '2024-13-01',
    // A real day with an hour that does not exist.
    '2024-06-30T25:00',
    '2023-02-29T10:00Z',
    'demain',
    20240101,
    new Date('nope'),
  ])('refuses %p', (value) => {
    expect(code(rules.date(value))).toBe('validation.date');
  });
});

describe('postal: optional, any valid postal code', () => {
  // '12' and 'A B' are the shortest (2 characters besides separators), 'ABCDE 1234' the longest (10).
  test.each([
    ...EMPTIES,
    '33000',
    '75001',
    'SW1A 1AA',
    '1000-001',
    'L-1234',
    '1012 AB',
    '12',
    'A B',
    'ABCDE 1234',
  ])('accepts %p', (value) => {
    expect(rules.postal(value)).toBeNull();
  });

  test.each(['1', '!!!', '33000 !', 'ABCDEFGHIJK', '12--34', ' - '])('refuses %p', (value) => {
    expect(code(rules.postal(value))).toBe('validation.postal');
  });

  test.each([
    ['FR', '33000', true],
    ['FR', '97400', true],
    ['FR', '00100', false],
    ['FR', '3300', false],
    ['BE', '1000', true],
    ['BE', '0999', false],
    ['DE', '10115', true],
    ['LU', 'L-1234', true],
    ['LU', '1234', true],
    ['CH', '8001', true],
    ['NL', '1012 AB', true],
    ['NL', '1012AB', true],
    ['NL', '1012', false],
    ['ES', '28001', true],
    ['ES', '53001', false],
    ['IT', '00184', true],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'EC1A1BB', true],
    ['GB', '12345', false],
    ['US', '10001', true],
    ['US', '10001-1234', true],
    ['PT', '1000-001', true],
    ['PT', '1000', false],
    ['fr', '33000', true],
    ['JP', '100-0001', true],
  ])('%s %p → %p', (country, value, valid) => {
    expect(isValidPostalCode(value, country)).toBe(valid);
    expect(postalFor(country)(value) === null).toBe(valid);
  });

  test('postalFor lets empty through', () => {
    expect(postalFor('FR')('')).toBeNull();
    expect(postalFor(undefined)('33000')).toBeNull();
  });

  test('the country code may be lower case, and blanks around the code are ignored', () => {
    // '00100' has a generic shape but is no French code: only the French pattern refuses it.
    expect(code(postalFor('fr')('00100'))).toBe('validation.postal');
    expect(postalFor('fr')('33000')).toBeNull();
    expect(postalFor('FR')(' 33000 ')).toBeNull();
    expect(isValidPostalCode(' SW1A 1AA ')).toBe(true);
  });
});

describe('password: 5+ characters, an uppercase and a lowercase', () => {
  test.each(['Abcde', 'aBcdef1', 'Éabcd', 'mot De passe'])('accepts %p', (value) => {
    expect(rules.password(value)).toBeNull();
  });

  test.each([...EMPTIES, 'Abcd', 'abcdef', 'ABCDEF', '12345', 12345])('refuses %p', (value) => {
    expect(code(rules.password(value))).toBe('validation.password');
    expect(messageOf(rules.password(value) as ValidationFailure, 'fr')).toBe(
      'Doit contenir une majuscule et plus de 5 caractères',
    );
  });
});

describe('description: over 10, up to 5000 characters', () => {
  test.each([11, 12, 4999, 5000])('accepts %p characters', (length) => {
    expect(rules.description('x'.repeat(length))).toBeNull();
  });

  test.each([0, 1, 10, 5001])('refuses %p characters', (length) => {
    expect(code(rules.description('x'.repeat(length)))).toBe('validation.description');
  });

  test.each([null, undefined])('refuses %p', (value) => {
    expect(code(rules.description(value))).toBe('validation.description');
  });

  test('the message states the real bounds', () => {
    expect(messageOf(rules.description('court') as ValidationFailure, 'fr')).toBe(
      'Doit faire entre 11 et 5000 caractères',
    );
  });
});

describe('tva: strictly between 0 and 100', () => {
  test.each([0.01, 5.5, '5,5', '20', 99.99, '99,99'])('accepts %p', (value) => {
    expect(rules.tva(value)).toBeNull();
  });

  test.each([...EMPTIES, 0, '0', 100, '100', -5, 150, 'vingt'])('refuses %p', (value) => {
    expect(code(rules.tva(value))).toBe('validation.tva');
  });
});

describe('fee: 0 up to but not including 25', () => {
  test.each([0, '0', 12.5, '12,5', 24.99, '24,99'])('accepts %p', (value) => {
    expect(rules.fee(value)).toBeNull();
  });

  test.each([...EMPTIES, 25, '25', 25.01, -0.01, '-1', 'gratuit'])('refuses %p', (value) => {
    expect(code(rules.fee(value))).toBe('validation.fee');
  });
});

describe('promocode: up to 15 characters', () => {
  test.each(['A', 'NOEL2024', 'x'.repeat(15)])('accepts %p', (value) => {
    expect(rules.promocode(value)).toBeNull();
  });

  test.each([...EMPTIES, 'x'.repeat(16)])('refuses %#', (value) => {
    expect(code(rules.promocode(value))).toBe('validation.promocode');
  });

  test('optional() makes it a field that may stay empty', () => {
    expect(optional(rules.promocode)('')).toBeNull();
    expect(code(optional(rules.promocode)('x'.repeat(16)))).toBe('validation.promocode');
  });
});

describe('tvacode: a letter and at least 2 characters', () => {
  test.each(['FR12345678901', 'T1', 'ab'])('accepts %p', (value) => {
    expect(rules.tvacode(value)).toBeNull();
  });

  test.each([...EMPTIES, 'F', '12345', '--'])('refuses %p', (value) => {
    expect(code(rules.tvacode(value))).toBe('validation.tvacode');
  });
});

describe('siret', () => {
  test('valid and invalid', () => {
    expect(rules.siret('732 829 320 00074')).toBeNull();
    expect(code(rules.siret('73282932000075'))).toBe('validation.siret');
    expect(code(rules.siret(''))).toBe('validation.siret');
  });
});

describe('card number: Luhn, 12 to 19 digits', () => {
  test.each([
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '5555555555554444',
    '378282246310005',
    '4000056655665556',
    '4111111111111111110',
    '411111111117', // 12 digits, the shortest
  ])('accepts %p', (value) => {
    expect(rules.cardNumber(value)).toBeNull();
  });

  test.each([
    ...EMPTIES,
    '4111 1111 1111 1112',
    '42424242424',
    '41111111111111111113',
    // Luhn-valid, but 11 and 20 digits long.
    '42424242420',
    '41111111111111111115',
    'abcd efgh ijkl mnop',
  ])('refuses %p', (value) => {
    expect(code(rules.cardNumber(value))).toBe('validation.cardNumber');
  });
});

describe('card expiry: MM/YY not in the past', () => {
  const now = new Date('2024-06-15T10:00:00Z');

  test.each(['06/24', '07/24', '12/30', '06 / 24', '01/2025', ' 06/24 '])(
    'accepts %p in June 2024',
    (value) => {
      expect(rules.cardExpiry(value, now)).toBeNull();
    },
  );

  test.each(['05/24', '12/23', '01/2024'])('%p has expired in June 2024', (value) => {
    expect(code(rules.cardExpiry(value, now))).toBe('validation.cardExpired');
  });

  test.each([...EMPTIES, '13/24', '00/24', '6/24', '06-24', '0624', 624])(
    'refuses the format %p',
    (value) => {
      expect(code(rules.cardExpiry(value, now))).toBe('validation.cardExpiry');
    },
  );

  test('the month turns on the Paris calendar', () => {
    // 22:30 UTC on 31 May is already June in Paris: a card expiring 05/24 is then past.
    expect(code(rules.cardExpiry('05/24', new Date('2024-05-31T22:30:00Z')))).toBe('validation.cardExpired');
    expect(rules.cardExpiry('05/24', new Date('2024-05-31T21:30:00Z'))).toBeNull();
  });
});

describe('cvv: exactly 3 digits', () => {
  test.each(['123', '000'])('accepts %p', (value) => {
    expect(rules.cvv(value)).toBeNull();
  });

  test.each([...EMPTIES, '12', '1234', '12a', 123])('refuses %p', (value) => {
    expect(code(rules.cvv(value))).toBe('validation.cvv');
  });
});

describe('email recipients', () => {
  test('accepts a list or a separated text of valid addresses', () => {
    expect(rules.emailRecipients(['a@b.fr', 'c@d.com'])).toBeNull();
    expect(rules.emailRecipients('a@b.fr; c@d.com, e@f.io')).toBeNull();
  });

  test.each([[[]], [''], [null], [undefined], [['', ' ']]])('no address: %p', (value) => {
    const result = rules.emailRecipients(value);
    expect(code(result)).toBe('validation.recipientsRequired');
    expect(messageOf(result as ValidationFailure, 'fr')).toBe(
      'Veuillez renseigner au moins une adresse mail.',
    );
  });

  test('an invalid address is named in the message', () => {
    const result = rules.emailRecipients(['a@b.fr', 'jean@', 'x']);
    expect(result).toEqual({ code: 'validation.recipientInvalid', params: { email: 'jean@' } });
    expect(messageOf(result as ValidationFailure, 'fr')).toBe('L\'adresse "jean@" est invalide.');
  });

  test('an item that is not text is an invalid address, never a crash (fast-check found {toString: 0})', () => {
    const result = rules.emailRecipients(['a@b.fr', { toString: 0 }]);
    expect(result).toEqual({ code: 'validation.recipientInvalid', params: { email: '?' } });
  });

  test('Enter or Tab adds a valid address not already present', () => {
    const list = ['a@b.fr'];
    expect(addRecipient(list, ' c@d.com ')).toEqual(['a@b.fr', 'c@d.com']);
    expect(addRecipient(list, 'A@B.FR')).toBe(list);
    expect(addRecipient(list, 'pas-une-adresse')).toBe(list);
    const two = ['a@b.fr', 'c@d.com'];
    expect(addRecipient(two, 'C@D.com')).toBe(two);
    expect(addRecipient(two, 'e@f.io')).toEqual(['a@b.fr', 'c@d.com', 'e@f.io']);
  });
});

describe('CGU acceptance', () => {
  test('only true passes', () => {
    expect(rules.cgu(true)).toBeNull();
    for (const value of [false, 'true', 1, null, undefined]) {
      const result = rules.cgu(value);
      expect(code(result)).toBe('validation.cgu');
      expect(messageOf(result as ValidationFailure, 'fr')).toBe(
        "Veuillez accepter les conditions générales d'utilisation",
      );
    }
  });
});

describe('confirmation keyword', () => {
  test.each([
    ['SUPPRIMER', 'SUPPRIMER', true],
    ['supprimer', 'SUPPRIMER', true],
    [' sup pri mer ', 'SUPPRIMER', true],
    ['Domaine du Test', 'domainedutest', true],
    ['ÉTÉ', 'été', true],
    ['e\u0301te\u0301', 'été', true], // accents typed as combining marks
    ['SUPPRIME', 'SUPPRIMER', false],
    ['', 'SUPPRIMER', false],
  ])('%p against %p → %p', (typed, keyword, matches) => {
    expect(confirmKeywordMatches(typed, keyword)).toBe(matches);
  });

  test('as a rule, naming the keyword', () => {
    const rule = confirmKeyword('Domaine du Test');
    expect(rule('domaine du test')).toBeNull();
    const result = rule('autre');
    expect(messageOf(result as ValidationFailure, 'fr')).toBe(
      'Veuillez saisir "Domaine du Test" pour confirmer',
    );
    expect(code(rule(42))).toBe('validation.confirmKeyword');
  });

  test('property: spaces and case never matter', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.boolean(), (keyword, upper) => {
        const typed = (upper ? keyword.toUpperCase() : keyword.toLowerCase()).split('').join(' ');
        return (
          confirmKeywordMatches(typed, keyword) ||
          keyword.toUpperCase().toLowerCase() !== keyword.toLowerCase()
        );
      }),
    );
  });
});

describe('combinators', () => {
  test('firstFailure stops at the first failing rule', () => {
    expect(code(firstFailure('', [rules.needed, rules.email]))).toBe('validation.needed');
    expect(code(firstFailure('jean', [rules.needed, rules.email]))).toBe('validation.email');
    expect(firstFailure('jean@x.fr', [rules.needed, rules.email])).toBeNull();
  });

  test('validateFields: the address form', () => {
    expect(
      validateFields(
        {
          firstname: 'Léa',
          lastname: '',
          street: '1 rue du Port',
          zipcode: '33000',
          city: 'Bordeaux',
          country: 'FR',
          cgu: false,
        },
        ADDRESS_FORM_RULES,
      ),
    ).toEqual({ lastname: { code: 'validation.needed' }, cgu: { code: 'validation.cgu' } });
    expect(
      validateFields(
        {
          firstname: 'Léa',
          lastname: 'Martin',
          street: '1 rue du Port',
          zipcode: '33000',
          city: 'Bordeaux',
          country: 'FR',
          cgu: true,
        },
        ADDRESS_FORM_RULES,
      ),
    ).toEqual({});
  });

  test('validationRules is the same registry', () => {
    expect(validationRules).toBe(rules);
  });

  test('every rule answers null or a failure with a catalogue code, for any input', () => {
    const anything = fc.anything();
    fc.assert(
      fc.property(anything, (value) => {
        return Object.values(rules).every((rule) => {
          const result = rule(value);
          return (
            result === null || (typeof result.code === 'string' && messageOf(result, 'fr') !== result.code)
          );
        });
      }),
    );
  });
});
