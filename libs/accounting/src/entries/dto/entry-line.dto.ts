import { ApiProperty } from '@nestjs/swagger';
import { JOURNAL_CODES, type JournalCode } from '../../domain/journals.js';

/** A line of the books as the journals screen lists it. */
export class EntryLineDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  entryId!: number;

  @ApiProperty({ enum: JOURNAL_CODES })
  journal!: JournalCode;

  @ApiProperty({ example: 'VE2026-000001' })
  entryNumber!: string;

  @ApiProperty()
  entryDate!: string;

  @ApiProperty({ description: 'the voucher: document number or payment reference' })
  pieceRef!: string;

  @ApiProperty()
  account!: string;

  @ApiProperty()
  accountTitle!: string;

  @ApiProperty({ type: String, nullable: true })
  auxAccount!: string | null;

  @ApiProperty({ type: String, nullable: true })
  auxLabel!: string | null;

  @ApiProperty()
  label!: string;

  @ApiProperty({ description: 'cents' })
  debit!: number;

  @ApiProperty({ description: 'cents' })
  credit!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'client lines: the document they open or settle',
  })
  matchKey!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'lettering: the same letter on a settled set' })
  letter!: string | null;

  @ApiProperty({ type: String, nullable: true })
  letteredOn!: string | null;
}
