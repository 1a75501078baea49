import { Injectable } from '@nestjs/common';
import { NotificationsService } from '@cuvee/messaging';
import { OnEvent, OperationFinishedEvent } from '@cuvee/platform';

/**
 * An import or an export run as a job is told, at its end, to whoever asked for it, as their
 * preferences for `job` say (the centre by default). The platform may not depend on messaging.
 */
@Injectable()
export class OperationNewsRelay {
  constructor(private readonly notifications: NotificationsService) {}

  @OnEvent(OperationFinishedEvent)
  async notifyRequester(finished: OperationFinishedEvent): Promise<void> {
    if (finished.userId === null) return;
    const content = summaryOf(finished);
    await this.notifications.notify([
      {
        userId: finished.userId,
        shopId: finished.shopId,
        type: 'job',
        content: content.slice(0, 500),
        redirectLink: finished.operation === 'import' ? '/dashboard/imports' : '/dashboard/exports',
        mail: {
          subject: content.slice(0, 200),
          paragraphs: [`${content}.`],
          button: finished.operation === 'import' ? 'Voir les imports' : 'Voir les exports',
        },
      },
    ]);
  }
}

function summaryOf(finished: OperationFinishedEvent): string {
  const file = `« ${finished.fileName} »`;
  if (finished.operation === 'export')
    return finished.status === 'completed'
      ? `Export ${file} prêt : ${finished.rows} ligne${finished.rows > 1 ? 's' : ''}`
      : `Export ${file} en échec`;
  return finished.status === 'completed'
    ? `Import ${file} terminé : ${finished.created} créé(s), ${finished.updated} mis à jour, ${finished.failed} refusé(s)`
    : `Import ${file} en échec`;
}
