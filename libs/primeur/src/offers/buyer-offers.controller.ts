import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '@cuvee/iam';
import { Ctx, IdParamPipe, type RequestContext } from '@cuvee/platform';
import { BUYER_FUTURES } from '../primeur-access.js';
import { BuyerOfferDto } from './dto/buyer-offer.dto.js';
import { BuyerOffersService } from './buyer-offers.service.js';

/** The shop front's primeur offers, for a signed-in buyer of the shop (X-Shop-Id). */
@ApiTags('primeur')
@Controller('primeur-offers')
export class BuyerOffersController {
  constructor(private readonly offers: BuyerOffersService) {}

  @Get()
  @Access(BUYER_FUTURES)
  @ApiOperation({ summary: 'Campaigns taking subscriptions today, at the buyer’s price and allocation' })
  @ApiOkResponse({ type: [BuyerOfferDto] })
  list(@Ctx() ctx: RequestContext): Promise<BuyerOfferDto[]> {
    return this.offers.list(ctx);
  }

  @Get(':id')
  @Access(BUYER_FUTURES)
  @ApiOperation({ summary: 'One campaign taking subscriptions, at the buyer’s price and allocation' })
  @ApiOkResponse({ type: BuyerOfferDto })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BuyerOfferDto> {
    return this.offers.get(ctx, id);
  }
}
