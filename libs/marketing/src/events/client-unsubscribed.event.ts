import { DomainEvent, type EventOrigin } from '@cuvee/platform';

export interface ClientUnsubscribedFields extends EventOrigin {
  clientId: number;
  /** The campaign whose mail carried the link. */
  campaignId: number;
}

/**
 * A client withdrew marketing consent from a campaign mail's link (one-click or the page). The consent
 * is already off in the CRM when it is told; a context keeping its own audience listens to it.
 */
export class ClientUnsubscribedEvent extends DomainEvent {
  static readonly eventName = 'marketing.client-unsubscribed';
  readonly clientId: number;
  readonly campaignId: number;

  constructor(fields: ClientUnsubscribedFields) {
    super(fields);
    this.clientId = fields.clientId;
    this.campaignId = fields.campaignId;
  }
}
