import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '@cuvee/iam';
import { Ctx, type RequestContext } from '@cuvee/platform';
import { TourVisitDto } from './dto/tour.dto.js';
import { TourOfTheDay } from './tour.service.js';

/** "Mode tournée": the caller's visits of the day with what to sell at each (docs/analytics.md "Agents"). */
@ApiTags('orders')
@Controller('tour')
export class TourController {
  constructor(private readonly tour: TourOfTheDay) {}

  @Get('today')
  @Access({ roles: ['owner', 'agent', 'iam'] })
  @ApiOperation({
    summary:
      "The caller's visit and tasting tasks due today (Paris), in time order (at most 50), each with its client's card, last three orders and open quotes",
  })
  @ApiOkResponse({ type: [TourVisitDto] })
  today(@Ctx() ctx: RequestContext): Promise<TourVisitDto[]> {
    return this.tour.today(ctx);
  }
}
