import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Shop } from '@cuvee/iam';
import type { Locale } from '@cuvee/kernel';
import { Database, MailSender, composeMail } from '@cuvee/platform';
import { Warehouse } from '@cuvee/stock';
import { Supplier } from '../suppliers/supplier.entity.js';
import { PurchaseOrder, PurchaseOrderLine } from './purchase-order.entity.js';
import { renderPurchaseOrderPdf } from './purchase-order-pdf.js';

const MAIL_TEXTS = {
  fr: {
    subject: (number: string, shop: string) => `Bon de commande ${number} — ${shop}`,
    greeting: 'Bonjour,',
    body: (number: string) => `Veuillez trouver ci-joint notre bon de commande ${number}.`,
    thanks: 'Merci de nous confirmer la date de livraison.',
  },
  en: {
    subject: (number: string, shop: string) => `Purchase order ${number} — ${shop}`,
    greeting: 'Hello,',
    body: (number: string) => `Please find attached our purchase order ${number}.`,
    thanks: 'Thank you for confirming the delivery date.',
  },
} as const;

/** A purchase order's PDF, and the mail that sends it to the supplier (the mail job's work). */
@Injectable()
export class PurchaseOrderDocuments {
  constructor(
    private readonly database: Database,
    private readonly mail: MailSender,
  ) {}

  /** The PDF of an order of the shop (the caller checked it is the shop's). */
  async pdf(shopId: number, orderId: number, locale: Locale): Promise<{ number: string; pdf: Buffer }> {
    const manager = this.database.dataSource.manager;
    const order = await manager.getRepository(PurchaseOrder).findOneByOrFail({ id: orderId, shopId });
    const [shop, supplier, warehouse, lines] = await Promise.all([
      manager.getRepository(Shop).findOneByOrFail({ id: shopId }),
      manager.getRepository(Supplier).findOneByOrFail({ id: order.supplierId }),
      manager.getRepository(Warehouse).findOneBy({ id: order.warehouseId }),
      manager
        .getRepository(PurchaseOrderLine)
        .find({ where: { orderId: In([order.id]) }, order: { position: 'ASC' } }),
    ]);
    const pdf = await renderPurchaseOrderPdf({
      locale,
      number: order.number,
      createdAt: order.createdAt,
      expectedOn: order.expectedOn,
      buyer: { name: shop.name, email: shop.contactEmail },
      supplier: {
        name: supplier.name,
        address: [supplier.street, [supplier.zipcode, supplier.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join('\n'),
        email: supplier.email,
      },
      warehouse: [warehouse?.name, warehouse?.address].filter(Boolean).join(', '),
      lines: lines.map((line) => ({
        label: line.label,
        quantity: line.quantity,
        unitHt: line.unitHt,
        vatRate: line.vatRateBp / 100,
      })),
      totalHt: order.totalHt,
      totalTtc: order.totalTtc,
      notes: order.notes,
    });
    return { number: order.number, pdf };
  }

  /** Mails the order's PDF to the supplier; null when the supplier has no email. */
  async mailToSupplier(
    shopId: number,
    orderId: number,
    locale: Locale,
  ): Promise<{ mailedTo: string } | null> {
    const manager = this.database.dataSource.manager;
    const order = await manager.getRepository(PurchaseOrder).findOneByOrFail({ id: orderId, shopId });
    const supplier = await manager.getRepository(Supplier).findOneByOrFail({ id: order.supplierId });
    if (!supplier.email) return null;
    const shop = await manager.getRepository(Shop).findOneByOrFail({ id: shopId });
    const { number, pdf } = await this.pdf(shopId, orderId, locale);
    const texts = MAIL_TEXTS[locale];
    const content = composeMail({
      subject: texts.subject(number, shop.name),
      greeting: texts.greeting,
      paragraphs: [texts.body(number), texts.thanks],
    });
    await this.mail.send({
      to: supplier.email,
      ...content,
      replyTo: shop.contactEmail ?? undefined,
      attachments: [{ filename: `${number}.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
    return { mailedTo: supplier.email };
  }
}
