import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDate, IsOptional } from 'class-validator';
import { Access, Public } from '@cuvee/iam';
import { Audited, MaintenanceService, type MaintenanceState } from '@cuvee/platform';

class MaintenanceDto implements MaintenanceState {
  @ApiProperty({ description: 'A non-blocking notice announcing the maintenance' })
  banner!: boolean;

  @ApiProperty({ description: 'The front ends show the blocking maintenance page' })
  page!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startDate!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Expected end' })
  endDate!: string | null;
}

class SetMaintenanceDto {
  @ApiProperty()
  @IsBoolean()
  banner!: boolean;

  @ApiProperty()
  @IsBoolean()
  page!: boolean;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  startDate?: Date | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  endDate?: Date | null;
}

/** `GET /v1/maintenances`, polled by both front ends; admins set it (ops staff use the CLI). */
@ApiTags('maintenance')
@Controller('maintenances')
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The maintenance notice: banner, blocking page, start and expected end' })
  @ApiOkResponse({ type: MaintenanceDto })
  current(): Promise<MaintenanceDto> {
    return this.maintenance.current();
  }

  @Put()
  @Access({ roles: ['admin'] })
  @ApiOperation({ summary: 'Announces (banner), starts (page) or ends the maintenance' })
  @ApiOkResponse({ type: MaintenanceDto })
  @ApiBadRequestResponse({ description: 'La fin de la maintenance doit suivre son début' })
  @Audited('maintenance.toggle')
  set(@Body() body: SetMaintenanceDto): Promise<MaintenanceDto> {
    return this.maintenance.set(body);
  }
}
