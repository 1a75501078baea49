import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Access } from '@cuvee/iam';
import { Ctx, DownloadsService, type DownloadOffer, type RequestContext } from '@cuvee/platform';

class DownloadDto implements DownloadOffer {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'export-clients-2026-11-22.zip' })
  name!: string;

  @ApiProperty({ description: 'Opened by the front end in a new window' })
  url!: string;
}

/** `GET /v1/documents/to-download`, polled every 30 s while logged in. */
@ApiTags('documents')
@Controller('documents')
export class DownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @Get('to-download')
  @Access()
  @ApiOperation({
    summary: 'The documents prepared for the caller since the last poll; each is handed out once',
  })
  @ApiOkResponse({ type: DownloadDto, isArray: true })
  toDownload(@Ctx() ctx: RequestContext): Promise<DownloadDto[]> {
    return this.downloads.takePending(ctx.user!.userId);
  }
}
