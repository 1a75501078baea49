import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { ApiListResponse, Ctx, ListQueryDto, sendPage, type RequestContext } from '@cuvee/platform';
import { MarkAsSeenDto, NotificationDto, UnseenCountDto } from './dto/notification.dto.js';
import { NotificationsService } from './notifications.service.js';

/** The notification centre of the header, for every logged-in user. */
@ApiTags('notifications')
@Controller('notifications-centers')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Access()
  @ApiOperation({ summary: "The caller's notifications, newest first (filters seen, type)" })
  @ApiListResponse(NotificationDto, 'notifications-centers')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NotificationDto[]> {
    return sendPage(reply, await this.notifications.list(ctx, query));
  }

  @Get('unseen-count')
  @Access()
  @ApiOperation({ summary: 'How many notifications the caller has not seen yet (the header badge)' })
  @ApiOkResponse({ type: UnseenCountDto })
  async unseen(@Ctx() ctx: RequestContext): Promise<UnseenCountDto> {
    return { unseen: await this.notifications.unseenCount(ctx) };
  }

  @Put('mark-as-seen')
  @Access()
  @ApiOperation({ summary: 'Marks the given notifications of the caller seen' })
  @ApiOkResponse({ schema: { example: { success: true, updated: 2 } } })
  async markAsSeen(
    @Ctx() ctx: RequestContext,
    @Body() body: MarkAsSeenDto,
  ): Promise<{ success: true; updated: number }> {
    return { success: true, updated: await this.notifications.markSeen(ctx, body.arrayOfIds) };
  }
}
