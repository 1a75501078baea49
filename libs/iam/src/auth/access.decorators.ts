import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtension,
  ApiForbiddenResponse,
  ApiHeader,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Integration, Permission, Role } from '@cuvee/kernel';

/** What an endpoint asks of its caller beyond a valid access token. Every part is optional. */
export interface AccessRequirement {
  /** The user's role must be one of these. */
  roles?: readonly Role[];
  /**
   * Held in the current shop (kernel hasPermission: owners always, buyers never, others by their map);
   * a list means every one of them.
   */
  permission?: Permission | readonly Permission[];
  /** Switched on in the current shop; a list means every one of them. */
  integration?: Integration | readonly Integration[];
  /**
   * `false`: closed to API keys even though collaborators may call it (what a person writes or reads as
   * themselves, such as their messages). Keys otherwise call what collaborators may (ADR 0054).
   */
  apiKeys?: false;
}

export const PUBLIC_METADATA = 'cuvee:public';
export const ACCESS_METADATA = 'cuvee:access';
/** The OpenAPI extension that lists an operation's access rule in machine-readable form. */
export const ACCESS_EXTENSION = 'x-cuvee-access';

// @nestjs/swagger's key for operation metadata (DECORATORS.API_OPERATION, not exported by the package).
const API_OPERATION_METADATA = 'swagger/apiOperation';

/** Open to visitors: no token needed. A valid token still identifies the caller (`ctx.user`). */
export function Public(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(PUBLIC_METADATA, true),
    ApiExtension(ACCESS_EXTENSION, { public: true }),
    describeAccess('Accès : public.'),
  );
}

/**
 * The endpoint's access rule, checked by the global access guard: a valid access token (else 401),
 * then the roles, the permission and the integration of the current shop (else 403). `@Access()` with
 * no argument documents an endpoint open to any logged-in user. Put it above `@ApiOperation`.
 */
export function Access(requirement: AccessRequirement = {}): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ACCESS_METADATA, requirement),
    ApiBearerAuth(),
    ApiHeader({
      name: 'X-Shop-Id',
      required: false,
      description:
        'Agents and buyers: the shop the request acts in (owners and collaborators: their own shop)',
    }),
    ApiUnauthorizedResponse({ description: 'Jeton absent, invalide ou expiré' }),
    ApiForbiddenResponse({ description: 'Rôle, permission ou module non autorisé, ou compte bloqué' }),
    ApiExtension(ACCESS_EXTENSION, {
      roles: requirement.roles ?? 'authenticated',
      ...(requirement.permission ? { permission: requirement.permission } : {}),
      ...(requirement.integration ? { integration: requirement.integration } : {}),
      ...(requirement.apiKeys === false ? { apiKeys: false } : {}),
    }),
    describeAccess(accessText(requirement)),
  );
}

export function accessText(requirement: AccessRequirement): string {
  const parts = [
    `rôles ${requirement.roles?.length ? requirement.roles.join(', ') : 'tout utilisateur connecté'}`,
  ];
  if (requirement.permission) parts.push(`permission ${[requirement.permission].flat().join(' + ')}`);
  if (requirement.integration) parts.push(`module ${[requirement.integration].flat().join(' + ')} actif`);
  if (requirement.apiKeys === false) parts.push('pas de clé API');
  return `Accès : ${parts.join(' ; ')}.`;
}

/** Adds the access line to the operation's description, whichever order the decorators run in. */
function describeAccess(text: string): MethodDecorator & ClassDecorator {
  return ((_target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (!descriptor) return; // on a class: the extension documents every operation
    const previous = (Reflect.getMetadata(API_OPERATION_METADATA, descriptor.value) ?? {}) as {
      description?: string;
    };
    const description = previous.description ? `${previous.description}\n\n${text}` : text;
    Reflect.defineMetadata(API_OPERATION_METADATA, { ...previous, description }, descriptor.value);
    return descriptor;
  }) as MethodDecorator & ClassDecorator;
}
