import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Access } from '@cuvee/iam';
import {
  AttachmentDto,
  AttachmentsService,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  PARTICIPANTS,
} from '@cuvee/messaging';
import { Ctx, type RequestContext } from '@cuvee/platform';
import { MULTIPART, withFormFile } from '../http/multipart.js';

/**
 * Files staged for a message. Here rather than in messaging because reading a multipart form is the
 * API's own business (apps/api/src/http/multipart.ts, ADR 0067); messaging stores and types the bytes.
 */
@ApiTags('conversations')
@Controller('conversations')
export class MessageAttachmentsController {
  constructor(private readonly attachments: AttachmentsService) {}

  @Post('attachments')
  @HttpCode(201)
  @Access(PARTICIPANTS)
  @RouteConfig(MULTIPART)
  @ApiOperation({
    summary:
      'Stages a file for a message (multipart/form-data, one part file): a JPEG, PNG or WebP image or a PDF, ' +
      'recognised by its content, up to 10 MB. Send it within 24 hours with a message (attachmentIds)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    required: true,
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'the image or the PDF' } },
    },
  })
  @ApiCreatedResponse({ type: AttachmentDto })
  @ApiPayloadTooLargeResponse({ description: 'La pièce jointe dépasse la taille maximale autorisée (10 Mo)' })
  @ApiUnsupportedMediaTypeResponse({
    description: 'Type de fichier refusé : seules les images JPEG, PNG ou WebP et les PDF sont acceptés',
  })
  stage(@Ctx() ctx: RequestContext, @Req() request: FastifyRequest): Promise<AttachmentDto> {
    return withFormFile(request, MESSAGE_ATTACHMENT_MAX_BYTES, (file) =>
      this.attachments.stage(ctx, file.fileName, file.stream),
    );
  }
}
