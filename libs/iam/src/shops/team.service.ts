import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { Database, fetchPage, type ListDefinition, type ListRequest, type Page } from '@cuvee/platform';
import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { User } from '../users/user.entity.js';
import { ShopMember, type MemberRole } from './shop-member.entity.js';
import { Shop } from './shop.entity.js';
import type { ShopScope } from './shop-scope.js';

/** A membership with its user, as the team screens show it. */
export type TeamMember = ShopMember & { user: User };

/** The people who work for a shop (its structure): everyone but its buyers. */
export const TEAM_ROLES: readonly MemberRole[] = ['owner', 'iam', 'agent'];

/** The list columns every team list (collaborators, agents, recipients) shares. */
export function teamListDefinition(resource: string): ListDefinition {
  return {
    resource,
    sortable: {
      id: 'm.userId',
      username: 'u.username',
      email: 'u.email',
      firstname: 'u.firstname',
      lastname: 'u.lastname',
      role: 'm.role',
      blocked: 'm.blocked',
      createdAt: 'm.createdAt',
    },
    filters: {
      q: { kind: 'search', columns: ['u.username', 'u.email', 'u.firstname', 'u.lastname'] },
      id: { kind: 'equals', column: 'm.userId', type: 'number' },
      role: { kind: 'equals', column: 'm.role', type: 'string' },
      blocked: { kind: 'equals', column: 'm.blocked', type: 'boolean' },
      reportsToUserId: { kind: 'equals', column: 'm.reportsToUserId', type: 'number' },
    },
    defaultSort: ['lastname', 'ASC'],
    idColumn: 'm.userId',
  };
}

export interface StructureNode {
  member: TeamMember;
  children: StructureNode[];
}

/**
 * Memberships of the caller's shop for the collaborator and agent screens. Every query starts from
 * `shopId = scope.shopId`: a member of another shop is not found, whatever its id.
 */
@Injectable()
export class TeamService {
  constructor(private readonly database: Database) {}

  private query(
    manager: EntityManager,
    scope: ShopScope,
    roles: readonly MemberRole[],
  ): SelectQueryBuilder<TeamMember> {
    return manager
      .getRepository(ShopMember)
      .createQueryBuilder('m')
      .innerJoinAndMapOne('m.user', User, 'u', 'u.id = m.userId')
      .where('m.shopId = :shopId', { shopId: scope.shopId })
      .andWhere('m.role IN (:...roles)', { roles: [...roles] }) as SelectQueryBuilder<TeamMember>;
  }

  page(
    scope: ShopScope,
    roles: readonly MemberRole[],
    request: ListRequest,
    definition: ListDefinition,
  ): Promise<Page<TeamMember>> {
    return fetchPage(this.query(this.database.dataSource.manager, scope, roles), request, definition);
  }

  async find(
    scope: ShopScope,
    role: MemberRole,
    userId: number,
    manager: EntityManager = this.database.dataSource.manager,
  ): Promise<TeamMember> {
    const member = await this.query(manager, scope, [role])
      .andWhere('m.userId = :userId', { userId })
      .getOne();
    if (!member) throw new NotFoundException('error.notFound');
    return member;
  }

  /**
   * The changes every team member shares (place in the structure, block in the shop) plus a role's own
   * `extra` (worked out once the member is found in the caller's shop, so a foreign id stays a 404),
   * written in the caller's transaction. Returns the membership as it was before.
   */
  async update(
    manager: EntityManager,
    scope: ShopScope,
    role: MemberRole,
    userId: number,
    input: { reportsToUserId?: number | null; blocked?: boolean },
    extra: () => Partial<ShopMember> = () => ({}),
  ): Promise<TeamMember> {
    const member = await this.find(scope, role, userId, manager);
    const changes: Partial<ShopMember> = extra();
    if (input.reportsToUserId !== undefined) {
      await this.checkReportsTo(manager, scope, userId, input.reportsToUserId);
      changes.reportsToUserId = input.reportsToUserId;
    }
    if (input.blocked !== undefined) changes.blocked = input.blocked;
    if (Object.keys(changes).length)
      await manager.getRepository(ShopMember).update({ id: member.id }, changes);
    return member;
  }

  /**
   * Checks a new manager for `member`: someone of the same shop's team, not the member, and not one of
   * the member's own reports (the structure stays a tree). null puts the member directly under the owner.
   */
  async checkReportsTo(
    manager: EntityManager,
    scope: ShopScope,
    memberUserId: number | null,
    reportsToUserId: number | null,
  ): Promise<void> {
    if (reportsToUserId === null) return;
    const team = await manager
      .getRepository(ShopMember)
      .findBy({ shopId: scope.shopId, role: In([...TEAM_ROLES]) });
    const managers = new Map(team.map((m) => [m.userId, m.reportsToUserId]));
    if (!managers.has(reportsToUserId)) throw new BadRequestException('members.invalidReportsTo');
    if (memberUserId === null) return;
    // Walk up from the new manager: meeting the member means the member would report to its own report.
    const seen = new Set<number>();
    for (
      let current: number | null | undefined = reportsToUserId;
      current != null;
      current = managers.get(current)
    ) {
      if (current === memberUserId || seen.has(current))
        throw new BadRequestException('members.reportsToCycle');
      seen.add(current);
    }
  }

  /**
   * Who reports to whom: the owner at the root; a member whose manager is missing from the team (left,
   * or never set) hangs under the owner.
   */
  async structure(scope: ShopScope): Promise<StructureNode> {
    const manager = this.database.dataSource.manager;
    const shop = await manager.getRepository(Shop).findOneBy({ id: scope.shopId });
    if (!shop) throw new NotFoundException('error.notFound');
    const members = await this.query(manager, scope, TEAM_ROLES)
      .orderBy('u.lastname', 'ASC')
      .addOrderBy('m.userId', 'ASC')
      .getMany();
    const nodes = new Map(
      members.map((member) => [member.userId, { member, children: [] as StructureNode[] }]),
    );
    const root = nodes.get(shop.ownerId);
    if (!root) throw new NotFoundException('error.notFound');
    for (const node of nodes.values()) {
      if (node === root) continue;
      const parent = this.parentOf(node.member, nodes, root);
      parent.children.push(node);
    }
    return root;
  }

  /** The node's manager, or the root when the chain is broken or loops (data written before the checks). */
  private parentOf(
    member: TeamMember,
    nodes: Map<number, StructureNode>,
    root: StructureNode,
  ): StructureNode {
    const parent = member.reportsToUserId == null ? undefined : nodes.get(member.reportsToUserId);
    if (!parent || parent === nodes.get(member.userId)) return root;
    const seen = new Set<number>([member.userId]);
    for (let current: StructureNode | undefined = parent; current && current !== root;) {
      const id = current.member.userId;
      if (seen.has(id)) return root;
      seen.add(id);
      const next: number | null = current.member.reportsToUserId;
      current = next == null ? undefined : nodes.get(next);
    }
    return parent;
  }
}
