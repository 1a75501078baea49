import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '@cuvee/iam';
import { Ctx, type RequestContext } from '@cuvee/platform';
import {
  NotificationPreferenceDto,
  UpdateNotificationPreferencesDto,
} from './dto/notification-preference.dto.js';
import { NotificationPreferencesService } from './notification-preferences.service.js';

/** Each signed-in user's choice of a line in the notification centre and of a mail, per type. */
@ApiTags('notifications')
@Controller('notification-preferences')
export class NotificationPreferencesController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Get()
  @Access()
  @ApiOperation({ summary: "The caller's notification preferences, one per type (defaults where never set)" })
  @ApiOkResponse({ type: NotificationPreferenceDto, isArray: true })
  list(@Ctx() ctx: RequestContext): Promise<NotificationPreferenceDto[]> {
    return this.preferences.list(ctx.user!.userId);
  }

  @Put()
  @Access()
  @ApiOperation({ summary: 'Saves the given types; the others keep their choice. Answers the whole list' })
  @ApiOkResponse({ type: NotificationPreferenceDto, isArray: true })
  save(
    @Ctx() ctx: RequestContext,
    @Body() body: UpdateNotificationPreferencesDto,
  ): Promise<NotificationPreferenceDto[]> {
    return this.preferences.save(ctx.user!.userId, body.preferences);
  }
}
