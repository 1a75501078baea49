import fc from 'fast-check';
import { sniffAttachmentType } from '../file-types.js';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])),
  );

describe('the type of an attachment, from its first bytes', () => {
  test('JPEG, PNG, WebP and PDF are recognised', () => {
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffAttachmentType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffAttachmentType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffAttachmentType(bytes('%PDF-1.7'))).toBe('application/pdf');
  });

  test('anything else, a GIF, a text, a RIFF that is not WebP, or too few bytes, is refused', () => {
    expect(sniffAttachmentType(bytes('GIF89a'))).toBeNull();
    expect(sniffAttachmentType(bytes('Bonjour'))).toBeNull();
    expect(sniffAttachmentType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffAttachmentType(bytes('RIFX', 0, 0, 0, 0, 'WEBP'))).toBeNull();
    expect(sniffAttachmentType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffAttachmentType(new Uint8Array())).toBeNull();
  });

  test('text never passes for a file a message may carry', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((s) => !s.startsWith('%PDF-') && !s.startsWith('RIFF')),
        (text) => {
          expect(sniffAttachmentType(new TextEncoder().encode(text))).toBeNull();
        },
      ),
    );
  });
});
