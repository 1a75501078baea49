import { DomainEvent, type EventOrigin } from '@cuvee/platform';

/** One line of a receipt as the ledger recorded it. */
export interface ReceivedLine {
  productId: number;
  /** 0: the product has no vintage. */
  vintageId: number;
  formatId: number;
  /** The product as ordered ("Capsules CRD 75 cl"). */
  label: string;
  quantity: number;
  /** The purchase movement of the stock ledger. */
  movementId: number;
}

export interface GoodsReceivedFields extends EventOrigin {
  receiptId: number;
  orderId: number;
  orderNumber: string;
  supplierId: number;
  warehouseId: number;
  /** 'YYYY-MM-DD', Paris day. */
  receivedOn: string;
  lines: ReceivedLine[];
}

/**
 * Goods came in against a purchase order and entered the stock ledger as purchase movements
 * (docs/purchases.md "Receipts"). Delivered after the receipt committed; a context that keeps its own
 * books of what was bought (capsules for the CRD ledger, say) listens to it.
 */
export class GoodsReceivedEvent extends DomainEvent {
  static readonly eventName = 'purchases.goods-received';
  readonly receiptId: number;
  readonly orderId: number;
  readonly orderNumber: string;
  readonly supplierId: number;
  readonly warehouseId: number;
  readonly receivedOn: string;
  readonly lines: ReceivedLine[];

  constructor(fields: GoodsReceivedFields) {
    super(fields);
    this.receiptId = fields.receiptId;
    this.orderId = fields.orderId;
    this.orderNumber = fields.orderNumber;
    this.supplierId = fields.supplierId;
    this.warehouseId = fields.warehouseId;
    this.receivedOn = fields.receivedOn;
    this.lines = fields.lines.map((line) => ({ ...line }));
  }
}
