import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '@cuvee/iam';
import { RequestOrigin } from '../payments/return-url.js';
import { ShareCardInputDto, ShareCardResultDto, ShareValidate3dsDto } from './dto/share-payment.dto.js';
import { SharePayments } from './share-payments.service.js';

/** A payer's share of a group booking paid by card, by the link mailed to them (no account). */
@ApiTags('reservations')
@Controller('payment-shares/:token')
export class SharePaymentsController {
  constructor(private readonly shares: SharePayments) {}

  @Post('card')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary:
      "Pay a share by card: imprinted, then captured at once (or the bank's 3-D Secure page first); the last share confirms the booking",
  })
  @ApiOkResponse({ type: ShareCardResultDto })
  @ApiBadRequestResponse({ description: "L'adresse de retour du paiement n'est pas autorisée" })
  @ApiResponse({
    status: 402,
    description: 'Une erreur est survenue lors de la validation de votre paiement',
  })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @ApiConflictResponse({ description: 'Ce payeur a déjà réglé sa part' })
  pay(
    @Param('token') token: string,
    @Body() body: ShareCardInputDto,
    @RequestOrigin() origin?: string,
  ): Promise<ShareCardResultDto> {
    return this.shares.pay(token, body, origin);
  }

  @Post('validate3ds')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Back from 3-D Secure: the share is captured, or the card refused' })
  @ApiOkResponse({ type: ShareCardResultDto })
  @ApiResponse({
    status: 402,
    description: 'Une erreur est survenue lors de la validation de votre paiement',
  })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  validate3ds(@Param('token') token: string, @Body() body: ShareValidate3dsDto): Promise<ShareCardResultDto> {
    return this.shares.complete3ds(token, body);
  }
}
