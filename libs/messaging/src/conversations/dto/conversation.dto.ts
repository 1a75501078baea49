import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsPositive,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { failure, rules, type ValidationFailure } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import {
  ABOUT_TYPES,
  ATTACHMENTS_MAX,
  AUTHOR_SIDES,
  BODY_MAX,
  CONVERSATION_KINDS,
  CONVERSATION_STATUSES,
  SUBJECT_MAX,
  type AboutType,
  type AuthorSide,
  type ConversationKind,
  type ConversationStatus,
} from '../../domain/conversation-rules.js';

/** A message's text: 1 to BODY_MAX characters once trimmed. */
export function messageBody(value: unknown): ValidationFailure | null {
  if (typeof value !== 'string' || value.trim() === '') return failure('messaging.emptyBody');
  return value.trim().length > BODY_MAX ? failure('messaging.bodyTooLong', { max: BODY_MAX }) : null;
}

export class ConversationBuyerDto {
  @ApiProperty()
  userId!: number;

  @ApiProperty({ example: 'Camille Martin' })
  name!: string;

  @ApiProperty({ example: 'camille@example.com' })
  email!: string;
}

export class ConversationDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: CONVERSATION_KINDS })
  kind!: ConversationKind;

  @ApiProperty({ type: Number, nullable: true, description: "null for a buyer's support conversation" })
  shopId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  shopName!: string | null;

  @ApiProperty({ type: ConversationBuyerDto, nullable: true })
  buyer!: ConversationBuyerDto | null;

  @ApiProperty()
  subject!: string;

  @ApiProperty({ enum: ABOUT_TYPES })
  aboutType!: AboutType;

  @ApiProperty({ type: Number, nullable: true })
  aboutId!: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'Commande CO-2026-0012' })
  aboutLabel!: string | null;

  @ApiProperty({ enum: CONVERSATION_STATUSES })
  status!: ConversationStatus;

  @ApiProperty({ type: Number, nullable: true })
  assigneeId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  assigneeName!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  lastMessageAt!: Date;

  @ApiProperty({ description: 'The last message on one line, at most 140 characters' })
  lastMessagePreview!: string;

  @ApiProperty({ description: "Messages of the other side after the caller's last read mark" })
  unread!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
}

export class CreateConversationDto {
  @ApiProperty({ enum: CONVERSATION_KINDS })
  @IsIn(CONVERSATION_KINDS)
  kind!: ConversationKind;

  @ApiPropertyOptional({ description: 'Buyer: the shop written to (kind shop). Ignored for the shop side' })
  @IsOptional()
  @IsInt()
  @IsPositive()
  shopId?: number;

  @ApiPropertyOptional({ description: 'Shop side, kind shop: the buyer of the shop written to' })
  @IsOptional()
  @IsInt()
  @IsPositive()
  buyerUserId?: number;

  @ApiProperty({ maxLength: SUBJECT_MAX })
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(SUBJECT_MAX)
  subject!: string;

  @ApiProperty({ enum: ABOUT_TYPES })
  @IsIn(ABOUT_TYPES)
  aboutType!: AboutType;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'The order, booking or quote (not for free)',
  })
  @ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== null)
  @IsInt()
  @IsPositive()
  aboutId?: number | null;

  @ApiProperty({ description: `The first message, 1 to ${BODY_MAX} characters` })
  @Satisfies(messageBody)
  body!: string;

  @ApiPropertyOptional({ type: [Number], description: `Staged attachments (at most ${ATTACHMENTS_MAX})` })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ATTACHMENTS_MAX)
  @IsInt({ each: true })
  @IsPositive({ each: true })
  attachmentIds?: number[];
}

export class UpdateConversationDto {
  @ApiPropertyOptional({ enum: CONVERSATION_STATUSES })
  @IsOptional()
  @IsIn(CONVERSATION_STATUSES)
  status?: ConversationStatus;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A member of the shop, or null' })
  @ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== null)
  @IsInt()
  @IsPositive()
  assigneeId?: number | null;
}

export class UnreadCountDto {
  @ApiProperty({ description: 'Conversations with at least one unread message' })
  conversations!: number;

  @ApiProperty({ description: 'Unread messages in all' })
  messages!: number;
}

export class AttachmentDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'bon-de-livraison.pdf' })
  fileName!: string;

  @ApiProperty({ example: 'application/pdf' })
  contentType!: string;

  @ApiProperty({ description: 'Bytes' })
  size!: number;
}

export class MessageDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  conversationId!: number;

  @ApiProperty({ enum: AUTHOR_SIDES })
  authorSide!: AuthorSide;

  @ApiProperty()
  authorUserId!: number;

  @ApiProperty({ example: 'Camille Martin' })
  authorName!: string;

  @ApiProperty()
  body!: string;

  @ApiProperty({ type: [AttachmentDto] })
  attachments!: AttachmentDto[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
}

export class PostMessageDto {
  @ApiProperty({ description: `1 to ${BODY_MAX} characters` })
  @Satisfies(messageBody)
  body!: string;

  @ApiPropertyOptional({ type: [Number], description: `Staged attachments (at most ${ATTACHMENTS_MAX})` })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ATTACHMENTS_MAX)
  @IsInt({ each: true })
  @IsPositive({ each: true })
  attachmentIds?: number[];
}
