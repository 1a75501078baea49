import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  MailSender,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { CampaignMail } from '../domain/campaign-mail.js';
import type { FieldValues } from '../domain/dynamic-fields.js';
import { modelProblem, parseBlocks, sanitizeBlocks, type Block } from '../domain/email-model.js';
import { sanitizeRichText } from '@cuvee/kernel/node';
import { MarketingSettingsService, type SenderSettings } from '../settings/marketing-settings.service.js';
import type { ModelDto, ModelInputDto, ModelPreviewDto } from './dto/model.dto.js';
import { EmailModel } from './email-model.entity.js';

const MODEL_LIST: ListDefinition = {
  resource: 'email-models',
  sortable: { id: 'm.id', name: 'm.name', updatedAt: 'm.updatedAt' },
  filters: {
    id: { kind: 'equals', column: 'm.id', type: 'number' },
    kind: { kind: 'equals', column: 'm.kind', type: 'string' },
    q: { kind: 'search', columns: ['m.name', 'm.subject'] },
  },
  defaultSort: ['updatedAt', 'DESC'],
  idColumn: 'm.id',
};

/** A model of the shop, else 404. */
export async function shopModel(manager: EntityManager, shopId: number, id: number): Promise<EmailModel> {
  const model = await manager.getRepository(EmailModel).findOneBy({ id, shopId, archived: false });
  if (!model) throw new NotFoundException('error.notFound');
  return model;
}

/** Refuses a model whose content is empty, unsafe or holds a broken dynamic field (nothing saved). */
export function assertModel(model: Pick<EmailModel, 'kind' | 'subject' | 'html' | 'blocks'>): void {
  if (!model.subject.trim()) throw new BadRequestException({ message: 'marketing.noSubject' });
  const problem = modelProblem(model.kind, model.subject, model.html, model.blocks);
  if (problem) throw new BadRequestException({ message: problem.key, params: problem.params ?? {} });
}

/** The frame every campaign mail of the shop carries (footer, unsubscribe text). */
export function frameOf(settings: SenderSettings) {
  return { footer: settings.footer, unsubscribeText: settings.unsubscribeText };
}

/** The example recipient of previews and tests. */
function exampleFields(settings: SenderSettings): FieldValues {
  return {
    firstname: 'Camille',
    lastname: 'Martin',
    businessName: 'Cave Martin',
    businessReason: 'SARL Cave Martin',
    shopName: settings.shopName,
    userEmail: settings.senderEmail,
    userPhone: '',
    signature: settings.senderName,
  };
}

/** Email models (/crm/models, /models/add, /models/advanced, /models/{id}/standard|advanced). */
@Injectable()
export class ModelsService {
  constructor(
    private readonly database: Database,
    private readonly settings: MarketingSettingsService,
    private readonly mail: MailSender,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<ModelDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource.manager
      .getRepository(EmailModel)
      .createQueryBuilder('m')
      .where('m.shopId = :shopId AND m.archived = :archived', { shopId, archived: false });
    const page = await fetchPage(builder, parseListQuery(query, MODEL_LIST), MODEL_LIST);
    return { ...page, rows: page.rows.map(modelDto) };
  }

  async get(ctx: RequestContext, id: number): Promise<ModelDto> {
    const { shopId } = shopScope(ctx);
    return modelDto(await shopModel(this.database.dataSource.manager, shopId, id));
  }

  async create(ctx: RequestContext, input: ModelInputDto): Promise<ModelDto> {
    const { shopId } = shopScope(ctx);
    if (!input.name?.trim()) throw new BadRequestException({ message: ['validation.needed'] });
    const kind = input.kind ?? 'standard';
    const content = contentOf(kind, input, { subject: '', html: '', blocks: [] });
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(EmailModel);
      const model = await repository.save(
        repository.create({ shopId, name: input.name!.trim(), kind, ...content, archived: false }),
      );
      return modelDto(model);
    });
  }

  async update(ctx: RequestContext, id: number, input: ModelInputDto): Promise<ModelDto> {
    const { shopId } = shopScope(ctx);
    if (input.name !== undefined && !input.name.trim())
      throw new BadRequestException({ message: ['validation.needed'] });
    return this.database.transaction(async (manager) => {
      const model = await shopModel(manager, shopId, id);
      if (input.kind !== undefined && input.kind !== model.kind)
        throw new BadRequestException({ message: 'marketing.modelKindFixed' });
      const next = {
        ...model,
        ...contentOf(model.kind, input, model),
        ...(input.name ? { name: input.name.trim() } : {}),
      };
      await manager
        .getRepository(EmailModel)
        .update({ id }, { name: next.name, subject: next.subject, html: next.html, blocks: next.blocks });
      return modelDto(next);
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<ModelDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const model = await shopModel(manager, shopId, id);
      await manager.getRepository(EmailModel).update({ id }, { archived: true });
      return modelDto(model);
    });
  }

  /** The whole mail as a recipient would get it, an example client in the dynamic fields. */
  async preview(ctx: RequestContext, id: number): Promise<ModelPreviewDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const model = await shopModel(manager, shopId, id);
    const settings = await this.settings.forShop(manager, shopId);
    return new CampaignMail(model, frameOf(settings)).render(exampleFields(settings), '#');
  }

  /** Sends the preview to one address (the shop's own tests: no consent involved, no unsubscribe). */
  async sendTest(ctx: RequestContext, id: number, email: string): Promise<{ sent: true }> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const model = await shopModel(manager, shopId, id);
    const settings = await this.settings.forShop(manager, shopId);
    const mail = new CampaignMail(model, frameOf(settings)).render(exampleFields(settings), '#');
    await this.mail.send({
      to: email,
      from: `"${settings.senderName.replace(/"/g, '')}" <${settings.senderEmail}>`,
      subject: `[Test] ${mail.subject}`,
      html: mail.html,
      text: mail.text,
      ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
    });
    return { sent: true };
  }
}

/** The content the input sets, sanitised and checked; what it leaves out stays as it was. */
function contentOf(
  kind: EmailModel['kind'],
  input: ModelInputDto,
  current: Pick<EmailModel, 'subject' | 'html' | 'blocks'>,
): Pick<EmailModel, 'subject' | 'html' | 'blocks'> {
  let blocks: Block[] = current.blocks;
  if (input.blocks !== undefined) {
    const parsed = parseBlocks(input.blocks);
    if (!parsed) throw new BadRequestException({ message: 'marketing.badBlocks' });
    blocks = parsed;
  }
  const content = {
    subject: input.subject?.trim() ?? current.subject,
    html: kind === 'standard' ? (input.html ?? current.html) : '',
    blocks: kind === 'advanced' ? blocks : [],
  };
  // Checked on what the user wrote (a script is refused with a message), stored sanitised.
  assertModel({ kind, ...content });
  return {
    ...content,
    html: content.html ? sanitizeRichText(content.html) : '',
    blocks: sanitizeBlocks(content.blocks),
  };
}

export function modelDto(model: EmailModel): ModelDto {
  return {
    id: model.id,
    name: model.name,
    kind: model.kind,
    subject: model.subject,
    html: model.html,
    blocks: model.blocks,
    updatedAt: model.updatedAt,
  };
}
