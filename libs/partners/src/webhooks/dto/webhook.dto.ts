import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { rules, WEBHOOK_EVENTS, type WebhookEventType } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import type { WebhookStatus } from '../webhook-subscription.entity.js';

/** POST /v1/webhooks. */
export class CreateWebhookDto {
  @ApiProperty({ example: 'https://logistique.example.com/cuvee/webhooks', maxLength: 500 })
  @Satisfies(rules.needed)
  @IsString()
  @MaxLength(500)
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, example: ['order.placed', 'stock.low'] })
  @IsArray()
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @IsIn(WEBHOOK_EVENTS, { each: true })
  events!: WebhookEventType[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 255, example: 'Entrepôt Transvin' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  description?: string | null;
}

/** PUT /v1/webhooks/:id: the same fields, and the switch that resumes a paused subscription. */
export class UpdateWebhookDto extends CreateWebhookDto {
  @ApiProperty({ enum: ['active', 'paused'] })
  @IsIn(['active', 'paused'])
  status!: WebhookStatus;
}

export class WebhookDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  url!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true })
  events!: WebhookEventType[];

  @ApiProperty({ description: 'Signs every delivery (docs/partners.md "Signature")', example: 'whsec_…' })
  secret!: string;

  @ApiProperty({ enum: ['active', 'paused'] })
  status!: WebhookStatus;

  @ApiProperty({ description: 'Deliveries failed in a row; paused at 5' })
  consecutiveFailures!: number;

  @ApiProperty({ type: String, nullable: true })
  pausedAt!: string | null;

  @ApiProperty()
  createdAt!: string;
}

export class WebhookAttemptDto {
  @ApiProperty()
  attempt!: number;

  @ApiProperty({ type: Number, nullable: true })
  statusCode!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'The start of the answer' })
  response!: string | null;

  @ApiProperty({ type: String, nullable: true })
  error!: string | null;

  @ApiProperty()
  durationMs!: number;

  @ApiProperty()
  createdAt!: string;
}

export class WebhookDeliveryDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ description: 'The Cuvee-Webhook-Id header: the same on every try' })
  uid!: string;

  @ApiProperty()
  subscriptionId!: number;

  @ApiProperty({ enum: WEBHOOK_EVENTS })
  eventType!: string;

  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'] })
  status!: string;

  @ApiProperty()
  attempts!: number;

  @ApiProperty({ type: Number, nullable: true })
  lastStatusCode!: number | null;

  @ApiProperty({ type: String, nullable: true })
  deliveredAt!: string | null;

  @ApiProperty()
  createdAt!: string;

  @ApiProperty({ description: 'The exact body sent (JSON text)' })
  body!: string;

  @ApiProperty({ type: [WebhookAttemptDto], description: 'Every try, oldest first (on the detail only)' })
  tries!: WebhookAttemptDto[];
}
