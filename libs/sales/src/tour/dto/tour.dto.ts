import { ApiProperty } from '@nestjs/swagger';
import { AddressDto } from '@cuvee/iam';
import { TASK_ACTIVITY_TYPES } from '@cuvee/kernel';

/* The agent's visits of the day, for "Mode tournée" (docs/analytics.md "Agents"). */

export class TourClientDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Cave des Amis' })
  displayName!: string;

  @ApiProperty({
    type: AddressDto,
    nullable: true,
    description: 'the delivery address, else the billing one',
  })
  address!: AddressDto | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'the phone, else the mobile' })
  phone!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  email!: string | null;
}

export class TourOrderDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'CMD-2026-00042' })
  number!: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ example: 'validated' })
  status!: string;

  @ApiProperty({ description: 'cents' })
  totalHT!: number;
}

export class TourQuoteDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: 'string', nullable: true, example: 'DEV-2026-0012' })
  number!: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: '2026-12-31' })
  validUntil!: string | null;

  @ApiProperty({ description: 'cents' })
  totalHt!: number;
}

export class TourVisitDto {
  @ApiProperty({ description: 'the CRM task (PUT /v1/tasks/{id} {"done": true} marks it done)' })
  taskId!: number;

  @ApiProperty({ example: 'Présenter le 2023' })
  title!: string;

  @ApiProperty({ type: 'string', nullable: true })
  description!: string | null;

  @ApiProperty({ enum: TASK_ACTIVITY_TYPES.map((type) => type.key) })
  activityType!: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  dueAt!: Date;

  @ApiProperty({ type: 'integer', nullable: true })
  durationMinutes!: number | null;

  @ApiProperty()
  done!: boolean;

  @ApiProperty({
    type: TourClientDto,
    nullable: true,
    description: 'null for a visit about no client, or about one the caller does not follow',
  })
  client!: TourClientDto | null;

  @ApiProperty({ type: [TourOrderDto], description: "the client's last three orders, latest first" })
  lastOrders!: TourOrderDto[];

  @ApiProperty({ type: [TourQuoteDto], description: 'quotes sent, neither decided nor replaced nor expired' })
  openQuotes!: TourQuoteDto[];
}
