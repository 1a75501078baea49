import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { CaptchaChallenge } from '@cuvee/kernel';
import { Public } from '@cuvee/iam';
import { CaptchaService } from '@cuvee/platform';

class CaptchaChallengeDto implements CaptchaChallenge {
  @ApiProperty({ description: "The installation's public key" })
  siteKey!: string;

  @ApiProperty({ example: 3, description: "The puzzle's format" })
  version!: number;

  @ApiProperty({ enum: ['SHA-256'] })
  algorithm!: 'SHA-256';

  @ApiProperty({ description: 'Random hex then ?expires=<epoch seconds>' })
  salt!: string;

  @ApiProperty({ description: 'Hex SHA-256 of salt + the secret number' })
  challenge!: string;

  @ApiProperty({ description: 'The secret number lies in [0, maxNumber]' })
  maxNumber!: number;

  @ApiProperty({ description: 'Hex HMAC-SHA-256 of the challenge, checked by the API only' })
  signature!: string;
}

/** GET /v1/captcha: a fresh proof-of-work challenge for a public form (ADR 0088, docs/captcha.md). */
@ApiTags('captcha')
@Controller('captcha')
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'A proof-of-work challenge, solved by the browser and sent back in X-Captcha',
    description:
      'Find the number n in [0, maxNumber] with SHA-256(salt + n) = challenge, then send ' +
      'base64url(JSON {siteKey, version, salt, challenge, number, signature}) in the X-Captcha header ' +
      'of the protected form. Valid 20 minutes, once.',
  })
  @ApiOkResponse({ type: CaptchaChallengeDto })
  challenge(): CaptchaChallengeDto {
    return this.captcha.challenge();
  }
}
