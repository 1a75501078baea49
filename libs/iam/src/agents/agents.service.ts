import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { PUBLIC_TYPOLOGY } from '@cuvee/kernel';
import { Database, type ListQueryDto, type Page, parseListQuery, type RequestContext } from '@cuvee/platform';
import type { RecipientDto, TeamMemberDto } from '../shops/dto/member.dto.js';
import type { UpdateTeamMemberDto } from '../shops/dto/member-input.dto.js';
import { ShopMember } from '../shops/shop-member.entity.js';
import { shopScope } from '../shops/shop-scope.js';
import { TeamInvitations, normaliseEmail, type Invitation } from '../shops/team-invitations.service.js';
import { toRecipientDto, toTeamMemberDto } from '../shops/team-mappers.js';
import { TeamService, teamListDefinition } from '../shops/team.service.js';
import { User } from '../users/user.entity.js';
import type { FoundAgentDto } from './dto/agent.dto.js';
import type { LinkAgentDto } from './dto/agent-input.dto.js';

const SHOP_AGENTS_LIST = teamListDefinition('shop-agents');
const RECIPIENTS_LIST = teamListDefinition('agents');

/** Sales agents of the caller's shop (find, link or invite, block), and the mail recipients list. */
@Injectable()
export class AgentsService {
  constructor(
    private readonly database: Database,
    private readonly team: TeamService,
    private readonly invitations: TeamInvitations,
  ) {}

  /** GET /v1/agents: the shop's collaborators and agents with their email, to suggest recipients. */
  async recipients(ctx: RequestContext, query: ListQueryDto): Promise<Page<RecipientDto>> {
    const request = parseListQuery(query, RECIPIENTS_LIST);
    const page = await this.team.page(shopScope(ctx), ['iam', 'agent'], request, RECIPIENTS_LIST);
    return { ...page, rows: page.rows.map(toRecipientDto) };
  }

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<TeamMemberDto>> {
    const request = parseListQuery(query, SHOP_AGENTS_LIST);
    const page = await this.team.page(shopScope(ctx), ['agent'], request, SHOP_AGENTS_LIST);
    return { ...page, rows: page.rows.map(toTeamMemberDto) };
  }

  async get(ctx: RequestContext, userId: number): Promise<TeamMemberDto> {
    return toTeamMemberDto(await this.team.find(shopScope(ctx), 'agent', userId));
  }

  /** An agent account by its exact address, to link it; other accounts are not found (no enumeration). */
  async find(ctx: RequestContext, email: string): Promise<FoundAgentDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const agent = await manager
      .getRepository(User)
      .findOneBy({ email: normaliseEmail(email), role: 'agent' });
    if (!agent) throw new NotFoundException('error.notFound');
    const linked = await manager.getRepository(ShopMember).existsBy({ shopId, userId: agent.id });
    return {
      id: agent.id,
      username: agent.username,
      firstname: agent.firstname,
      lastname: agent.lastname,
      email: agent.email,
      linked,
    };
  }

  /**
   * Links the agent account with this address to the shop, or, when no account has it, creates one and
   * invites it. Either way the agent gets an email.
   */
  async link(ctx: RequestContext, input: LinkAgentDto): Promise<TeamMemberDto> {
    const scope = shopScope(ctx);
    const email = normaliseEmail(input.email);
    const { userId, invitation } = await this.database.transaction(async (manager) => {
      let user = await manager.getRepository(User).findOneBy({ email });
      let kind: Invitation['kind'] = 'agentLinked';
      if (user) {
        if (user.role !== 'agent') throw new BadRequestException('agents.notAgent');
        if (await manager.getRepository(ShopMember).existsBy({ shopId: scope.shopId, userId: user.id })) {
          throw new BadRequestException('agents.alreadyLinked');
        }
      } else {
        user = await this.invitations.createInvitedUser(manager, {
          email,
          firstname: input.firstname ?? '',
          lastname: input.lastname ?? '',
          phone: null,
          role: 'agent',
        });
        kind = 'agent';
      }
      await manager.getRepository(ShopMember).insert({
        shopId: scope.shopId,
        userId: user.id,
        role: 'agent',
        typology: PUBLIC_TYPOLOGY,
        blocked: false,
        authorizations: null,
        reportsToUserId: null,
      });
      return {
        userId: user.id,
        invitation: await this.invitations.prepare(manager, scope, user, kind, ctx.locale),
      };
    });
    await this.invitations.send(invitation);
    return this.get(ctx, userId);
  }

  /**
   * Block in this shop, and place in the structure. The block applies at the agent's next request (the
   * guard reads it fresh); their sessions stay open because they may work for other shops too.
   */
  async update(ctx: RequestContext, userId: number, input: UpdateTeamMemberDto): Promise<TeamMemberDto> {
    const scope = shopScope(ctx);
    await this.database.transaction((manager) => this.team.update(manager, scope, 'agent', userId, input));
    return this.get(ctx, userId);
  }
}
