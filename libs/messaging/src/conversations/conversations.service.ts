import {
  BadRequestException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { Shop, ShopMember, shopNamesById, User } from '@cuvee/iam';
import {
  containsPattern,
  Database,
  fetchPage,
  JOB_QUEUE,
  parseListQuery,
  type JobQueue,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import {
  canAssign,
  canSee,
  nameOf,
  normaliseBody,
  previewOf,
  sideOf,
  type Participant,
} from '../domain/conversation-rules.js';
import { MessageAttachment } from '../attachments/message-attachment.entity.js';
import { MESSAGE_POSTED_JOB, type MessagePostedPayload } from '../jobs/message-posted.job.js';
import { Conversation } from './conversation.entity.js';
import { ConversationTopics } from './conversation-topics.js';
import type {
  ConversationDto,
  CreateConversationDto,
  MessageDto,
  PostMessageDto,
  UnreadCountDto,
  UpdateConversationDto,
} from './dto/conversation.dto.js';
import { ConversationMessage } from './message.entity.js';
import { participantOf, unreadCondition, unreadTerms, whereVisible } from './participants.js';
import { ConversationReadMark } from './read-mark.entity.js';

const LIST: ListDefinition = {
  resource: 'conversations',
  sortable: {
    lastMessageAt: 'conversation.lastMessageAt',
    createdAt: 'conversation.createdAt',
    id: 'conversation.id',
  },
  filters: {
    id: { kind: 'equals', column: 'conversation.id', type: 'number' },
    status: { kind: 'equals', column: 'conversation.status', type: 'string' },
    kind: { kind: 'equals', column: 'conversation.kind', type: 'string' },
    aboutType: { kind: 'equals', column: 'conversation.aboutType', type: 'string' },
    // With aboutType: the conversation about one order, booking or quote ("Contacter le producteur").
    aboutId: { kind: 'equals', column: 'conversation.aboutId', type: 'number' },
    assigneeId: { kind: 'equals', column: 'conversation.assigneeId', type: 'number' },
    shopId: { kind: 'equals', column: 'conversation.shopId', type: 'number' },
    // Read here for their shape only, then applied by `list` (they need subqueries).
    unread: { kind: 'equals', column: 'conversation.id', type: 'boolean' },
    q: { kind: 'search', columns: ['conversation.subject'] },
  },
  defaultSort: ['lastMessageAt', 'DESC'],
  idColumn: 'conversation.id',
};

const MESSAGES: ListDefinition = {
  resource: 'conversation-messages',
  sortable: { createdAt: 'message.createdAt', id: 'message.id' },
  filters: { id: { kind: 'equals', column: 'message.id', type: 'number' } },
  defaultSort: ['id', 'ASC'],
  idColumn: 'message.id',
};

/** A file of a message, ready to be streamed to a participant. */
export interface AttachmentFile {
  fileKey: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * Conversations between buyers, shops and the platform's support (docs/messaging.md, ADR 0072): who
 * sees which, their messages, read marks, assignment and status. Recipients are told once the message
 * is committed, by the `messaging.message-posted` job, never inside the request's transaction.
 */
@Injectable()
export class ConversationsService {
  private readonly logger = new Logger(ConversationsService.name);

  constructor(
    private readonly database: Database,
    private readonly topics: ConversationTopics,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<ConversationDto>> {
    const who = participantOf(ctx);
    const request = parseListQuery(query, LIST);
    const { unread, q, ...filter } = request.filter;
    const builder = this.database.dataSource.getRepository(Conversation).createQueryBuilder('conversation');
    whereVisible(builder, who);
    if (unread !== undefined) {
      // `{"unread": true}` keeps those with unread messages for the caller, false those without.
      const condition = unreadCondition(builder, who, 'unreadMessage');
      const wanted = [unread].flat();
      if (wanted.length === 0) builder.andWhere('1 = 0');
      else if (!(wanted.includes(true) && wanted.includes(false)))
        builder.andWhere(wanted.includes(true) ? condition : `NOT ${condition}`);
    }
    if (typeof q === 'string' && q.trim() !== '') {
      const pattern = containsPattern(q.trim());
      const inBodies = builder
        .subQuery()
        .select('1')
        .from(ConversationMessage, 'searched')
        .where('searched.conversationId = conversation.id')
        .andWhere("LOWER(searched.body) LIKE LOWER(:search) ESCAPE '!'")
        .getQuery();
      builder.andWhere(`(LOWER(conversation.subject) LIKE LOWER(:search) ESCAPE '!' OR EXISTS ${inBodies})`, {
        search: pattern,
      });
    }
    const page = await fetchPage(builder, { ...request, filter }, LIST);
    return { ...page, rows: await this.views(who, page.rows) };
  }

  async unreadCount(ctx: RequestContext): Promise<UnreadCountDto> {
    const who = participantOf(ctx);
    const unread = unreadTerms(who, 'message');
    const builder = this.database.dataSource
      .getRepository(Conversation)
      .createQueryBuilder('conversation')
      .innerJoin(ConversationMessage, 'message', 'message.conversationId = conversation.id')
      .leftJoin(ConversationReadMark, unread.mark, unread.markJoin)
      .where(unread.condition, unread.parameters);
    whereVisible(builder, who);
    const row = await builder
      .select('COUNT(DISTINCT conversation.id)', 'conversations')
      .addSelect('COUNT(message.id)', 'messages')
      .getRawOne<{ conversations: string | number; messages: string | number }>();
    return { conversations: Number(row?.conversations ?? 0), messages: Number(row?.messages ?? 0) };
  }

  async get(ctx: RequestContext, id: number): Promise<ConversationDto> {
    const who = participantOf(ctx);
    const [view] = await this.views(who, [await this.visible(who, id)]);
    return view!;
  }

  async create(ctx: RequestContext, input: CreateConversationDto): Promise<ConversationDto> {
    const who = participantOf(ctx);
    if (who.role === 'admin') throw new ForbiddenException('messaging.cannotCreate');
    const { shopId, buyerUserId } = await this.partiesOf(who, input);
    const aboutId = input.aboutType === 'free' ? null : (input.aboutId ?? null);
    let aboutLabel: string | null = null;
    if (input.aboutType !== 'free') {
      if (aboutId === null) throw new BadRequestException('messaging.aboutIdRequired');
      if (shopId === null) throw new NotFoundException('error.notFound');
      aboutLabel = await this.topics.labelOf(input.aboutType, { shopId, buyerUserId, id: aboutId });
      if (aboutLabel === null) throw new NotFoundException('error.notFound');
    }
    const body = normaliseBody(input.body);
    const { conversationId, messageId } = await this.database.transaction(async (manager) => {
      const now = new Date();
      const inserted = await manager.getRepository(Conversation).insert({
        kind: input.kind,
        shopId,
        buyerUserId,
        subject: input.subject.trim(),
        aboutType: input.aboutType,
        aboutId,
        aboutLabel,
        status: 'open',
        // A collaborator who sees only their own conversations keeps the ones they open.
        assigneeId: (who.role === 'owner' || who.role === 'iam') && !who.seesAllMessages ? who.userId : null,
        createdByUserId: who.userId,
        lastMessageAt: now,
        lastMessagePreview: previewOf(body),
      });
      const conversationId = inserted.identifiers[0]!.id as number;
      const messageId = await this.addMessage(manager, who, conversationId, body, input.attachmentIds ?? []);
      return { conversationId, messageId };
    });
    await this.announce(messageId);
    return this.get(ctx, conversationId);
  }

  async update(ctx: RequestContext, id: number, input: UpdateConversationDto): Promise<ConversationDto> {
    const who = participantOf(ctx);
    const conversation = await this.visible(who, id);
    const changes: Partial<Conversation> = {};
    if (input.status !== undefined) changes.status = input.status;
    if (input.assigneeId !== undefined) {
      if (!canAssign(who, conversation)) throw new ForbiddenException('error.forbidden');
      if (input.assigneeId !== null) await this.checkTeamMember(conversation.shopId!, input.assigneeId);
      changes.assigneeId = input.assigneeId;
    }
    if (Object.keys(changes).length > 0)
      await this.database.transaction((manager) =>
        manager.getRepository(Conversation).update({ id: conversation.id }, changes),
      );
    return this.get(ctx, id);
  }

  async messages(ctx: RequestContext, id: number, query: ListQueryDto): Promise<Page<MessageDto>> {
    const who = participantOf(ctx);
    const conversation = await this.visible(who, id);
    const builder = this.database.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('message')
      .where('message.conversationId = :conversationId', { conversationId: conversation.id });
    const page = await fetchPage(builder, parseListQuery(query, MESSAGES), MESSAGES);
    return { ...page, rows: await this.messageViews(page.rows) };
  }

  async post(ctx: RequestContext, id: number, input: PostMessageDto): Promise<MessageDto> {
    const who = participantOf(ctx);
    const conversation = await this.visible(who, id);
    const body = normaliseBody(input.body);
    const messageId = await this.database.transaction(async (manager) => {
      const messageId = await this.addMessage(manager, who, conversation.id, body, input.attachmentIds ?? []);
      // Writing to a closed conversation reopens it.
      await manager
        .getRepository(Conversation)
        .update(
          { id: conversation.id },
          { status: 'open', lastMessageAt: new Date(), lastMessagePreview: previewOf(body) },
        );
      return messageId;
    });
    await this.announce(messageId);
    const message = await this.database.dataSource
      .getRepository(ConversationMessage)
      .findOneByOrFail({ id: messageId });
    const [view] = await this.messageViews([message]);
    return view!;
  }

  /** Everything in the conversation is read by the caller, up to its last message. */
  async markRead(ctx: RequestContext, id: number): Promise<void> {
    const who = participantOf(ctx);
    const conversation = await this.visible(who, id);
    const last = await this.database.dataSource
      .getRepository(ConversationMessage)
      .findOne({ where: { conversationId: conversation.id }, order: { id: 'DESC' }, select: { id: true } });
    if (last)
      await this.database.transaction((manager) => this.readUpTo(manager, who, conversation.id, last.id));
  }

  async attachment(ctx: RequestContext, id: number, attachmentId: number): Promise<AttachmentFile> {
    const who = participantOf(ctx);
    const conversation = await this.visible(who, id);
    const attachment = await this.database.dataSource
      .getRepository(MessageAttachment)
      .findOneBy({ id: attachmentId, conversationId: conversation.id });
    if (!attachment) throw new NotFoundException('error.notFound');
    return attachment;
  }

  /** The conversation when the participant sees it; any other answers 404, as if it did not exist. */
  private async visible(who: Participant, id: number): Promise<Conversation> {
    const conversation = await this.database.dataSource.getRepository(Conversation).findOneBy({ id });
    if (!conversation || !canSee(who, conversation)) throw new NotFoundException('error.notFound');
    return conversation;
  }

  /** The shop and the buyer a new conversation is between, checked. */
  private async partiesOf(
    who: Participant,
    input: CreateConversationDto,
  ): Promise<{ shopId: number | null; buyerUserId: number | null }> {
    const manager = this.database.dataSource.manager;
    if (who.role === 'buyer') {
      if (input.kind === 'support') return { shopId: null, buyerUserId: who.userId };
      if (input.shopId === undefined) throw new BadRequestException('messaging.shopRequired');
      if (!(await manager.getRepository(Shop).existsBy({ id: input.shopId })))
        throw new NotFoundException('error.notFound');
      return { shopId: input.shopId, buyerUserId: who.userId };
    }
    if (who.shopId === null) throw new ForbiddenException('error.forbidden');
    if (input.kind === 'support') return { shopId: who.shopId, buyerUserId: null };
    if (input.buyerUserId === undefined) throw new BadRequestException('messaging.buyerRequired');
    const buyer = await manager
      .getRepository(ShopMember)
      .existsBy({ shopId: who.shopId, userId: input.buyerUserId, role: 'buyer' });
    if (!buyer) throw new NotFoundException('error.notFound');
    return { shopId: who.shopId, buyerUserId: input.buyerUserId };
  }

  private async checkTeamMember(shopId: number, userId: number): Promise<void> {
    const member = await this.database.dataSource
      .getRepository(ShopMember)
      .findOneBy({ shopId, userId, role: In(['owner', 'iam']), blocked: false });
    if (!member) throw new BadRequestException('messaging.assigneeNotMember');
  }

  /** Writes a message with its staged attachments (the author's own, not yet sent); returns its id. */
  private async addMessage(
    manager: EntityManager,
    who: Participant,
    conversationId: number,
    body: string,
    attachmentIds: number[],
  ): Promise<number> {
    const inserted = await manager.getRepository(ConversationMessage).insert({
      conversationId,
      authorSide: sideOf(who.role),
      authorUserId: who.userId,
      body,
    });
    const messageId = inserted.identifiers[0]!.id as number;
    const ids = [...new Set(attachmentIds)];
    if (ids.length > 0) {
      const taken = await manager
        .getRepository(MessageAttachment)
        .update(
          { id: In(ids), uploaderUserId: who.userId, messageId: IsNull() },
          { messageId, conversationId },
        );
      if (taken.affected !== ids.length) throw new BadRequestException('messaging.attachmentUnknown');
    }
    // Answering means having read what came before.
    await this.readUpTo(manager, who, conversationId, messageId);
    return messageId;
  }

  private async readUpTo(
    manager: EntityManager,
    who: Participant,
    conversationId: number,
    messageId: number,
  ): Promise<void> {
    const marks = manager.getRepository(ConversationReadMark);
    const mark = await marks.findOneBy({ conversationId, userId: who.userId });
    if (!mark) await marks.insert({ conversationId, userId: who.userId, lastReadMessageId: messageId });
    else if (mark.lastReadMessageId < messageId)
      await marks.update({ id: mark.id }, { lastReadMessageId: messageId });
  }

  /**
   * Tells the other side once the message is committed (a job: retried, run by the worker when there is
   * one). The message is saved whatever happens here: a queue that fails is logged, not the writer's error.
   */
  private async announce(messageId: number): Promise<void> {
    try {
      await this.queue.add<MessagePostedPayload>(MESSAGE_POSTED_JOB, { messageId });
    } catch (error) {
      this.logger.error(`Message ${messageId} could not be announced: ${String(error)}`);
    }
  }

  private async views(who: Participant, rows: Conversation[]): Promise<ConversationDto[]> {
    if (rows.length === 0) return [];
    const manager = this.database.dataSource.manager;
    const shopIds = [...new Set(rows.flatMap((row) => (row.shopId === null ? [] : [row.shopId])))];
    const userIds = [
      ...new Set(
        rows.flatMap((row) => [row.buyerUserId, row.assigneeId]).filter((id): id is number => id !== null),
      ),
    ];
    const [shopName, users, unread] = await Promise.all([
      shopNamesById(manager, shopIds),
      userIds.length
        ? manager.getRepository(User).find({
            where: { id: In(userIds) },
            select: { id: true, firstname: true, lastname: true, email: true },
          })
        : [],
      this.unreadByConversation(
        who,
        rows.map((row) => row.id),
      ),
    ]);
    const user = new Map(users.map((row) => [row.id, row]));
    return rows.map((row) => {
      const buyer = row.buyerUserId === null ? undefined : user.get(row.buyerUserId);
      const assignee = row.assigneeId === null ? undefined : user.get(row.assigneeId);
      return {
        id: row.id,
        kind: row.kind,
        shopId: row.shopId,
        shopName: row.shopId === null ? null : (shopName.get(row.shopId) ?? null),
        buyer: buyer ? { userId: buyer.id, name: nameOf(buyer), email: buyer.email } : null,
        subject: row.subject,
        aboutType: row.aboutType,
        aboutId: row.aboutId,
        aboutLabel: row.aboutLabel,
        status: row.status,
        assigneeId: row.assigneeId,
        assigneeName: assignee ? nameOf(assignee) : null,
        lastMessageAt: row.lastMessageAt,
        lastMessagePreview: row.lastMessagePreview,
        unread: unread.get(row.id) ?? 0,
        createdAt: row.createdAt,
      };
    });
  }

  private async unreadByConversation(who: Participant, ids: number[]): Promise<Map<number, number>> {
    const unread = unreadTerms(who, 'message');
    const rows = await this.database.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('message')
      .leftJoin(ConversationReadMark, unread.mark, unread.markJoin)
      .select('message.conversationId', 'conversationId')
      .addSelect('COUNT(message.id)', 'unread')
      .where('message.conversationId IN (:...ids)', { ids })
      .andWhere(unread.condition, unread.parameters)
      .groupBy('message.conversationId')
      .getRawMany<{ conversationId: string | number; unread: string | number }>();
    return new Map(rows.map((row) => [Number(row.conversationId), Number(row.unread)]));
  }

  private async messageViews(rows: ConversationMessage[]): Promise<MessageDto[]> {
    if (rows.length === 0) return [];
    const manager = this.database.dataSource.manager;
    const [authors, attachments] = await Promise.all([
      manager.getRepository(User).find({
        where: { id: In([...new Set(rows.map((row) => row.authorUserId))]) },
        select: { id: true, firstname: true, lastname: true, email: true },
      }),
      manager.getRepository(MessageAttachment).find({
        where: { messageId: In(rows.map((row) => row.id)) },
        order: { id: 'ASC' },
      }),
    ]);
    const author = new Map(authors.map((row) => [row.id, row]));
    return rows.map((row) => {
      const writer = author.get(row.authorUserId);
      return {
        id: row.id,
        conversationId: row.conversationId,
        authorSide: row.authorSide,
        authorUserId: row.authorUserId,
        authorName: writer ? nameOf(writer) : '',
        body: row.body,
        attachments: attachments
          .filter((file) => file.messageId === row.id)
          .map(({ id, fileName, contentType, size }) => ({ id, fileName, contentType, size })),
        createdAt: row.createdAt,
      };
    });
  }
}
