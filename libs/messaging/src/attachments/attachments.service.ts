import { randomUUID } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { Injectable, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { IsNull, LessThan } from 'typeorm';
import { Database, FileStorage, type RequestContext } from '@cuvee/platform';
import { SNIFF_BYTES, sniffAttachmentType } from '../domain/file-types.js';
import { participantOf } from '../conversations/participants.js';
import type { AttachmentDto } from '../conversations/dto/conversation.dto.js';
import { MessageAttachment } from './message-attachment.entity.js';

/** The largest file a message may carry. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1_048_576;

/** How long a staged file waits for its message before `messaging.purge-attachments` deletes it. */
export const ATTACHMENT_TTL_MS = 24 * 3_600_000;

/** Counts the bytes going through (failing past the limit) and keeps the first ones for the type. */
class Measure extends Transform {
  size = 0;
  head = Buffer.alloc(0);

  constructor(
    private readonly maxBytes: number,
    private readonly tooLarge: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(this.tooLarge());
    if (this.head.length < SNIFF_BYTES)
      this.head = Buffer.concat([this.head, chunk]).subarray(0, SNIFF_BYTES);
    done(null, chunk);
  }
}

/** "rapport.pdf" from whatever the client named it: no folder, at most 255 characters. */
function cleanFileName(name: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}]/gu, '')
    .trim();
  return Array.from(base || 'fichier')
    .slice(0, 255)
    .join('');
}

/**
 * Files staged for a message (ADR 0072): streamed to the file storage under `messages/<uuid>`, typed by
 * their first bytes, owned by their uploader until one of their messages takes them.
 */
@Injectable()
export class AttachmentsService {
  constructor(
    private readonly database: Database,
    private readonly storage: FileStorage,
  ) {}

  async stage(ctx: RequestContext, fileName: string, content: Readable): Promise<AttachmentDto> {
    const who = participantOf(ctx);
    const megabytes = new Intl.NumberFormat(ctx.locale, { maximumFractionDigits: 1 }).format(
      MESSAGE_ATTACHMENT_MAX_BYTES / 1_048_576,
    );
    const measure = new Measure(
      MESSAGE_ATTACHMENT_MAX_BYTES,
      () => new PayloadTooLargeException({ message: 'messaging.attachmentTooLarge', params: { megabytes } }),
    );
    const fileKey = `messages/${randomUUID()}`;
    await this.storage.putStream(fileKey, content.pipe(measure));
    const contentType = sniffAttachmentType(measure.head);
    if (contentType === null) {
      await this.storage.delete(fileKey);
      throw new UnsupportedMediaTypeException('messaging.attachmentType');
    }
    const row = {
      uploaderUserId: who.userId,
      messageId: null,
      conversationId: null,
      fileName: cleanFileName(fileName),
      contentType,
      size: measure.size,
      fileKey,
    };
    try {
      const inserted = await this.database.transaction((manager) =>
        manager.getRepository(MessageAttachment).insert(row),
      );
      return {
        id: inserted.identifiers[0]!.id as number,
        fileName: row.fileName,
        contentType,
        size: row.size,
      };
    } catch (error) {
      await this.storage.delete(fileKey);
      throw error;
    }
  }

  /** Deletes the files staged before `before` that no message took, with their bytes; returns how many. */
  async purgeStale(before: Date): Promise<number> {
    const repository = this.database.dataSource.getRepository(MessageAttachment);
    let purged = 0;
    for (;;) {
      const stale = await repository.find({
        where: { messageId: IsNull(), createdAt: LessThan(before) },
        order: { createdAt: 'ASC' },
        take: 100,
      });
      for (const attachment of stale) {
        // The row goes first: a message taking it at the same moment then finds it gone.
        const deleted = await this.database.transaction((manager) =>
          manager.getRepository(MessageAttachment).delete({ id: attachment.id, messageId: IsNull() }),
        );
        if (deleted.affected) {
          await this.storage.delete(attachment.fileKey);
          purged++;
        }
      }
      if (stale.length < 100) return purged;
    }
  }
}
