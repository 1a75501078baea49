import { ApiProperty } from '@nestjs/swagger';

class ComponentDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';
}

class DatabaseHealthDto extends ComponentDto {
  @ApiProperty({ enum: ['mysql', 'sqlite'] })
  engine!: 'mysql' | 'sqlite';
}

class QueueHealthDto extends ComponentDto {
  @ApiProperty({ enum: ['bullmq', 'database'] })
  driver!: 'bullmq' | 'database';
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status!: 'ok' | 'error';

  @ApiProperty({ example: '0.1.0' })
  version!: string;

  @ApiProperty({ type: DatabaseHealthDto })
  database!: DatabaseHealthDto;

  @ApiProperty({ type: QueueHealthDto })
  queue!: QueueHealthDto;
}

/** The liveness probe's answer: the process runs this version; nothing else is checked. */
export class LivenessDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({ example: '0.1.0' })
  version!: string;
}
