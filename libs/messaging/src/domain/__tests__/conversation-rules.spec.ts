import fc from 'fast-check';
import {
  canAssign,
  canSee,
  isFromOtherSide,
  PREVIEW_MAX,
  previewOf,
  sideOf,
  type ConversationScope,
  type Participant,
} from '../conversation-rules.js';

const participant = fc.record<Participant>({
  userId: fc.integer({ min: 1, max: 6 }),
  role: fc.constantFrom('buyer', 'owner', 'iam', 'admin'),
  shopId: fc.option(fc.integer({ min: 1, max: 3 })),
  seesAllMessages: fc.boolean(),
});

const scope = fc.record<ConversationScope>({
  kind: fc.constantFrom('shop', 'support'),
  shopId: fc.option(fc.integer({ min: 1, max: 3 })),
  buyerUserId: fc.option(fc.integer({ min: 1, max: 6 })),
  assigneeId: fc.option(fc.integer({ min: 1, max: 6 })),
});

describe('who sees a conversation', () => {
  const shopConversation: ConversationScope = { kind: 'shop', shopId: 1, buyerUserId: 5, assigneeId: null };

  test('the buyer, the shop with the overview; not another shop, not the support', () => {
    expect(canSee({ userId: 5, role: 'buyer', shopId: null, seesAllMessages: false }, shopConversation)).toBe(
      true,
    );
    expect(canSee({ userId: 6, role: 'buyer', shopId: 1, seesAllMessages: false }, shopConversation)).toBe(
      false,
    );
    expect(canSee({ userId: 1, role: 'owner', shopId: 1, seesAllMessages: true }, shopConversation)).toBe(
      true,
    );
    expect(canSee({ userId: 2, role: 'owner', shopId: 2, seesAllMessages: true }, shopConversation)).toBe(
      false,
    );
    expect(canSee({ userId: 9, role: 'admin', shopId: null, seesAllMessages: false }, shopConversation)).toBe(
      false,
    );
  });

  test('a collaborator without seeAllMessages sees only what is assigned to them', () => {
    const collaborator: Participant = { userId: 3, role: 'iam', shopId: 1, seesAllMessages: false };
    expect(canSee(collaborator, shopConversation)).toBe(false);
    expect(canSee(collaborator, { ...shopConversation, assigneeId: 3 })).toBe(true);
    expect(canAssign(collaborator, { ...shopConversation, assigneeId: 3 })).toBe(false);
  });

  test('the support sees every support conversation, and nothing else', () => {
    fc.assert(
      fc.property(participant, scope, (who, conversation) => {
        if (who.role === 'admin') expect(canSee(who, conversation)).toBe(conversation.kind === 'support');
      }),
    );
  });

  test('the shop side sees only its own shop; assigning needs seeing and the overview', () => {
    fc.assert(
      fc.property(participant, scope, (who, conversation) => {
        if (who.role !== 'owner' && who.role !== 'iam') return;
        if (canSee(who, conversation)) expect(conversation.shopId).toBe(who.shopId);
        if (canAssign(who, conversation)) expect(who.seesAllMessages && canSee(who, conversation)).toBe(true);
      }),
    );
  });

  test("one's own side's messages are never unread", () => {
    fc.assert(
      fc.property(participant, (who) => {
        expect(isFromOtherSide(who, sideOf(who.role))).toBe(false);
      }),
    );
  });
});

describe('the preview of a message', () => {
  test('one line, at most 140 characters, a prefix of the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (body) => {
        const preview = previewOf(body);
        expect(Array.from(preview).length).toBeLessThanOrEqual(PREVIEW_MAX);
        expect(preview).not.toMatch(/\n/);
        const line = body.replace(/\s+/g, ' ').trim();
        expect(line.startsWith(preview.replace(/…$/, ''))).toBe(true);
      }),
    );
  });

  test('a short message is kept whole', () => {
    expect(previewOf('  Bonjour,\n  à samedi ?  ')).toBe('Bonjour, à samedi ?');
    expect(previewOf('a'.repeat(200))).toBe(`${'a'.repeat(139)}…`);
  });
});
