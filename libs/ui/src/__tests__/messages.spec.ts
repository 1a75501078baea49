import { describe, expect, it } from '@jest/globals';
import { defineMessages } from '../messages.js';
import { uiMessages } from '../ui-messages.js';

/** Every text of a table with its path, e.g. ["health.reasons.http", "réponse HTTP"]. */
function texts(value: unknown, path = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[path, value]];
  return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
}

describe('defineMessages', () => {
  it('makes a table of both interface languages', () => {
    const table = defineMessages({ hello: 'Bonjour' }, { hello: 'Hello' });
    expect(table).toEqual({ fr: { hello: 'Bonjour' }, en: { hello: 'Hello' } });
  });
});

describe('uiMessages', () => {
  it('has the same texts in both languages, none empty', () => {
    const fr = texts(uiMessages.fr);
    const en = texts(uiMessages.en);
    expect(en.map(([path]) => path).sort()).toEqual(fr.map(([path]) => path).sort());
    for (const [path, text] of [...fr, ...en]) {
      expect([path, typeof text === 'string' && text.trim() !== '']).toEqual([path, true]);
    }
  });
});
