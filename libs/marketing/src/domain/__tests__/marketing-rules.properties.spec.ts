import fc from 'fast-check';
import { brokenField, compileTemplate, DYNAMIC_FIELDS } from '../dynamic-fields.js';
import { canMove, CAMPAIGN_STATUSES, isVerifiedSender, normaliseFilter } from '../campaign-rules.js';
import { CampaignMail } from '../campaign-mail.js';
import { modelProblem } from '../email-model.js';
import { containsScript } from '@cuvee/kernel';
import { sanitizeRichText } from '@cuvee/kernel/node';

const plain = fc.string({ maxLength: 30 }).filter((text) => !/[{}]/.test(text));
const field = fc.constantFrom(...DYNAMIC_FIELDS);
const template = fc
  .array(
    fc.oneof(
      plain,
      field.map((name) => `{{${name}}}`),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));
const values = fc.record(
  Object.fromEntries(DYNAMIC_FIELDS.map((name) => [name, fc.string({ maxLength: 20 })])),
);

describe('dynamic fields', () => {
  test('a text of known fields has no broken one; an unknown name or open braces is reported', () => {
    fc.assert(fc.property(template, (text) => brokenField(text) === null));
    fc.assert(
      fc.property(template, fc.stringMatching(/^[a-z]{3,10}$/), (text, name) => {
        fc.pre(!(DYNAMIC_FIELDS as readonly string[]).includes(name));
        return (
          brokenField(`${text}{{${name}}}`) === `{{${name}}}` || brokenField(`${text}{{${name}}}`) !== null
        );
      }),
    );
    expect(brokenField('Bonjour {{firstname')).toBe('{{firstname');
    expect(brokenField('Bonjour firstname}}')).not.toBeNull();
  });

  test('filling a compiled text equals replacing each field; in HTML a value never opens a tag', () => {
    fc.assert(
      fc.property(template, values, (text, fields) => {
        const expected = text.replace(/\{\{([A-Za-z]+)\}\}/g, (_m, name: string) => fields[name]!);
        return compileTemplate(text, 'text').fill(fields) === expected;
      }),
    );
    fc.assert(
      fc.property(
        values,
        (fields) => !/[<>"]/.test(compileTemplate('{{firstname}}{{lastname}}', 'html').fill(fields)),
      ),
    );
  });
});

describe('sanitising', () => {
  const fragment = fc.constantFrom(
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil"></iframe>',
    '<p style="font-size: 26px; position: fixed">t</p>',
    '<span style="font-family: Georgia">g</span>',
    '<form><input></form>',
    '<h3>titre</h3>',
    'texte & <b>gras</b>',
    '<svg onload=alert(1)>',
  );
  test('whatever the input, what is kept holds nothing that runs', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fragment, fc.string({ maxLength: 10 })), { maxLength: 8 }), (parts) => {
        const clean = sanitizeRichText(parts.join(''));
        return (
          !/<\s*(script|iframe|form|svg|input)\b/i.test(clean) &&
          !/\son[a-z]+\s*=/i.test(clean) &&
          !/javascript:/i.test(clean)
        );
      }),
    );
  });

  test("the editor's sizes and fonts stay, other styles go; scripts are reported", () => {
    expect(sanitizeRichText('<p style="font-size: 26px; position: fixed">t</p>')).toBe(
      '<p style="font-size:26px">t</p>',
    );
    expect(sanitizeRichText('<p style="font-size: 27px">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<span style="font-family: Georgia, serif">g</span>')).toContain('font-family');
    expect(containsScript('<p onclick="x()">')).toBe(true);
    expect(containsScript('<p>online</p>')).toBe(false);
  });
});

describe('models and mails', () => {
  test('a model with script, a bad link or a broken field has a problem; a plain one has none', () => {
    expect(modelProblem('standard', 'Objet', '<p>ok {{firstname}}</p>', [])).toBeNull();
    expect(modelProblem('standard', 'Objet', '<script>x</script>', [])?.key).toBe('marketing.unsafeHtml');
    expect(modelProblem('standard', 'Objet {{x}}', '<p>ok</p>', [])?.key).toBe('marketing.brokenField');
    expect(modelProblem('standard', 'Objet', '  ', [])?.key).toBe('marketing.emptyModel');
    expect(modelProblem('advanced', 'O', '', [{ kind: 'button', label: 'a', url: 'ftp://x' }])?.key).toBe(
      'marketing.badUrl',
    );
  });

  test('every rendered mail carries its own unsubscribe link and a one-line subject', () => {
    const mail = new CampaignMail(
      { kind: 'standard', subject: 'Bonjour {{firstname}}', html: '<p>{{firstname}}</p>', blocks: [] },
      { footer: 'Domaine, Chinon', unsubscribeText: 'Se désinscrire' },
    );
    fc.assert(
      fc.property(values, fc.stringMatching(/^[0-9a-f]{32}$/), (fields, token) => {
        const url = `https://x.example/disable-tracking-notif?token=${token}`;
        const rendered = mail.render(fields, url);
        return !/[\r\n]/.test(rendered.subject) && rendered.html.includes(url) && rendered.text.includes(url);
      }),
    );
  });
});

describe('campaigns and lists', () => {
  test('sent and cancelled are final; sending only ends', () => {
    for (const to of CAMPAIGN_STATUSES) {
      expect(canMove('sent', to)).toBe(false);
      expect(canMove('cancelled', to)).toBe(false);
      expect(canMove('sending', to)).toBe(to === 'sent');
    }
  });

  test('normalising a filter twice changes nothing', () => {
    const filter = fc.record(
      {
        typologies: fc.array(fc.constantFrom('public', 'pro', 'caviste')),
        departments: fc.array(fc.constantFrom('37', ' 2a', '75')),
        tags: fc.array(fc.constantFrom('Salon', 'salon ', 'bio')),
        agentIds: fc.array(fc.nat(5)),
        isPro: fc.boolean(),
        withProspects: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        filter,
        (f) => JSON.stringify(normaliseFilter(normaliseFilter(f))) === JSON.stringify(normaliseFilter(f)),
      ),
    );
  });

  test("a sender is verified on the shop's contact domain only", () => {
    expect(isVerifiedSender('news@domaine.fr', 'contact@domaine.fr')).toBe(true);
    expect(isVerifiedSender('news@Domaine.fr', 'contact@domaine.fr')).toBe(true);
    expect(isVerifiedSender('news@gmail.com', 'contact@domaine.fr')).toBe(false);
    expect(isVerifiedSender('news@domaine.fr', null)).toBe(false);
  });
});
