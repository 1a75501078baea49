import {
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, type AccessRequirement } from '@cuvee/iam';
import {
  ApiListResponse,
  Ctx,
  FileStorage,
  IdParamPipe,
  ListQueryDto,
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { ConversationsService } from './conversations.service.js';
import {
  ConversationDto,
  CreateConversationDto,
  MessageDto,
  PostMessageDto,
  UnreadCountDto,
  UpdateConversationDto,
} from './dto/conversation.dto.js';

/** Buyers, owners, collaborators and admins, as themselves: agents and API keys answer 403. */
export const PARTICIPANTS: AccessRequirement = { roles: ['buyer', 'owner', 'iam', 'admin'], apiKeys: false };

/**
 * Conversations (docs/messaging.md): buyers with shops, shops and buyers with the platform's support.
 * A conversation the caller does not belong to answers 404, as if it did not exist.
 */
@ApiTags('conversations')
@Controller('conversations')
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly storage: FileStorage,
  ) {}

  @Get()
  @Access(PARTICIPANTS)
  @ApiOperation({
    summary:
      "The caller's conversations, last message first (react-admin list). Filters: status, kind, aboutType, " +
      'assigneeId, unread (true: with unread messages for the caller), q (subject or message text), shopId, id. ' +
      'Sort: lastMessageAt, createdAt, id',
  })
  @ApiListResponse(ConversationDto, 'conversations')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConversationDto[]> {
    return sendPage(reply, await this.conversations.list(ctx, query));
  }

  @Post()
  @HttpCode(201)
  @Access(PARTICIPANTS)
  @ApiOperation({
    summary:
      'Opens a conversation with its first message. Buyer: kind shop (shopId) or support. Shop side: kind shop ' +
      '(buyerUserId, a buyer of the shop) or support. The order, booking or quote (aboutId) must be theirs',
  })
  @ApiCreatedResponse({ type: ConversationDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  create(@Ctx() ctx: RequestContext, @Body() body: CreateConversationDto): Promise<ConversationDto> {
    return this.conversations.create(ctx, body);
  }

  @Get('unread-count')
  @Access(PARTICIPANTS)
  @ApiOperation({ summary: 'How many conversations and messages the caller has not read (the header badge)' })
  @ApiOkResponse({ type: UnreadCountDto })
  unreadCount(@Ctx() ctx: RequestContext): Promise<UnreadCountDto> {
    return this.conversations.unreadCount(ctx);
  }

  @Get(':id')
  @Access(PARTICIPANTS)
  @ApiOperation({ summary: 'A conversation' })
  @ApiOkResponse({ type: ConversationDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ConversationDto> {
    return this.conversations.get(ctx, id);
  }

  @Put(':id')
  @Access(PARTICIPANTS)
  @ApiOperation({
    summary:
      'Closes or reopens a conversation (any participant), assigns it to a member of the shop or to no one ' +
      '(owner, collaborators who see all messages)',
  })
  @ApiOkResponse({ type: ConversationDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateConversationDto,
  ): Promise<ConversationDto> {
    return this.conversations.update(ctx, id, body);
  }

  @Get(':id/messages')
  @Access(PARTICIPANTS)
  @ApiOperation({
    summary: "A conversation's messages, oldest first (react-admin list). Sort: id, createdAt",
  })
  @ApiListResponse(MessageDto, 'conversation-messages')
  async messages(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageDto[]> {
    return sendPage(reply, await this.conversations.messages(ctx, id, query));
  }

  @Post(':id/messages')
  @HttpCode(201)
  @Access(PARTICIPANTS)
  @ApiOperation({
    summary:
      'Writes in a conversation (reopens it when closed); the other side is told by mail and notification',
  })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  post(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: PostMessageDto,
  ): Promise<MessageDto> {
    return this.conversations.post(ctx, id, body);
  }

  @Post(':id/read')
  @HttpCode(200)
  @Access(PARTICIPANTS)
  @ApiOperation({ summary: 'Marks every message of the conversation read for the caller' })
  @ApiOkResponse({ schema: { example: { success: true } } })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  async read(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<{ success: true }> {
    await this.conversations.markRead(ctx, id);
    return { success: true };
  }

  @Get(':id/attachments/:attachmentId')
  @Access(PARTICIPANTS)
  @ApiOperation({ summary: 'A file sent in the conversation, for its participants' })
  @ApiOkResponse({
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  async attachment(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Param('attachmentId', IdParamPipe) attachmentId: number,
  ): Promise<StreamableFile> {
    const file = await this.conversations.attachment(ctx, id, attachmentId);
    const stream = await this.storage.openStream(file.fileKey);
    if (!stream) throw new NotFoundException('error.notFound');
    return new StreamableFile(stream, {
      type: file.contentType,
      length: file.size,
      disposition: contentDisposition(file.fileName),
    });
  }
}

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII name for old clients, the real one for the others. */
function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'fichier';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
