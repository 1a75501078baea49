import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LEGAL_DOCUMENT_STATUSES, type LegalDocumentStatus, type Locale } from '@cuvee/kernel';
import { DOCUMENT_KINDS, type DocumentKind } from '../../domain/document-kinds.js';
import { LINE_KINDS, type LineKind } from '../../domain/document-amounts.js';

export class PostalAddressDto {
  @ApiProperty()
  street!: string;

  @ApiProperty({ type: String, nullable: true })
  street2!: string | null;

  @ApiProperty()
  zipcode!: string;

  @ApiProperty()
  city!: string;

  @ApiProperty({ example: 'FR' })
  country!: string;
}

export class BuyerDto {
  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  firstname!: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastname!: string | null;

  @ApiProperty({ type: String, nullable: true })
  businessName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  businessReason!: string | null;

  @ApiProperty()
  isPro!: boolean;

  @ApiProperty({ type: String, nullable: true })
  siret!: string | null;

  @ApiProperty({ type: String, nullable: true })
  vatNumber!: string | null;

  @ApiProperty({ type: String, nullable: true })
  exciseNumber!: string | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: PostalAddressDto, nullable: true })
  billingAddress!: PostalAddressDto | null;

  @ApiProperty({ type: PostalAddressDto, nullable: true })
  deliveryAddress!: PostalAddressDto | null;
}

export class SellerDto {
  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  legalName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  legalForm!: string | null;

  @ApiProperty({ type: String, nullable: true })
  siret!: string | null;

  @ApiProperty({ type: String, nullable: true })
  vatNumber!: string | null;

  @ApiProperty({ type: String, nullable: true })
  rcs!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  capital!: number | null;

  @ApiProperty({ type: PostalAddressDto, nullable: true })
  address!: PostalAddressDto | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty()
  chargesVat!: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: "the shop's own mentions, as at issue" })
  mentions?: string | null;
}

export class PaymentTermsDto {
  @ApiProperty()
  paymentDelay!: string;

  @ApiProperty({ description: 'percent a year' })
  penaltyRate!: number;

  @ApiProperty({ example: 4000 })
  recoveryFee!: number;

  @ApiProperty()
  earlyPaymentDiscount!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'the terms of sale printed, as at issue',
  })
  conditions?: string | null;
}

export class VatBreakdownRowDto {
  @ApiProperty({ example: 2000, description: 'basis points' })
  vatRateBp!: number;

  @ApiProperty({ description: 'HT + duties' })
  base!: number;

  @ApiProperty()
  vat!: number;
}

export class DepositDeductionDto {
  @ApiProperty()
  documentId!: number;

  @ApiProperty()
  number!: string;

  @ApiProperty()
  ht!: number;

  @ApiProperty()
  vat!: number;

  @ApiProperty()
  ttc!: number;
}

export class DocumentLineDto {
  @ApiProperty()
  position!: number;

  @ApiProperty({ enum: LINE_KINDS })
  kind!: LineKind;

  @ApiProperty({ type: Number, nullable: true })
  productId!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  vintageId!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  formatId!: number | null;

  @ApiProperty()
  label!: string;

  @ApiProperty()
  quantity!: number;

  @ApiProperty({ description: 'cents HT before the line discount' })
  listUnitHt!: number;

  @ApiProperty({ description: 'basis points' })
  discountBp!: number;

  @ApiProperty()
  unitHt!: number;

  @ApiProperty()
  unitDuties!: number;

  @ApiProperty({ description: 'basis points' })
  vatRateBp!: number;

  @ApiProperty()
  unitVat!: number;

  @ApiProperty()
  ht!: number;

  @ApiProperty()
  duties!: number;

  @ApiProperty()
  vat!: number;

  @ApiProperty()
  ttc!: number;

  @ApiProperty()
  discountHt!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'credit notes: the invoice line given back' })
  sourcePosition!: number | null;
}

/** A document as lists show it; amounts in cents. */
export class BillingDocumentDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: DOCUMENT_KINDS })
  kind!: DocumentKind;

  @ApiProperty({ enum: LEGAL_DOCUMENT_STATUSES })
  status!: LegalDocumentStatus;

  @ApiProperty({ type: String, nullable: true })
  number!: string | null;

  @ApiProperty()
  clientId!: number;

  @ApiProperty({ type: BuyerDto })
  buyer!: BuyerDto;

  @ApiProperty({ type: String, nullable: true })
  issueDate!: string | null;

  @ApiProperty({ type: String, nullable: true })
  dueDate!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'quotes' })
  validUntil!: string | null;

  @ApiProperty({ description: 'quotes: validity passed' })
  expired!: boolean;

  @ApiProperty()
  paymentDelay!: string;

  @ApiProperty({ enum: ['fr', 'en'] })
  locale!: Locale;

  @ApiProperty({ type: [String] })
  references!: string[];

  @ApiProperty({ type: String, nullable: true })
  sourceKind!: string | null;

  @ApiProperty({ type: [Number], nullable: true })
  sourceIds!: number[] | null;

  @ApiProperty({ type: Number, nullable: true, description: 'quotes: the first version' })
  rootId!: number | null;

  @ApiProperty()
  version!: number;

  @ApiProperty({ description: 'quotes: a later version replaced it' })
  superseded!: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'credit notes: the invoice corrected' })
  correctsId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  correctedNumber!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  returnWarehouseId!: number | null;

  @ApiProperty({ type: [DepositDeductionDto] })
  deductions!: DepositDeductionDto[];

  @ApiProperty({ type: Number, nullable: true, description: 'deposits: the final invoice that deducted it' })
  deductedOnId!: number | null;

  @ApiProperty()
  totalHt!: number;

  @ApiProperty()
  totalDuties!: number;

  @ApiProperty()
  totalVat!: number;

  @ApiProperty()
  totalTtc!: number;

  @ApiProperty()
  totalDiscountHt!: number;

  @ApiProperty()
  depositsTtc!: number;

  @ApiProperty()
  netToPay!: number;

  @ApiProperty({ type: [VatBreakdownRowDto] })
  vatBreakdown!: VatBreakdownRowDto[];

  @ApiProperty()
  paid!: number;

  @ApiProperty()
  credited!: number;

  @ApiProperty()
  outstanding!: number;

  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  @ApiProperty({ type: Date, nullable: true })
  issuedAt!: Date | null;

  @ApiProperty({ type: Date, nullable: true })
  sentAt!: Date | null;

  @ApiProperty({ type: Date, nullable: true })
  decidedAt!: Date | null;

  @ApiProperty({ type: Number, nullable: true, description: 'quotes: the order made from it' })
  orderId!: number | null;

  @ApiProperty({
    description:
      'brought by an import of opening outstandings (ADR 0069): its original number, no PDF, shown as imported',
  })
  imported!: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'the import that brought it' })
  importId!: number | null;

  @ApiProperty()
  createdAt!: Date;
}

export class BillingDocumentDetailDto extends BillingDocumentDto {
  @ApiProperty({ type: SellerDto, nullable: true, description: 'frozen at issue; null while a draft' })
  seller!: SellerDto | null;

  @ApiProperty({ type: PaymentTermsDto, nullable: true })
  terms!: PaymentTermsDto | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'SHA-256 of the legal content' })
  hash!: string | null;

  @ApiProperty({ type: [DocumentLineDto] })
  lines!: DocumentLineDto[];
}
