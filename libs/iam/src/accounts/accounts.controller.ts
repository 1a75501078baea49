import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CaptchaProtected, Ctx, type RequestContext } from '@cuvee/platform';
import { Public } from '../auth/access.decorators.js';
import { EmailDto, MessageReply, ResetPasswordDto, ValidateAccountDto } from './dto/account-token.dto.js';
import { RegisterAgentDto, RegisterBuyerDto, RegisterSellerDto } from './dto/register.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { RegistrationService } from './registration.service.js';

@ApiTags('accounts')
@Controller('auth')
export class AccountsController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Post('register/buyer')
  @Public()
  @CaptchaProtected()
  @ApiOperation({
    summary: 'Create a buyer account',
    description:
      'Sends the validation mail; the account logs in once validated. 409 when the email is taken.',
  })
  @ApiCreatedResponse({ type: MessageReply })
  @ApiConflictResponse({ description: 'Un compte existe déjà avec cette adresse mail.' })
  registerBuyer(@Ctx() ctx: RequestContext, @Body() dto: RegisterBuyerDto): Promise<MessageReply> {
    return this.registration.register(ctx, { kind: 'buyer', dto });
  }

  @Post('register/seller')
  @Public()
  @CaptchaProtected()
  @ApiOperation({
    summary: 'Create a seller account (owner) and its shop',
    description: 'The shop gets a unique code and a url name from its name. Sends the validation mail.',
  })
  @ApiCreatedResponse({ type: MessageReply })
  @ApiConflictResponse({ description: 'Un compte existe déjà avec cette adresse mail.' })
  registerSeller(@Ctx() ctx: RequestContext, @Body() dto: RegisterSellerDto): Promise<MessageReply> {
    return this.registration.register(ctx, { kind: 'seller', dto });
  }

  @Post('register/agent')
  @Public()
  @CaptchaProtected()
  @ApiOperation({ summary: 'Create a sales agent account', description: 'Sends the validation mail.' })
  @ApiCreatedResponse({ type: MessageReply })
  @ApiConflictResponse({ description: 'Un compte existe déjà avec cette adresse mail.' })
  registerAgent(@Ctx() ctx: RequestContext, @Body() dto: RegisterAgentDto): Promise<MessageReply> {
    return this.registration.register(ctx, { kind: 'agent', dto });
  }

  @Post('validate')
  @HttpCode(HttpStatus.OK)
  @Public()
  @ApiOperation({ summary: 'Validate an account with the token of the mailed link (single use)' })
  @ApiOkResponse({ type: MessageReply })
  validate(@Ctx() ctx: RequestContext, @Body() dto: ValidateAccountDto): Promise<MessageReply> {
    return this.registration.validate(ctx, dto.token);
  }

  @Post('validate/resend')
  @HttpCode(HttpStatus.OK)
  @Public()
  @CaptchaProtected()
  @ApiOperation({
    summary: 'Send the validation mail again',
    description: 'Same answer whether or not the address has an account awaiting validation.',
  })
  @ApiOkResponse({ type: MessageReply })
  resendValidation(@Ctx() ctx: RequestContext, @Body() dto: EmailDto): Promise<MessageReply> {
    return this.registration.resendValidation(ctx, dto.email);
  }

  @Post('reset-password/request')
  @HttpCode(HttpStatus.OK)
  @Public()
  @CaptchaProtected()
  @ApiOperation({
    summary: 'Mail a password reset link (single use, valid one hour)',
    description: 'Always 200 with the same message: the answer never says whether the account exists.',
  })
  @ApiOkResponse({ type: MessageReply })
  requestReset(@Ctx() ctx: RequestContext, @Body() dto: EmailDto): Promise<MessageReply> {
    return this.passwordReset.request(ctx, dto.email);
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @Public()
  @ApiOperation({ summary: 'Set a new password with the mailed token; every session of the account ends' })
  @ApiOkResponse({ type: MessageReply })
  resetPassword(@Ctx() ctx: RequestContext, @Body() dto: ResetPasswordDto): Promise<MessageReply> {
    return this.passwordReset.reset(ctx, dto.token, dto.password);
  }
}
