import fc from 'fast-check';
import {
  canAssign,
  canSee,
  isFromOtherSide,
  nameOf,
  normaliseBody,
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

  test('the shop side with no shop in use sees nothing, not even a support conversation without a shop', () => {
    const buyersSupport: ConversationScope = {
      kind: 'support',
      shopId: null,
      buyerUserId: 5,
      assigneeId: null,
    };
    for (const role of ['owner', 'iam'] as const) {
      const withoutShop: Participant = { userId: 1, role, shopId: null, seesAllMessages: true };
      expect(canSee(withoutShop, buyersSupport)).toBe(false);
      expect(canSee(withoutShop, shopConversation)).toBe(false);
    }
  });

  test('the owner and a collaborator with the overview assign; a buyer or the support never do', () => {
    const overview = (role: Participant['role'], userId: number, shopId: number | null): Participant => ({
      userId,
      role,
      shopId,
      seesAllMessages: true,
    });
    const supportConversation: ConversationScope = {
      kind: 'support',
      shopId: 1,
      buyerUserId: null,
      assigneeId: null,
    };
    expect(canAssign(overview('owner', 1, 1), shopConversation)).toBe(true);
    expect(canAssign(overview('iam', 3, 1), shopConversation)).toBe(true);
    expect(canAssign(overview('owner', 1, 2), shopConversation)).toBe(false);
    // A flag a buyer or the support could carry gives them nothing to hand out.
    expect(canAssign(overview('buyer', 5, null), shopConversation)).toBe(false);
    expect(canAssign(overview('admin', 9, null), supportConversation)).toBe(false);
  });
});

describe('sides and unread messages', () => {
  test('each role writes from its side: the buyer, the shop (owner and collaborators), the support', () => {
    expect(sideOf('buyer')).toBe('buyer');
    expect(sideOf('owner')).toBe('shop');
    expect(sideOf('iam')).toBe('shop');
    expect(sideOf('admin')).toBe('support');
  });

  test("a message is unread only to the other sides: a collaborator's is not unread to the owner", () => {
    expect(isFromOtherSide({ role: 'owner' }, 'buyer')).toBe(true);
    expect(isFromOtherSide({ role: 'owner' }, 'support')).toBe(true);
    expect(isFromOtherSide({ role: 'owner' }, 'shop')).toBe(false);
    expect(isFromOtherSide({ role: 'iam' }, 'shop')).toBe(false);
    expect(isFromOtherSide({ role: 'buyer' }, 'shop')).toBe(true);
    expect(isFromOtherSide({ role: 'buyer' }, 'buyer')).toBe(false);
    expect(isFromOtherSide({ role: 'admin' }, 'shop')).toBe(true);
    expect(isFromOtherSide({ role: 'admin' }, 'support')).toBe(false);
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

  test('a message of exactly 140 characters is whole; a cut never leaves a blank before the ellipsis', () => {
    expect(previewOf('é'.repeat(PREVIEW_MAX))).toBe('é'.repeat(PREVIEW_MAX));
    expect(previewOf(`${'a'.repeat(138)} ${'b'.repeat(10)}`)).toBe(`${'a'.repeat(138)}…`);
  });

  test('a person is named by first and last name, else by e-mail address', () => {
    expect(nameOf({ firstname: 'Claire', lastname: 'Moreau', email: 'claire@exemple.fr' })).toBe(
      'Claire Moreau',
    );
    expect(nameOf({ firstname: '', lastname: 'Moreau', email: 'claire@exemple.fr' })).toBe('Moreau');
    expect(nameOf({ firstname: '', lastname: '', email: 'claire@exemple.fr' })).toBe('claire@exemple.fr');
  });

  test('a body is stored without the blanks around it', () => {
    expect(normaliseBody('  \n Bonjour,\n à samedi ?\t ')).toBe('Bonjour,\n à samedi ?');
  });
});
