import {
  applyDecorators,
  Injectable,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader } from '@nestjs/swagger';
import { CAPTCHA_HEADER } from '@cuvee/kernel';
import { CaptchaService } from './captcha.service.js';

/** Lets the request through once its `X-Captcha` solution is checked and spent. */
@Injectable()
export class CaptchaGuard implements CanActivate {
  constructor(private readonly captcha: CaptchaService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    await this.captcha.verify(request.headers[CAPTCHA_HEADER]);
    return true;
  }
}

/**
 * A public form a robot could fill by the thousand (registration, a mailed link asked again): the
 * request must carry a solved captcha from GET /v1/captcha (ADR 0088).
 */
export function CaptchaProtected(): MethodDecorator {
  return applyDecorators(
    UseGuards(CaptchaGuard),
    ApiHeader({
      name: 'X-Captcha',
      required: true,
      description: 'A solved challenge of GET /v1/captcha (base64url JSON; see docs/captcha.md)',
    }),
    ApiBadRequestResponse({ description: 'Captcha absent, invalide, expiré ou déjà utilisé' }),
  );
}
