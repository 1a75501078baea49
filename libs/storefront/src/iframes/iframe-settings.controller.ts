import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '@cuvee/iam';
import { Audited, Ctx, type RequestContext } from '@cuvee/platform';
import { IFRAMES } from '../storefront-access.js';
import { IframeSettingsDto, IframeSettingsInputDto } from './dto/iframe.dto.js';
import { IframeSettingsService } from './iframe-settings.service.js';

@ApiTags('storefront')
@Controller('iframe-settings')
export class IframeSettingsController {
  constructor(private readonly settings: IframeSettingsService) {}

  @Get()
  @Access(IFRAMES)
  @ApiOperation({ summary: 'The "iframes" settings section: the sites and theme a new iframe starts with' })
  @ApiOkResponse({ type: IframeSettingsDto })
  get(@Ctx() ctx: RequestContext): Promise<IframeSettingsDto> {
    return this.settings.get(ctx);
  }

  @Put()
  @Access(IFRAMES)
  @ApiOperation({ summary: 'Edit the iframes settings (existing iframes keep their own sites and theme)' })
  @ApiOkResponse({ type: IframeSettingsDto })
  @Audited('settings.iframes.update')
  update(@Ctx() ctx: RequestContext, @Body() body: IframeSettingsInputDto): Promise<IframeSettingsDto> {
    return this.settings.update(ctx, body);
  }
}
