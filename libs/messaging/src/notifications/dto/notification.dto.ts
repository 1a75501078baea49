import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsPositive } from 'class-validator';

export class NotificationDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'task' })
  type!: string;

  @ApiProperty({ example: 'Rappel : appeler la Cave du Port' })
  content!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty()
  seen!: boolean;

  @ApiProperty({ type: String, nullable: true, example: '/dashboard/tasks' })
  redirectLink!: string | null;
}

export class MarkAsSeenDto {
  @ApiProperty({ type: [Number], description: 'The notifications to mark seen (at most 500)' })
  @IsArray()
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  @IsPositive({ each: true })
  arrayOfIds!: number[];
}

export class UnseenCountDto {
  @ApiProperty()
  unseen!: number;
}
