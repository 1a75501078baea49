import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
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
import { ClientCustomFieldsService } from './client-custom-fields.service.js';
import { CustomFieldDeleteQueryDto, CustomFieldDto, CustomFieldInputDto } from './dto/custom-field.dto.js';

// Read by whoever reads clients (the client form and page show the fields); changed as the pipeline's
// stages are, by the shop's sellers who may create clients.
const TEAM = ['owner', 'agent', 'iam'] as const;
const SELLERS = ['owner', 'iam'] as const;

/** The custom fields of the shop's clients (settings "crm", ADR 0091); another shop's field is a 404. */
@ApiTags('clients')
@Controller('client-custom-fields')
export class ClientCustomFieldsController {
  constructor(private readonly fields: ClientCustomFieldsService) {}

  @Get()
  @Access({ roles: TEAM })
  @ApiOperation({
    summary: 'Custom fields of the clients, in form order (react-admin list). Filters: archived, type, id',
  })
  @ApiListResponse(CustomFieldDto, 'client-custom-fields')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CustomFieldDto[]> {
    return sendPage(reply, await this.fields.list(ctx, query));
  }

  @Get(':id')
  @Access({ roles: TEAM })
  @ApiOperation({ summary: 'One custom field' })
  @ApiOkResponse({ type: CustomFieldDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<CustomFieldDto> {
    return this.fields.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: SELLERS, permission: 'createClient' })
  @ApiOperation({
    summary:
      'Add a custom field (label and type needed; choices for the choice type); its key is made from the label',
  })
  @ApiCreatedResponse({ type: CustomFieldDto })
  @ApiBadRequestResponse({ description: 'Le libellé du champ… / Un champ à choix propose de 1 à 50 choix…' })
  @ApiConflictResponse({ description: "Un champ personnalisé s'appelle déjà… / au plus 30 champs" })
  create(@Ctx() ctx: RequestContext, @Body() body: CustomFieldInputDto): Promise<CustomFieldDto> {
    return this.fields.create(ctx, body);
  }

  @Put(':id')
  @Access({ roles: SELLERS, permission: 'createClient' })
  @ApiOperation({
    summary:
      'Rename, move (position), archive or change a custom field; its type and its choices in use stay while clients hold values',
  })
  @ApiOkResponse({ type: CustomFieldDto })
  @ApiConflictResponse({ description: 'Des clients ont une valeur pour le champ…' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: CustomFieldInputDto,
  ): Promise<CustomFieldDto> {
    return this.fields.update(ctx, id, body);
  }

  @Delete(':id')
  @Access({ roles: SELLERS, permission: 'createClient' })
  @ApiOperation({
    summary: 'Delete a custom field; one that clients hold values for needs withValues=true (else 409)',
  })
  @ApiOkResponse({ type: CustomFieldDto })
  @ApiConflictResponse({ description: '{count} client(s) ont une valeur pour le champ…' })
  remove(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Query() query: CustomFieldDeleteQueryDto,
  ): Promise<CustomFieldDto> {
    return this.fields.remove(ctx, id, query.withValues === 'true');
  }
}
