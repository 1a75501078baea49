import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, ValidateNested } from 'class-validator';
import { NOTIFICATION_TYPES, type NotificationType } from '../../domain/notification-types.js';

export class NotificationPreferenceDto {
  @ApiProperty({ enum: NOTIFICATION_TYPES })
  @IsIn(NOTIFICATION_TYPES)
  type!: NotificationType;

  @ApiProperty({ description: 'A line in the notification centre' })
  @IsBoolean()
  centre!: boolean;

  @ApiProperty({ description: 'A mail' })
  @IsBoolean()
  mail!: boolean;
}

export class UpdateNotificationPreferencesDto {
  @ApiProperty({
    type: [NotificationPreferenceDto],
    description: 'The types to change; the others keep theirs',
  })
  @IsArray()
  @ArrayMaxSize(NOTIFICATION_TYPES.length)
  @ValidateNested({ each: true })
  @Type(() => NotificationPreferenceDto)
  preferences!: NotificationPreferenceDto[];
}
