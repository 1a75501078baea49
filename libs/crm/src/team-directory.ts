import { BadRequestException, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { ShopMember, User } from '@cuvee/iam';

/** A team member as the CRM shows them next to a client, a task or an opportunity. */
export interface MemberName {
  id: number;
  firstname: string;
  lastname: string;
}

/** The roles that follow clients and get tasks: everyone of the shop's team but its buyers. */
const TEAM_ROLES = ['owner', 'iam', 'agent'];

/** Who may be assigned clients, tasks and opportunities, and their names for the replies. */
@Injectable()
export class TeamDirectory {
  /** Every id must be a member of the shop's team, not blocked there; else 400 crm.notTeamMember. */
  async assertMembers(manager: EntityManager, shopId: number, userIds: readonly number[]): Promise<void> {
    const wanted = [...new Set(userIds)];
    if (wanted.length === 0) return;
    const found = await manager.getRepository(ShopMember).countBy({
      shopId,
      userId: In(wanted),
      role: In(TEAM_ROLES),
      blocked: false,
    });
    if (found !== wanted.length) throw new BadRequestException('crm.notTeamMember');
  }

  /** Names by user id, in one query. */
  async names(manager: EntityManager, userIds: readonly (number | null)[]): Promise<Map<number, MemberName>> {
    const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const users = await manager.getRepository(User).find({
      select: { id: true, firstname: true, lastname: true },
      where: { id: In(ids) },
    });
    return new Map(
      users.map((user) => [user.id, { id: user.id, firstname: user.firstname, lastname: user.lastname }]),
    );
  }
}
