import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@cuvee/iam';
import { UnsubscribeDto } from './unsubscribe.dto.js';
import { UnsubscribeService } from './unsubscribe.service.js';

/** The links of a campaign mail, open without login: the token is the proof. */
@ApiTags('marketing')
@Controller('marketing/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly unsubscribe: UnsubscribeService) {}

  @Get(':token')
  @Public()
  @ApiOperation({ summary: 'What the unsubscribe page shows for a link (/disable-tracking-notif)' })
  @ApiOkResponse({ type: UnsubscribeDto })
  @ApiNotFoundResponse({ description: 'Lien inconnu' })
  status(@Param('token') token: string): Promise<UnsubscribeDto> {
    return this.unsubscribe.status(token);
  }

  @Post(':token')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Unsubscribe: the one-click POST of mail clients (List-Unsubscribe-Post, RFC 8058) and the page’s button; done at once, twice is harmless',
  })
  @ApiOkResponse({ type: UnsubscribeDto })
  @ApiNotFoundResponse({ description: 'Lien inconnu' })
  post(@Param('token') token: string): Promise<UnsubscribeDto> {
    return this.unsubscribe.unsubscribe(token);
  }
}
