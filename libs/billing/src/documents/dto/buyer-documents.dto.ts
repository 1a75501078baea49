import { ApiProperty } from '@nestjs/swagger';
import { LEGAL_DOCUMENT_STATUSES, type LegalDocumentStatus } from '@cuvee/kernel';
import { BUYER_DOCUMENT_KINDS, type DocumentKind } from '../../domain/document-kinds.js';

/** One issued document of a buyer, as their space lists it (amounts in cents, TTC). */
export class BuyerDocumentDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: BUYER_DOCUMENT_KINDS })
  kind!: DocumentKind;

  @ApiProperty({ enum: LEGAL_DOCUMENT_STATUSES })
  status!: LegalDocumentStatus;

  @ApiProperty()
  number!: string;

  @ApiProperty({ description: 'the seller (shop) that issued it' })
  sellerId!: number;

  @ApiProperty()
  sellerName!: string;

  @ApiProperty({ description: 'YYYY-MM-DD' })
  issueDate!: string;

  @ApiProperty({ type: String, nullable: true, description: 'invoices: the last day to pay' })
  dueDate!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'credit notes: the invoice corrected' })
  correctedNumber!: string | null;

  @ApiProperty({ type: [String], description: 'printed references: the orders, the quote' })
  references!: string[];

  @ApiProperty()
  totalTtc!: number;

  @ApiProperty({ description: 'invoices: what is still owed' })
  outstanding!: number;
}
