import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, Public } from '@cuvee/iam';
import { Ctx, IdParamPipe, type RequestContext } from '@cuvee/platform';
import { VisualDto } from '../products/dto/product.dto.js';
import { UploadVisualDto, VisualQueryDto } from './dto/visual.dto.js';
import { VisualsService } from './visuals.service.js';

/** Product pictures: upload (then list the key in a product's or a format's `visuals`), and serve. */
@ApiTags('products')
@Controller('visuals')
export class VisualsController {
  constructor(private readonly visuals: VisualsService) {}

  @Post()
  @HttpCode(201)
  @Access({ roles: ['owner', 'iam'], permission: 'createProduct' })
  @ApiOperation({ summary: 'Upload a product picture; the answer gives its key and address' })
  @ApiCreatedResponse({ type: VisualDto })
  @ApiBadRequestResponse({ description: "L'image n'est pas valide" })
  upload(@Ctx() ctx: RequestContext, @Body() body: UploadVisualDto): Promise<VisualDto> {
    return this.visuals.upload(ctx, body.data);
  }

  @Get(':shopId/:file')
  @Public()
  @ApiOperation({
    summary: 'A product picture (WebP), optionally resized; cached for a year (names never change)',
  })
  @ApiOkResponse({ content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  async read(
    @Param('shopId', IdParamPipe) shopId: number,
    @Param('file') file: string,
    @Query() query: VisualQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const picture = await this.visuals.read(shopId, file, query.width);
    void reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    return picture;
  }
}
