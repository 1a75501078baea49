import fc from 'fast-check';
import { escapeText, foldLine, icsOf } from '../ics.js';

test('a booking reads back as one VEVENT in UTC, its texts escaped', () => {
  const ics = icsOf({
    uid: 'reservation-12@cuvee',
    start: new Date('2026-06-12T08:30:00Z'),
    end: new Date('2026-06-12T10:00:00Z'),
    summary: 'Visite des caves, dégustation; 3 personnes',
    location: 'Le caveau',
    description: 'Ligne 1\nLigne 2',
    stamp: new Date('2026-06-01T12:00:00Z'),
  });
  const lines = ics.split('\r\n');
  expect(lines).toContain('DTSTART:20260612T083000Z');
  expect(lines).toContain('DTEND:20260612T100000Z');
  expect(lines).toContain('SUMMARY:Visite des caves\\, dégustation\\; 3 personnes');
  expect(lines).toContain('DESCRIPTION:Ligne 1\\nLigne 2');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
});

test('folded lines are at most 75 octets and unfold to the original', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
      const line = `DESCRIPTION:${escapeText(text)}`;
      const folded = foldLine(line);
      for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(folded.replace(/\r\n /g, '')).toBe(line);
    }),
  );
});
