import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '@cuvee/iam';
import { Audited, Ctx, type RequestContext } from '@cuvee/platform';
import { CUSTOMS } from '../customs-access.js';
import { CustomsProfileService } from './customs-profile.service.js';
import { CustomsProfileDto, CustomsProfileInputDto } from './dto/customs-profile.dto.js';

@ApiTags('customs')
@Controller('customs-profile')
export class CustomsProfileController {
  constructor(private readonly profiles: CustomsProfileService) {}

  @Get()
  @Access(CUSTOMS)
  @ApiOperation({ summary: "The shop's excise number, CVI, capsule type and movement mapping overrides" })
  @ApiOkResponse({ type: CustomsProfileDto })
  get(@Ctx() ctx: RequestContext): Promise<CustomsProfileDto> {
    return this.profiles.get(ctx);
  }

  @Put()
  @Access(CUSTOMS)
  @ApiOperation({ summary: 'Save them (fields left out keep their value)' })
  @ApiOkResponse({ type: CustomsProfileDto })
  @Audited('settings.customs.update')
  update(@Ctx() ctx: RequestContext, @Body() body: CustomsProfileInputDto): Promise<CustomsProfileDto> {
    return this.profiles.update(ctx, body);
  }
}
