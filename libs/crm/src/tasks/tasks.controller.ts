import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import {
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { CalendarService } from './calendar.service.js';
import { CalendarEntryDto, CalendarQueryDto, TaskDto, TaskInputDto } from './dto/task.dto.js';
import { TasksService } from './tasks.service.js';

const TEAM = ['owner', 'agent', 'iam'] as const;

/** /dashboard/tasks (owner, agent, iam): seeAllTask to see others', createTask to create. */
@ApiTags('tasks')
@Controller('tasks')
export class TasksController {
  constructor(private readonly tasks: TasksService) {}

  @Get()
  @Access({ roles: TEAM })
  @ApiOperation({
    summary:
      'Tasks (react-admin list). Filters: assigneeId, clientId, opportunityId, done, activityType, priority, ' +
      'q, from and to (due time, ISO), id',
  })
  @ApiListResponse(TaskDto, 'tasks')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TaskDto[]> {
    return sendPage(reply, await this.tasks.list(ctx, query));
  }

  @Get(':id')
  @Access({ roles: TEAM })
  @ApiOperation({ summary: 'One task' })
  @ApiOkResponse({ type: TaskDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<TaskDto> {
    return this.tasks.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: TEAM, permission: 'createTask' })
  @ApiOperation({ summary: 'Create a task (title, activityType and dueAt needed)' })
  @ApiCreatedResponse({ type: TaskDto })
  @ApiBadRequestResponse({ description: "Ce champ ne peut pas être vide, La date n'est pas valide…" })
  create(@Ctx() ctx: RequestContext, @Body() body: TaskInputDto): Promise<TaskDto> {
    return this.tasks.create(ctx, body);
  }

  @Put(':id')
  @Access({ roles: TEAM })
  @ApiOperation({ summary: 'Edit a task; {"done": true} completes it' })
  @ApiOkResponse({ type: TaskDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: TaskInputDto,
  ): Promise<TaskDto> {
    return this.tasks.update(ctx, id, body);
  }

  @Delete(':id')
  @Access({ roles: TEAM, permission: 'createTask' })
  @ApiOperation({ summary: 'Delete a task' })
  @ApiOkResponse({ type: TaskDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<TaskDto> {
    return this.tasks.remove(ctx, id);
  }
}

/** /dashboard/calendar (owner and iam): tasks now, reservations and deliveries when they land. */
@ApiTags('tasks')
@Controller('calendar')
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Get()
  @Access({ roles: ['owner', 'iam'] })
  @ApiOperation({ summary: 'What happens between from and to (at most 100 days), by start time' })
  @ApiOkResponse({ type: [CalendarEntryDto] })
  entries(@Ctx() ctx: RequestContext, @Query() query: CalendarQueryDto): Promise<CalendarEntryDto[]> {
    return this.calendar.entries(ctx, query);
  }
}
