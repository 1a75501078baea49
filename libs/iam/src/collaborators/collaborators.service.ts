import { ForbiddenException, Injectable } from '@nestjs/common';
import {
  hasPermission,
  isPermission,
  parseAuthorizations,
  PUBLIC_TYPOLOGY,
  type Authorizations,
} from '@cuvee/kernel';
import { Database, type ListQueryDto, type Page, parseListQuery, type RequestContext } from '@cuvee/platform';
import { SessionsService } from '../auth/sessions.service.js';
import type { CollaboratorDto, StructureNodeDto } from '../shops/dto/member.dto.js';
import type { UpdateCollaboratorDto } from '../shops/dto/member-input.dto.js';
import { ShopMember } from '../shops/shop-member.entity.js';
import { shopScope } from '../shops/shop-scope.js';
import { TeamInvitations } from '../shops/team-invitations.service.js';
import { toCollaboratorDto, toStructureDto } from '../shops/team-mappers.js';
import { TeamService, teamListDefinition } from '../shops/team.service.js';
import type { CreateCollaboratorDto } from './dto/create-collaborator.dto.js';

const COLLABORATORS_LIST = teamListDefinition('collaborators');

/** Collaborators (role iam) of the caller's shop: list, invite, change their rights, block. */
@Injectable()
export class CollaboratorsService {
  constructor(
    private readonly database: Database,
    private readonly team: TeamService,
    private readonly invitations: TeamInvitations,
    private readonly sessions: SessionsService,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<CollaboratorDto>> {
    const page = await this.team.page(
      shopScope(ctx),
      ['iam'],
      parseListQuery(query, COLLABORATORS_LIST),
      COLLABORATORS_LIST,
    );
    return { ...page, rows: page.rows.map(toCollaboratorDto) };
  }

  async get(ctx: RequestContext, userId: number): Promise<CollaboratorDto> {
    return toCollaboratorDto(await this.team.find(shopScope(ctx), 'iam', userId));
  }

  /** A new iam account in the caller's shop, with its rights, and an email to choose its password. */
  async create(ctx: RequestContext, input: CreateCollaboratorDto): Promise<CollaboratorDto> {
    const scope = shopScope(ctx);
    const authorizations = parseAuthorizations(input.authorizations ?? null);
    assertGrantable(ctx, authorizations);
    const { userId, invitation } = await this.database.transaction(async (manager) => {
      await this.team.checkReportsTo(manager, scope, null, input.reportsToUserId ?? null);
      const user = await this.invitations.createInvitedUser(manager, {
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        phone: input.phone ?? null,
        role: 'iam',
      });
      await manager.getRepository(ShopMember).insert({
        shopId: scope.shopId,
        userId: user.id,
        role: 'iam',
        typology: PUBLIC_TYPOLOGY,
        blocked: false,
        authorizations,
        reportsToUserId: input.reportsToUserId ?? null,
      });
      const invitation = await this.invitations.prepare(manager, scope, user, 'collaborator', ctx.locale);
      return { userId: user.id, invitation };
    });
    // After the commit: a mail is never sent for an account that was rolled back.
    await this.invitations.send(invitation);
    return this.get(ctx, userId);
  }

  /**
   * Rights, manager and block. A collaborator cannot widen their own rights or unblock themselves:
   * only the owner (or a collaborator allowed to) changes someone else.
   */
  async update(ctx: RequestContext, userId: number, input: UpdateCollaboratorDto): Promise<CollaboratorDto> {
    const scope = shopScope(ctx);
    if (userId === scope.userId) throw new ForbiddenException('error.forbidden');
    const rights = () => {
      if (input.authorizations === undefined) return {};
      const authorizations = parseAuthorizations(input.authorizations);
      assertGrantable(ctx, authorizations);
      return { authorizations };
    };
    await this.database.transaction(async (manager) => {
      const before = await this.team.update(manager, scope, 'iam', userId, input, rights);
      // Block and unblock end the collaborator's sessions: they log in again under the new standing.
      if (input.blocked !== undefined && input.blocked !== before.blocked) {
        await this.sessions.revokeAllSessions(userId, { manager });
      }
    });
    return this.get(ctx, userId);
  }

  async structure(ctx: RequestContext): Promise<StructureNodeDto> {
    return toStructureDto(await this.team.structure(shopScope(ctx)));
  }
}

/**
 * Owners grant anything. A collaborator allowed to manage collaborators may only grant what they hold
 * themselves, and "every permission" (no map) only if they have no map either: no way up through a colleague.
 */
function assertGrantable(ctx: RequestContext, authorizations: Authorizations | null): void {
  if (ctx.user?.role === 'owner') return;
  const own = ctx.user?.access ?? null;
  const widens =
    authorizations === null
      ? own?.authorizations !== null
      : Object.entries(authorizations).some(
          ([permission, on]) => on && isPermission(permission) && !hasPermission(own, permission),
        );
  if (widens) throw new ForbiddenException('error.forbidden');
}
