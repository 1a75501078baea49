import { DomainEvent, type EventOrigin } from '@cuvee/platform';

export interface DrmValidatedFields extends EventOrigin {
  month: string;
  /** Excise and social-security contribution owed for the month, cents. */
  dutiesCents: number;
}

/**
 * A month's DRM was validated: its figures are fixed and its duties known (docs/customs.md). Published
 * in the validating transaction, delivered once it commits.
 */
export class DrmValidatedEvent extends DomainEvent {
  static readonly eventName = 'customs.drm-validated';
  readonly month: string;
  readonly dutiesCents: number;

  constructor(fields: DrmValidatedFields) {
    super(fields);
    this.month = fields.month;
    this.dutiesCents = fields.dutiesCents;
  }
}
