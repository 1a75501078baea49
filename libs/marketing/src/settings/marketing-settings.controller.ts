import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '@cuvee/iam';
import { Audited, Ctx, type RequestContext } from '@cuvee/platform';
import { CAMPAIGN_SETTINGS } from '../marketing-access.js';
import { MarketingSettingsDto, MarketingSettingsInputDto } from './dto/settings.dto.js';
import { MarketingSettingsService } from './marketing-settings.service.js';

@ApiTags('marketing')
@Controller('marketing/settings')
export class MarketingSettingsController {
  constructor(private readonly settings: MarketingSettingsService) {}

  @Get()
  @Access(CAMPAIGN_SETTINGS)
  @ApiOperation({ summary: 'The "campaigns" settings section (defaults from the shop until saved)' })
  @ApiOkResponse({ type: MarketingSettingsDto })
  get(@Ctx() ctx: RequestContext): Promise<MarketingSettingsDto> {
    return this.settings.get(ctx);
  }

  @Put()
  @Access(CAMPAIGN_SETTINGS)
  @ApiOperation({ summary: "Edit the campaigns settings; the sender must be on the shop's contact domain" })
  @ApiOkResponse({ type: MarketingSettingsDto })
  @Audited('settings.marketing.update')
  update(@Ctx() ctx: RequestContext, @Body() body: MarketingSettingsInputDto): Promise<MarketingSettingsDto> {
    return this.settings.update(ctx, body);
  }
}
