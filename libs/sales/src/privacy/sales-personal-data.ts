import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { addressLine } from '@cuvee/iam';
import { erasedDisplayName, parisDateOf } from '@cuvee/kernel';
import {
  ACCOUNTING_RETENTION,
  keptUntil,
  clientRowsOf,
  personalDataSheet,
  PersonalDataHolder,
  type AccountSections,
  type ClientSubject,
  type HolderPlan,
} from '@cuvee/platform';
import { orderOnErasure } from '../domain/order-erasure.js';
import { Order } from '../orders/order.entity.js';

/**
 * Sales' share of a client's personal data (ADR 0066): their orders. Invoiced orders support the
 * invoices and are kept as they are; orders under way hold the identity until delivered and invoiced;
 * the others (drafts, refused, cancelled, expired) lose the buyer's name, addresses and notes.
 */
@Injectable()
@PersonalDataHolder('sales')
export class SalesPersonalData implements PersonalDataHolder {
  readonly sheets = [
    personalDataSheet(
      'orders',
      [
        { key: 'number', header: { fr: 'Commande', en: 'Order' } },
        { key: 'placedAt', header: { fr: 'Passée le', en: 'Placed on' } },
        { key: 'status', header: { fr: 'Statut', en: 'Status' } },
        { key: 'clientName', header: { fr: 'Client', en: 'Client' } },
        { key: 'deliveryAddress', header: { fr: 'Adresse de livraison', en: 'Delivery address' } },
        { key: 'billingAddress', header: { fr: 'Adresse de facturation', en: 'Billing address' } },
        { key: 'buyerNotes', header: { fr: 'Message du client', en: "Client's message" } },
        { key: 'totalTTC', header: { fr: 'Total TTC (€)', en: 'Total incl. VAT (€)' } },
      ],
      clientRowsOf(Order),
      (order) => ({
        ...order,
        deliveryAddress: addressLine(order.deliveryAddress),
        billingAddress: addressLine(order.billingAddress),
        totalTTC: order.totalTTC / 100,
      }),
    ),
  ];

  /** The orders the account placed, in every shop. */
  async accountData(manager: EntityManager, userId: number): Promise<AccountSections> {
    const orders = await manager
      .getRepository(Order)
      .find({ where: { buyerId: userId }, order: { id: 'ASC' } });
    return {
      orders: orders.map((order) => ({
        shopId: order.shopId,
        number: order.number,
        placedAt: order.placedAt,
        status: order.status,
        clientName: order.clientName,
        deliveryAddress: order.deliveryAddress,
        billingAddress: order.billingAddress,
        buyerNotes: order.buyerNotes,
        totalTTC: order.totalTTC,
      })),
    };
  }

  async plan(manager: EntityManager, subject: ClientSubject): Promise<HolderPlan> {
    const orders = await manager.getRepository(Order).find({
      select: { id: true, status: true, invoiceId: true, placedAt: true, createdAt: true },
      where: { shopId: subject.shopId, clientId: subject.clientId },
    });
    const kept = orders.filter((order) => orderOnErasure(order) === 'kept');
    const underWay = orders.filter((order) => orderOnErasure(order) === 'holdsIdentity');
    const last = kept.reduce<Date | null>((latest, order) => {
      const day = order.placedAt ?? order.createdAt;
      return latest && latest > day ? latest : day;
    }, null);
    return {
      erased: [
        {
          what: { fr: 'Client des commandes non facturées', en: 'Client on orders never invoiced' },
          count: orders.length - kept.length - underWay.length,
        },
      ],
      kept: [
        {
          what: { fr: 'Commandes facturées', en: 'Invoiced orders' },
          count: kept.length,
          why: ACCOUNTING_RETENTION,
          until: keptUntil(last ? parisDateOf(last) : null),
        },
      ],
      holdsIdentity:
        underWay.length > 0
          ? [
              {
                fr: `${underWay.length} commande(s) en cours : l'identité du client est gardée jusqu'à leur facturation ou leur annulation`,
                en: `${underWay.length} order(s) under way: the client's identity is kept until they are invoiced or cancelled`,
              },
            ]
          : [],
    };
  }

  async erase(manager: EntityManager, subject: ClientSubject): Promise<void> {
    const orders = await manager.getRepository(Order).find({
      select: { id: true, status: true, invoiceId: true },
      where: { shopId: subject.shopId, clientId: subject.clientId },
    });
    const erased = orders.filter((order) => orderOnErasure(order) === 'anonymised');
    if (erased.length === 0) return;
    await manager.getRepository(Order).update(
      { id: In(erased.map((order) => order.id)) },
      {
        clientName: erasedDisplayName(subject.clientId),
        deliveryAddress: null,
        billingAddress: null,
        deliveryInstructions: null,
        buyerNotes: null,
        sellerNotes: null,
      },
    );
  }
}
