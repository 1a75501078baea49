import { compileTemplate, type CompiledTemplate, type FieldValues } from './dynamic-fields.js';
import { mailDocument, modelBody, type Block, type MailFrame, type ModelKind } from './email-model.js';
import { plainText } from '@cuvee/kernel/node';

export interface ModelContent {
  kind: ModelKind;
  subject: string;
  html: string;
  blocks: Block[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A model compiled once for a whole campaign (sanitising, layout and the plain-text part are paid
 * here), then filled per recipient with their fields and unsubscribe link: string joins only.
 */
export class CampaignMail {
  private readonly subject: CompiledTemplate;
  private readonly html: CompiledTemplate;
  private readonly text: CompiledTemplate;

  constructor(model: ModelContent, frame: Omit<MailFrame, 'subject'>) {
    const body = modelBody(model.kind, model.html, model.blocks);
    this.subject = compileTemplate(model.subject, 'text');
    this.html = compileTemplate(mailDocument(body, { ...frame, subject: model.subject }), 'html');
    this.text = compileTemplate(
      [plainText(body), '', '--', frame.footer, `${frame.unsubscribeText} : {{unsubscribeUrl}}`].join('\n'),
      'text',
    );
  }

  render(fields: FieldValues, unsubscribeUrl: string): RenderedMail {
    const values = { ...fields, unsubscribeUrl };
    // A subject is one line: a field holding a line break must not add headers.
    return {
      subject: this.subject
        .fill(values)
        .replace(/[\r\n]+/g, ' ')
        .trim(),
      html: this.html.fill(values),
      text: this.text.fill(values),
    };
  }
}
