import { ApiKey } from '../api-keys/api-key.entity.js';
import { ApiKeysController } from '../api-keys/api-keys.controller.js';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { AccountMails } from '../accounts/account-mails.service.js';
import { AccountToken } from '../accounts/account-token.entity.js';
import { AccountTokensService } from '../accounts/account-tokens.service.js';
import { AccountsController } from '../accounts/accounts.controller.js';
import { PasswordResetService } from '../accounts/password-reset.service.js';
import { RegistrationService } from '../accounts/registration.service.js';
import { User } from '../users/user.entity.js';
import { UsersController } from '../users/users.controller.js';
import { AccountPersonalData } from '../users/account-personal-data.js';
import { UsersService } from '../users/users.service.js';
import { AccessTokens } from './access-tokens.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { IdentityService } from './identity.service.js';
import { JwtAccessStrategy, JwtAuthentication } from './jwt-access.strategy.js';
import { LoginAttempt } from './login-attempt.entity.js';
import { LoginThrottle } from './login-throttle.service.js';
import { Session } from './session.entity.js';
import { SessionsService } from './sessions.service.js';

/* What the identity part of iam adds to IamModule: login, tokens, accounts, the user's own profile. */

export const identityEntities = [User, Session, LoginAttempt, AccountToken, ApiKey];

export const identityControllers = [AuthController, AccountsController, UsersController, ApiKeysController];

export const identityProviders = [
  AccessTokens,
  JwtAccessStrategy,
  JwtAuthentication,
  SessionsService,
  LoginThrottle,
  IdentityService,
  AuthService,
  UsersService,
  // Its share of a user's personal data: the account, memberships and sessions (ADR 0066).
  AccountPersonalData,
  AccountTokensService,
  AccountMails,
  RegistrationService,
  PasswordResetService,
  ApiKeysService,
];
