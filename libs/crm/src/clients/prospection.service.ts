import { Injectable, NotFoundException } from '@nestjs/common';
import { In } from 'typeorm';
import { Database, type ListQueryDto, type Page, type RequestContext } from '@cuvee/platform';
import { crmScope } from '../crm-scope.js';
import { dealOut } from '../domain/assignment.js';
import { TeamDirectory } from '../team-directory.js';
import { PROSPECT_LIST } from './client-list.js';
import { ClientRecords } from './client-records.js';
import { ClientsService } from './clients.service.js';
import { Client } from './client.entity.js';
import type { AssignProspectsDto } from './dto/client-input.dto.js';
import type { AssignmentDto, ClientDto } from './dto/client.dto.js';

/**
 * Prospection (/clients/prospection, seeAllClient): find prospects by area (department), typology and
 * tags, and deal a selection out to the team.
 */
@Injectable()
export class ProspectionService {
  constructor(
    private readonly database: Database,
    private readonly clients: ClientsService,
    private readonly records: ClientRecords,
    private readonly team: TeamDirectory,
  ) {}

  list(ctx: RequestContext, query: ListQueryDto): Promise<Page<ClientDto>> {
    return this.clients.page(crmScope(ctx), query, PROSPECT_LIST, { prospectsOnly: true });
  }

  /** Deals the clients out to the team members in turn (by client id); each change goes on the timeline. */
  async assign(ctx: RequestContext, input: AssignProspectsDto): Promise<AssignmentDto[]> {
    const scope = crmScope(ctx);
    const ids = [...new Set(input.clientIds)].sort((a, b) => a - b);
    return this.database.transaction(async (manager) => {
      await this.team.assertMembers(manager, scope.shopId, input.agentIds);
      const clients = await this.records
        .visible(manager, scope)
        .andWhere('c.id IN (:...ids)', { ids })
        .orderBy('c.id', 'ASC')
        .getMany();
      if (clients.length !== ids.length) throw new NotFoundException('error.notFound');
      const assignments: AssignmentDto[] = [];
      for (const [agentId, hand] of dealOut(clients, [...new Set(input.agentIds)])) {
        if (hand.length === 0) continue;
        await manager.getRepository(Client).update({ id: In(hand.map((client) => client.id)) }, { agentId });
        for (const client of hand) {
          assignments.push({ clientId: client.id, agentId });
          if (client.agentId === agentId) continue;
          await this.records.record(manager, client, 'assigned', scope.userId, {
            from: client.agentId,
            to: agentId,
          });
        }
      }
      return assignments.sort((a, b) => a.clientId - b.clientId);
    });
  }
}
