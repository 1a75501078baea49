import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Priority, TaskActivityType } from '@cuvee/kernel';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { ClientRecords } from '../clients/client-records.js';
import { Client } from '../clients/client.entity.js';
import { assertOwnOnly, crmScope, type CrmScope } from '../crm-scope.js';
import { MAX_CALENDAR_DAYS, parseInstant } from '../domain/calendar-range.js';
import { Opportunity } from '../opportunities/opportunity.entity.js';
import {
  CalendarSources,
  type CalendarEntry,
  type CalendarQuery,
  type CalendarSource,
} from '../ports/calendar-sources.js';
import { TeamDirectory, type MemberName } from '../team-directory.js';
import type { TaskDto, TaskInputDto } from './dto/task.dto.js';
import { Task } from './task.entity.js';

type TaskRow = Task & { client: Client | null };

const TASK_LIST: ListDefinition = {
  resource: 'tasks',
  sortable: {
    dueAt: 't.dueAt',
    priority: 't.priority',
    title: 't.title',
    createdAt: 't.createdAt',
    updatedAt: 't.updatedAt',
    id: 't.id',
  },
  filters: {
    id: { kind: 'equals', column: 't.id', type: 'number' },
    assigneeId: { kind: 'equals', column: 't.assigneeId', type: 'number' },
    clientId: { kind: 'equals', column: 't.clientId', type: 'number' },
    opportunityId: { kind: 'equals', column: 't.opportunityId', type: 'number' },
    done: { kind: 'equals', column: 't.done', type: 'boolean' },
    activityType: { kind: 'equals', column: 't.activityType', type: 'string' },
    priority: { kind: 'equals', column: 't.priority', type: 'string' },
    q: { kind: 'search', columns: ['t.title'] },
  },
  defaultSort: ['dueAt', 'ASC'],
  idColumn: 't.id',
};

/** The due-time range filters of the list (the week or month a task screen shows). */
const RANGE_FILTERS = {
  from: { kind: 'search', columns: ['t.dueAt'] },
  to: { kind: 'search', columns: ['t.dueAt'] },
} as const satisfies ListDefinition['filters'];

/**
 * Tasks of the caller's shop (/dashboard/tasks) and their calendar entries. Who holds seeAllTask (owners,
 * collaborators) sees everyone's; others see the tasks assigned to them and may only assign to
 * themselves.
 */
@Injectable()
export class TasksService implements CalendarSource, OnModuleInit {
  readonly kind = 'task';

  constructor(
    private readonly database: Database,
    private readonly records: ClientRecords,
    private readonly team: TeamDirectory,
    private readonly calendar: CalendarSources,
  ) {}

  onModuleInit(): void {
    this.calendar.register(this);
  }

  private visible(manager: EntityManager, scope: CrmScope): SelectQueryBuilder<TaskRow> {
    const builder = manager
      .getRepository(Task)
      .createQueryBuilder('t')
      .leftJoinAndMapOne('t.client', Client, 'c', 'c.id = t.clientId')
      .where('t.shopId = :shopId', { shopId: scope.shopId });
    if (!scope.allTasks) builder.andWhere('t.assigneeId = :me', { me: scope.userId });
    return builder as SelectQueryBuilder<TaskRow>;
  }

  private async find(manager: EntityManager, scope: CrmScope, id: number): Promise<TaskRow> {
    const row = await this.visible(manager, scope).andWhere('t.id = :id', { id }).getOne();
    if (!row) throw new NotFoundException('error.notFound');
    return row;
  }

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<TaskDto>> {
    const scope = crmScope(ctx);
    const parsed = parseListQuery(query, {
      ...TASK_LIST,
      filters: { ...TASK_LIST.filters, ...RANGE_FILTERS },
    });
    const { from, to, ...filter } = parsed.filter;
    const manager = this.database.dataSource.manager;
    const builder = this.visible(manager, scope);
    for (const [name, operator, bound] of [
      ['from', '>=', from],
      ['to', '<', to],
    ] as const) {
      if (bound === undefined) continue;
      const instant = parseInstant(String(bound));
      if (!instant)
        throw new BadRequestException({ message: 'crm.invalidRange', params: { days: MAX_CALENDAR_DAYS } });
      builder.andWhere(`t.dueAt ${operator} :${name}`, { [name]: instant });
    }
    const page = await fetchPage(builder, { ...parsed, filter }, TASK_LIST);
    return { ...page, rows: await this.views(manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<TaskDto> {
    const manager = this.database.dataSource.manager;
    return (await this.views(manager, [await this.find(manager, crmScope(ctx), id)]))[0]!;
  }

  /** A client's tasks for its 360° page: the open ones by due time, then the latest done. */
  async ofClient(manager: EntityManager, clientId: number, limit = 100): Promise<TaskDto[]> {
    const rows = (await manager
      .getRepository(Task)
      .createQueryBuilder('t')
      .leftJoinAndMapOne('t.client', Client, 'c', 'c.id = t.clientId')
      .where('t.clientId = :clientId', { clientId })
      .orderBy('t.dueAt', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .limit(limit)
      .getMany()) as TaskRow[];
    return this.views(manager, rows);
  }

  async create(ctx: RequestContext, input: TaskInputDto): Promise<TaskDto> {
    const scope = crmScope(ctx);
    if (!input.title || !input.activityType || !input.dueAt) {
      throw new BadRequestException({ message: ['validation.needed'] });
    }
    if (!scope.allTasks) assertOwnOnly(scope, input.assigneeId);
    return this.database.transaction(async (manager) => {
      const assigneeId = input.assigneeId ?? scope.userId;
      await this.team.assertMembers(manager, scope.shopId, [assigneeId]);
      const links = await this.links(manager, scope, input, { clientId: null, opportunityId: null });
      const dueAt = parseInstant(input.dueAt!)!;
      const remindAt = input.remindAt ? parseInstant(input.remindAt) : null;
      checkReminder(dueAt, remindAt);
      const done = input.done ?? false;
      const repository = manager.getRepository(Task);
      const task = await repository.save(
        repository.create({
          shopId: scope.shopId,
          title: input.title!.trim(),
          description: input.description?.trim() || null,
          activityType: input.activityType as TaskActivityType,
          priority: (input.priority ?? 'medium') as Priority,
          dueAt,
          durationMinutes: input.durationMinutes ?? null,
          remindAt,
          remindedAt: null,
          assigneeId,
          ...links,
          done,
          doneAt: done ? new Date() : null,
          createdById: scope.userId,
        }),
      );
      return (await this.views(manager, [await this.find(manager, scope, task.id)]))[0]!;
    });
  }

  /** Edits a task; `done: true` completes it (dated), a new due or reminder time re-arms the reminder. */
  async update(ctx: RequestContext, id: number, input: TaskInputDto): Promise<TaskDto> {
    const scope = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      const task = await this.find(manager, scope, id);
      const changes: Partial<Task> = {};
      if (input.title !== undefined) changes.title = input.title.trim();
      if (input.description !== undefined) changes.description = input.description?.trim() || null;
      if (input.activityType !== undefined) changes.activityType = input.activityType as TaskActivityType;
      if (input.priority !== undefined) changes.priority = input.priority as Priority;
      if (input.durationMinutes !== undefined) changes.durationMinutes = input.durationMinutes;
      if (input.dueAt !== undefined) changes.dueAt = parseInstant(input.dueAt)!;
      if (input.remindAt !== undefined)
        changes.remindAt = input.remindAt ? parseInstant(input.remindAt) : null;
      if (changes.dueAt !== undefined || changes.remindAt !== undefined) {
        checkReminder(
          changes.dueAt ?? task.dueAt,
          changes.remindAt !== undefined ? changes.remindAt : task.remindAt,
        );
        changes.remindedAt = null;
      }
      if (input.assigneeId !== undefined && input.assigneeId !== task.assigneeId) {
        if (!scope.allTasks) assertOwnOnly(scope, input.assigneeId);
        await this.team.assertMembers(manager, scope.shopId, [input.assigneeId]);
        changes.assigneeId = input.assigneeId;
      }
      Object.assign(changes, await this.links(manager, scope, input, task));
      if (input.done !== undefined && input.done !== task.done) {
        changes.done = input.done;
        changes.doneAt = input.done ? new Date() : null;
      }
      if (Object.keys(changes).length) await manager.getRepository(Task).update({ id }, changes);
      return (await this.views(manager, [await this.find(manager, scope, id)]))[0]!;
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<TaskDto> {
    const scope = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      const view = (await this.views(manager, [await this.find(manager, scope, id)]))[0]!;
      await manager.getRepository(Task).delete({ id });
      return view;
    });
  }

  /** Calendar entries: the visible tasks due in the range. */
  async entries(scope: CrmScope, query: CalendarQuery): Promise<CalendarEntry[]> {
    const builder = this.visible(this.database.dataSource.manager, scope)
      .andWhere('t.dueAt >= :from AND t.dueAt < :to', { from: query.range.from, to: query.range.to })
      .orderBy('t.dueAt', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .limit(2000);
    if (query.userId !== undefined) builder.andWhere('t.assigneeId = :userId', { userId: query.userId });
    const rows = await builder.getMany();
    return rows.map((task) => ({
      id: `task-${task.id}`,
      kind: this.kind,
      sourceId: task.id,
      title: task.title,
      start: task.dueAt,
      end: task.durationMinutes ? new Date(task.dueAt.getTime() + task.durationMinutes * 60_000) : null,
      done: task.done,
      link: `/dashboard/tasks?id=${task.id}`,
      clientId: task.clientId,
      clientName: task.client?.displayName ?? null,
      userId: task.assigneeId,
    }));
  }

  /** The client and opportunity a task is about: both must be visible in the shop (else 404). */
  private async links(
    manager: EntityManager,
    scope: CrmScope,
    input: TaskInputDto,
    current: Pick<Task, 'clientId' | 'opportunityId'>,
  ): Promise<Pick<Task, 'clientId' | 'opportunityId'>> {
    let clientId = input.clientId === undefined ? current.clientId : input.clientId;
    const opportunityId = input.opportunityId === undefined ? current.opportunityId : input.opportunityId;
    if (opportunityId !== null && opportunityId !== current.opportunityId) {
      const opportunity = await manager
        .getRepository(Opportunity)
        .findOneBy({ id: opportunityId, shopId: scope.shopId });
      if (!opportunity) throw new NotFoundException('error.notFound');
      // A deal's task is about the deal's client.
      clientId ??= opportunity.clientId;
    }
    if (clientId !== null && clientId !== current.clientId) await this.records.find(manager, scope, clientId);
    return { clientId, opportunityId };
  }

  private async views(manager: EntityManager, rows: readonly TaskRow[]): Promise<TaskDto[]> {
    const names = await this.team.names(
      manager,
      rows.map((row) => row.assigneeId),
    );
    return rows.map((row) => toTaskDto(row, names.get(row.assigneeId) ?? null));
  }
}

function checkReminder(dueAt: Date, remindAt: Date | null): void {
  if (remindAt && remindAt.getTime() > dueAt.getTime()) throw new BadRequestException('crm.reminderAfterDue');
}

function toTaskDto(row: TaskRow, assignee: MemberName | null): TaskDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    activityType: row.activityType,
    priority: row.priority,
    dueAt: row.dueAt,
    durationMinutes: row.durationMinutes,
    remindAt: row.remindAt,
    assigneeId: row.assigneeId,
    assignee,
    clientId: row.clientId,
    clientName: row.client?.displayName ?? null,
    opportunityId: row.opportunityId,
    done: row.done,
    doneAt: row.doneAt,
    createdById: row.createdById,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
