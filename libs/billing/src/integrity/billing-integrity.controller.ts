import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '@cuvee/iam';
import { Ctx, type RequestContext } from '@cuvee/platform';
import { BILL } from '../billing-access.js';
import { BillingIntegrityService, IntegrityReportDto } from './billing-integrity.js';

@ApiTags('billing')
@Controller('billing-integrity')
export class BillingIntegrityController {
  constructor(private readonly integrity: BillingIntegrityService) {}

  @Get()
  @Access(BILL)
  @ApiOperation({
    summary: "Check the shop's issued documents: hashes recomputed, numbering sequences without gaps",
  })
  @ApiOkResponse({ type: IntegrityReportDto })
  check(@Ctx() ctx: RequestContext): Promise<IntegrityReportDto> {
    return this.integrity.check(ctx);
  }
}
