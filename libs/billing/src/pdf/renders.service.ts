import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { Shop, User, shopScope, withDefaults } from '@cuvee/iam';
import { formatMoney, isEmail, type Locale } from '@cuvee/kernel';
import {
  composeMail,
  Database,
  FileStorage,
  JOB_QUEUE,
  MailSender,
  type JobQueue,
  type RequestContext,
} from '@cuvee/platform';
import { BillingDocumentLine } from '../documents/billing-document-line.entity.js';
import { BillingDocument } from '../documents/billing-document.entity.js';
import { DocumentsService, today } from '../documents/documents.service.js';
import { sellerOf } from '../documents/parties.js';
import { DOCUMENT_LABELS, type DocumentKind } from '../domain/document-kinds.js';
import { paymentTermsOf } from '../domain/billing-settings.js';
import { fillMailTemplate } from '../domain/mail-fields.js';
import { facturxXml, FacturxError, type FacturxDirectDebit } from '../domain/facturx.js';
import { SepaDebit } from '../mandates/sepa-debit.entity.js';
import { SepaMandate } from '../mandates/sepa-mandate.entity.js';
import { BillingSettingsService, fiscalSettingsOf } from '../settings/billing-settings.service.js';
import { renderDocumentPdf, type PdfDocumentData } from './document-pdf.js';
import { DocumentRender, type RenderVariant } from './document-render.entity.js';
import { facturxOf } from './facturx-data.js';

/** What EN 16931 asks that the document lacks, as the setting to fill in. */
const FACTURX_ERRORS: Record<FacturxError['reason'], string> = {
  sellerAddress: 'billing.facturxSellerAddress',
  sellerVatNumber: 'billing.facturxSellerVatNumber',
  noLines: 'billing.facturxNoLines',
};

/** The job that draws a render (jobs/render-pdf.job.ts), and how often the queue tries it. */
export const RENDER_JOB = 'billing.render-pdf';
export const RENDER_ATTEMPTS = 3;

export interface RenderView {
  id: number;
  documentId: number;
  variant: RenderVariant;
  locale: Locale;
  status: DocumentRender['status'];
  size: number | null;
  error: string | null;
  mailTo: string[] | null;
  mailedAt: Date | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface RenderRequest {
  variant: RenderVariant;
  locale?: Locale;
  /** Mail the PDF once rendered: to these addresses, or to the client's when the list is empty. */
  mail?: { to: string[]; message?: string | null };
}

/**
 * PDFs of documents, rendered by a job (`billing.render-pdf`, run by the worker with Redis or by the
 * API's database queue), stored in the file storage, downloadable, and mailed with the shop's
 * template when asked. The job is idempotent: a render already stored is not drawn again, a mail
 * already sent is not sent again (both drivers deliver at least once).
 */
@Injectable()
export class DocumentRendersService {
  constructor(
    private readonly database: Database,
    private readonly storage: FileStorage,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly mail: MailSender,
    private readonly settings: BillingSettingsService,
    private readonly documents: DocumentsService,
  ) {}

  /** Asks for a PDF (and its mailing); answers at once, the job does the work. */
  async request(
    ctx: RequestContext,
    documentId: number,
    kinds: readonly DocumentKind[] | null,
    request: RenderRequest,
  ): Promise<RenderView> {
    const { shopId, userId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const document = await this.documents.find(manager, shopId, documentId, kinds);
    assertDrawable(document);
    const locale = request.locale ?? document.locale;
    let mailTo: string[] | null = null;
    if (request.mail) {
      if (!document.number) throw new ConflictException('billing.notNumbered');
      mailTo = request.mail.to.length ? request.mail.to : document.buyer.email ? [document.buyer.email] : [];
      if (!mailTo.length) throw new BadRequestException('billing.noRecipient');
      const wrong = mailTo.find((address) => !isEmail(address));
      if (wrong)
        throw new BadRequestException({ message: 'validation.recipientInvalid', params: { email: wrong } });
    }
    // An issued document's PDF is drawn once and kept as issued; a draft's may have changed.
    if (!mailTo && document.number) {
      const kept = await this.latest(manager, document.id, request.variant, locale);
      if (kept && kept.status !== 'error') return view(kept);
    }
    const render = await this.database.transaction((tx) =>
      tx.getRepository(DocumentRender).save(
        tx.getRepository(DocumentRender).create({
          shopId,
          documentId: document.id,
          variant: request.variant,
          locale,
          status: 'pending',
          fileKey: null,
          size: null,
          error: null,
          mailTo,
          mailMessage: request.mail?.message?.trim() || null,
          mailedAt: null,
          requestedById: userId,
          finishedAt: null,
        }),
      ),
    );
    await this.queue.add(
      RENDER_JOB,
      { renderId: render.id },
      { jobId: `billing-render-${render.id}`, attempts: RENDER_ATTEMPTS },
    );
    return view(render);
  }

  async renders(ctx: RequestContext, documentId: number): Promise<RenderView[]> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    await this.documents.find(manager, shopId, documentId);
    const rows = await manager
      .getRepository(DocumentRender)
      .find({ where: { documentId, shopId }, order: { id: 'DESC' }, take: 50 });
    return rows.map(view);
  }

  /** The latest stored PDF of the document (404 for another shop's; 409 while none is ready). */
  async download(
    ctx: RequestContext,
    documentId: number,
    variant: RenderVariant,
    locale?: Locale,
  ): Promise<{ fileName: string; content: Buffer }> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const document = await this.documents.find(manager, shopId, documentId);
    assertDrawable(document);
    const render = await this.latest(manager, document.id, variant, locale ?? document.locale, 'completed');
    const content = render?.fileKey ? await this.storage.get(render.fileKey) : null;
    if (!content) throw new ConflictException('billing.pdfNotReady');
    return { fileName: fileNameOf(document, variant), content };
  }

  /**
   * An issued document's PDF in its language, for its buyer: the one kept, else drawn in this request
   * (the job's own work, a page or two) and kept like any render, so it is drawn once.
   */
  async issuedPdf(document: BillingDocument): Promise<{ fileName: string; content: Buffer }> {
    assertDrawable(document);
    const manager = this.database.dataSource.manager;
    let render = await this.latest(manager, document.id, 'document', document.locale, 'completed');
    if (!render) {
      const asked = await this.database.transaction((tx) =>
        tx.getRepository(DocumentRender).save(
          tx.getRepository(DocumentRender).create({
            shopId: document.shopId,
            documentId: document.id,
            variant: 'document',
            locale: document.locale,
            status: 'pending',
            fileKey: null,
            size: null,
            error: null,
            mailTo: null,
            mailMessage: null,
            mailedAt: null,
            requestedById: null,
            finishedAt: null,
          }),
        ),
      );
      try {
        await this.run(asked.id);
      } catch (error) {
        await this.fail(asked.id, error);
        throw error;
      }
      render = await manager.getRepository(DocumentRender).findOneByOrFail({ id: asked.id });
    }
    const content = render.fileKey ? await this.storage.get(render.fileKey) : null;
    if (!content) throw new ConflictException('billing.pdfNotReady');
    return { fileName: fileNameOf(document, 'document'), content };
  }

  /**
   * The Factur-X XML of an issued invoice, deposit invoice or credit note (404 for another shop's, 409
   * for a draft or a quote, 400 naming the shop setting EN 16931 lacks).
   */
  async facturx(ctx: RequestContext, documentId: number): Promise<{ fileName: string; content: string }> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const document = await this.documents.find(manager, shopId, documentId);
    if (document.kind === 'quote' || !document.number)
      throw new ConflictException('billing.facturxNotIssued');
    assertDrawable(document);
    const data = await this.pdfData(manager, document, 'document', 'fr');
    try {
      return {
        fileName: `${fileNameOf(document, 'document').replace(/\.pdf$/, '')}-factur-x.xml`,
        // The PDF's data carries the XML, unless the shop lacks something: then it says what.
        content: data.facturx?.xml ?? (await this.facturxXmlOf(manager, document, data)),
      };
    } catch (error) {
      if (error instanceof FacturxError) throw new BadRequestException(FACTURX_ERRORS[error.reason]);
      throw error;
    }
  }

  /** The XML of an issued invoice kind, from its PDF's data (in French, the language of the notes). */
  private async facturxXmlOf(
    manager: EntityManager,
    document: BillingDocument,
    data: PdfDocumentData,
  ): Promise<string> {
    const { kind, number, issueDate } = document;
    if (kind === 'quote' || !number || !issueDate) throw new ConflictException('billing.facturxNotIssued');
    const { banks } = (await fiscalSettingsOf(manager, [document.shopId])).get(document.shopId)!;
    return facturxXml(facturxOf({ ...data, kind, number, issueDate }, banks));
  }

  /** The job: draw (unless stored already), store, then mail (unless mailed already). */
  async run(renderId: number): Promise<{ status: string }> {
    const repository = this.database.dataSource.getRepository(DocumentRender);
    const render = await repository.findOneBy({ id: renderId });
    if (!render) return { status: 'gone' };
    const manager = this.database.dataSource.manager;
    const document = await manager.getRepository(BillingDocument).findOneByOrFail({ id: render.documentId });
    let content =
      render.status === 'completed' && render.fileKey ? await this.storage.get(render.fileKey) : null;
    if (!content) {
      await this.database.transaction((tx) =>
        tx.getRepository(DocumentRender).update({ id: render.id }, { status: 'processing' }),
      );
      content = await renderDocumentPdf(await this.pdfData(manager, document, render.variant, render.locale));
      const key = `billing/${document.shopId}/${document.id}-${render.variant}-${render.locale}-${render.id}.pdf`;
      await this.storage.put(key, content);
      await this.database.transaction((tx) =>
        tx
          .getRepository(DocumentRender)
          .update(
            { id: render.id },
            { status: 'completed', fileKey: key, size: content!.length, error: null, finishedAt: new Date() },
          ),
      );
    }
    if (render.mailTo && !render.mailedAt) {
      await this.send(manager, document, render, content);
      const now = new Date();
      await this.database.transaction(async (tx) => {
        await tx.getRepository(DocumentRender).update({ id: render.id }, { mailedAt: now });
        await tx.getRepository(BillingDocument).update({ id: document.id }, { sentAt: now });
      });
    }
    return { status: 'completed' };
  }

  /** What the PDF shows: the frozen document once issued, the live seller and terms for a draft. */
  async pdfData(
    manager: EntityManager,
    document: BillingDocument,
    variant: RenderVariant,
    locale: Locale,
  ): Promise<PdfDocumentData> {
    const billing = await this.settings.billingOf(document.shopId, manager);
    const shop = withDefaults(await manager.getRepository(Shop).findOneByOrFail({ id: document.shopId }));
    const lines = await manager
      .getRepository(BillingDocumentLine)
      .find({ where: { documentId: document.id }, order: { position: 'ASC' } });
    const data: PdfDocumentData = {
      kind: document.kind,
      variant,
      locale,
      number: document.number,
      issueDate: document.issueDate ?? (variant === 'deliveryNote' ? today() : null),
      dueDate: document.dueDate,
      validUntil: document.validUntil,
      seller: document.seller ?? (await sellerOf(manager, document.shopId, billing)),
      buyer: document.buyer,
      terms: document.terms ?? paymentTermsOf(billing, document.kind, document.paymentDelay),
      references: document.references,
      correctedNumber: document.correctedNumber,
      notes: document.notes,
      lines,
      deductions: document.deductions,
      totals: document,
      footer: billing.footer,
      colour: billing.documents.colour ?? shop.editedShop?.color ?? null,
      logo: billing.documents.logo === 'none' ? null : await this.logoOf(shop),
      directDebit: await directDebitOf(manager, document, billing.sepa.creditorId),
    };
    return { ...data, facturx: await this.embeddedFacturx(manager, document, variant, data) };
  }

  /**
   * What an issued invoice, deposit invoice or credit note's PDF carries (Factur-X); nothing for a
   * quote, a draft, a delivery note, or a shop that lacks what EN 16931 asks (the XML route names it).
   */
  private async embeddedFacturx(
    manager: EntityManager,
    document: BillingDocument,
    variant: RenderVariant,
    data: PdfDocumentData,
  ): Promise<PdfDocumentData['facturx']> {
    if (variant !== 'document' || document.kind === 'quote' || !document.number) return null;
    try {
      return {
        xml: await this.facturxXmlOf(manager, document, data),
        documentType: document.kind === 'creditNote' ? 'CREDIT_NOTE' : 'INVOICE',
      };
    } catch (error) {
      if (error instanceof FacturxError) return null;
      throw error;
    }
  }

  /** The shop's logo when it is one of its own uploaded pictures (webp), as PNG for the PDF. */
  private async logoOf(shop: Shop): Promise<Buffer | null> {
    const match = /^\/v1\/visuals\/(\d+)\/([A-Za-z0-9_.-]+)$/.exec(shop.editedShop?.logo ?? '');
    if (!match || Number(match[1]) !== shop.id) return null;
    const bytes = await this.storage.get(`catalogue/${shop.id}/${match[2]}`);
    if (!bytes) return null;
    try {
      return await sharp(bytes).png().toBuffer();
    } catch {
      return null;
    }
  }

  private async send(
    manager: EntityManager,
    document: BillingDocument,
    render: DocumentRender,
    pdf: Buffer,
  ): Promise<void> {
    const billing = await this.settings.billingOf(document.shopId, manager);
    const shop = await manager.getRepository(Shop).findOneByOrFail({ id: document.shopId });
    const user = render.requestedById
      ? await manager.getRepository(User).findOneBy({ id: render.requestedById })
      : null;
    const locale = render.locale;
    const label =
      render.variant === 'deliveryNote'
        ? { fr: 'Bon de livraison', en: 'Delivery note' }[locale]
        : DOCUMENT_LABELS[document.kind][locale];
    const filled = fillMailTemplate(billing.mails.document[locale], {
      clientFirstname: document.buyer.firstname,
      clientLastname: document.buyer.lastname ?? (document.buyer.firstname ? null : document.buyer.name),
      shopName: shop.name,
      clientBusinessName: document.buyer.businessName,
      clientBusinessReason: document.buyer.businessReason,
      userEmail: user?.email ?? null,
      userPhone: user?.phone ?? null,
      documentNumber: document.number,
      documentLabel: label,
      documentLabelLower: label.toLowerCase(),
      amountTtc: formatMoney(document.kind === 'creditNote' ? document.totalTtc : document.netToPay, locale),
      signature: billing.signature ?? shop.name,
    });
    const body = render.mailMessage ?? filled.body;
    const [greeting, ...paragraphs] = body.split(/\n{2,}/);
    const mail = composeMail({ subject: filled.subject, greeting: greeting ?? '', paragraphs });
    await this.mail.send({
      to: render.mailTo!,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: shop.contactEmail ?? undefined,
      attachments: [
        { filename: fileNameOf(document, render.variant), content: pdf, contentType: 'application/pdf' },
      ],
    });
  }

  private async latest(
    manager: EntityManager,
    documentId: number,
    variant: RenderVariant,
    locale: Locale,
    status?: DocumentRender['status'],
  ): Promise<DocumentRender | null> {
    return manager.getRepository(DocumentRender).findOne({
      where: { documentId, variant, locale, ...(status ? { status } : {}) },
      order: { id: 'DESC' },
    });
  }

  async fail(renderId: number, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 255);
    await this.database.transaction((tx) =>
      tx
        .getRepository(DocumentRender)
        .update({ id: renderId }, { status: 'error', error: message, finishedAt: new Date() }),
    );
  }
}

function fileNameOf(document: BillingDocument, variant: RenderVariant): string {
  const name = document.number ?? `brouillon-${document.id}`;
  return `${variant === 'deliveryNote' ? 'BL-' : ''}${name}.pdf`;
}

function view(render: DocumentRender): RenderView {
  return {
    id: render.id,
    documentId: render.documentId,
    variant: render.variant,
    locale: render.locale,
    status: render.status,
    size: render.size,
    error: render.error,
    mailTo: render.mailTo,
    mailedAt: render.mailedAt,
    createdAt: render.createdAt,
    finishedAt: render.finishedAt,
  };
}

/** An imported document's original is in the former software: Cuvée draws neither PDF nor Factur-X of it (ADR 0069). */
function assertDrawable(document: BillingDocument): void {
  if (document.importId !== null)
    throw new ConflictException({
      message: 'billing.importedNoPdf',
      params: { number: document.number ?? '' },
    });
}

/** The mandate an issued invoice is collected with (its debit was scheduled at issue, ADR 0076). */
async function directDebitOf(
  manager: EntityManager,
  document: BillingDocument,
  creditorId: string | null,
): Promise<FacturxDirectDebit | null> {
  if (document.kind !== 'invoice' || !document.number || !creditorId) return null;
  const debit = await manager.getRepository(SepaDebit).findOneBy({ invoiceId: document.id });
  if (!debit) return null;
  const mandate = await manager.getRepository(SepaMandate).findOneByOrFail({ id: debit.mandateId });
  return { mandateReference: mandate.reference, creditorId, debitedIban: mandate.iban };
}
