import { ApiProperty } from '@nestjs/swagger';
import { OpportunityDto } from '../../opportunities/dto/opportunity.dto.js';
import { TaskDto } from '../../tasks/dto/task.dto.js';
import { ClientDto, TimelineEntryDto } from './client.dto.js';

/** GET /v1/clients/:id/overview: the data of the client 360° page. */
export class ClientOverviewDto {
  @ApiProperty({ type: ClientDto })
  client!: ClientDto;

  @ApiProperty({
    type: [TimelineEntryDto],
    description: 'notes, recorded facts and tasks, newest first (100)',
  })
  timeline!: TimelineEntryDto[];

  @ApiProperty({ type: [TaskDto], description: "the client's tasks, latest due first (100)" })
  tasks!: TaskDto[];

  @ApiProperty({ type: [OpportunityDto] })
  opportunities!: OpportunityDto[];

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: "other contexts' documents by context (sales: orders, invoices), from ClientLinks",
  })
  documents!: Record<string, number>;
}
