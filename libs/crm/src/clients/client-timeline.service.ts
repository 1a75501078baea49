import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Database, type RequestContext } from '@cuvee/platform';
import { crmScope } from '../crm-scope.js';
import { OpportunitiesService } from '../opportunities/opportunities.service.js';
import { ClientLinks } from '../ports/client-links.js';
import type { TaskDto } from '../tasks/dto/task.dto.js';
import { TasksService } from '../tasks/tasks.service.js';
import { TeamDirectory } from '../team-directory.js';
import { ClientEvent } from './client-event.entity.js';
import { ClientRecords } from './client-records.js';
import type { ClientOverviewDto } from './dto/client-overview.dto.js';
import type { TimelineEntryDto } from './dto/client.dto.js';

/** How many lines the 360° page's timeline shows. */
export const TIMELINE_LENGTH = 100;

/** The client 360° page (/clients/{id}) and the notes of its timeline. */
@Injectable()
export class ClientTimelineService {
  constructor(
    private readonly database: Database,
    private readonly records: ClientRecords,
    private readonly team: TeamDirectory,
    private readonly tasks: TasksService,
    private readonly opportunities: OpportunitiesService,
    private readonly links: ClientLinks,
  ) {}

  async overview(ctx: RequestContext, id: number): Promise<ClientOverviewDto> {
    const scope = crmScope(ctx);
    const manager = this.database.dataSource.manager;
    const client = await this.records.find(manager, scope, id);
    const tasks = await this.tasks.ofClient(manager, id);
    return {
      client: await this.records.view(manager, client),
      timeline: await this.timeline(manager, id, tasks),
      tasks,
      opportunities: await this.opportunities.ofClient(manager, scope, id),
      documents: await this.links.documentCounts(manager, scope.shopId, id),
    };
  }

  async addNote(ctx: RequestContext, clientId: number, text: string): Promise<TimelineEntryDto> {
    const scope = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      const client = await this.records.find(manager, scope, clientId);
      if (client.erasedAt) throw new ConflictException('privacy.clientErased');
      const event = await this.records.record(manager, client, 'note', scope.userId, null, text.trim());
      return (await this.eventEntries(manager, [event]))[0]!;
    });
  }

  /** Only its author deletes a note (someone else's is not found); recorded facts are not notes and stay. */
  async removeNote(ctx: RequestContext, clientId: number, noteId: number): Promise<TimelineEntryDto> {
    const scope = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      await this.records.find(manager, scope, clientId);
      const note = await manager
        .getRepository(ClientEvent)
        .findOneBy({ id: noteId, clientId, kind: 'note', authorId: scope.userId });
      if (!note) throw new NotFoundException('error.notFound');
      const entry = (await this.eventEntries(manager, [note]))[0]!;
      await manager.getRepository(ClientEvent).delete({ id: noteId });
      return entry;
    });
  }

  /** Notes, facts and tasks, newest first. */
  private async timeline(
    manager: EntityManager,
    clientId: number,
    tasks: readonly TaskDto[],
  ): Promise<TimelineEntryDto[]> {
    const events = await manager.getRepository(ClientEvent).find({
      where: { clientId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: TIMELINE_LENGTH,
    });
    const entries = [
      ...(await this.eventEntries(manager, events)),
      ...tasks.map((task): TimelineEntryDto => ({
        id: `task-${task.id}`,
        kind: 'task',
        at: task.doneAt ?? task.dueAt,
        text: task.title,
        data: { taskId: task.id, activityType: task.activityType, priority: task.priority, done: task.done },
        author: task.assignee,
      })),
    ];
    return entries.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, TIMELINE_LENGTH);
  }

  private async eventEntries(
    manager: EntityManager,
    events: readonly ClientEvent[],
  ): Promise<TimelineEntryDto[]> {
    const names = await this.team.names(
      manager,
      events.map((event) => event.authorId),
    );
    return events.map((event) => ({
      id: `event-${event.id}`,
      kind: event.kind,
      at: event.createdAt,
      text: event.text,
      data: event.data,
      author: event.authorId === null ? null : (names.get(event.authorId) ?? null),
    }));
  }
}
