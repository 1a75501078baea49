import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { Database } from '../database/database.js';
import { Download } from './download.entity.js';

export interface DownloadOffer {
  id: number;
  name: string;
  url: string;
}

/** Documents waiting for their user: jobs offer them, the user's next poll takes them (once). */
@Injectable()
export class DownloadsService {
  constructor(private readonly database: Database) {}

  async offer(userId: number, name: string, url: string): Promise<DownloadOffer> {
    const saved = await this.database.transaction((manager) =>
      manager.getRepository(Download).save({ userId, name, url, handedOutAt: null }),
    );
    return { id: saved.id, name: saved.name, url: saved.url };
  }

  /**
   * The user's pending documents, marked handed out in the same transaction so two tabs polling at
   * once never both open the same file: only the tab whose update touched the row gets it.
   */
  async takePending(userId: number): Promise<DownloadOffer[]> {
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(Download);
      const pending = await repository.find({
        where: { userId, handedOutAt: IsNull() },
        order: { id: 'ASC' },
        take: 20,
      });
      const taken: DownloadOffer[] = [];
      const now = new Date();
      for (const row of pending) {
        const result = await repository.update({ id: row.id, handedOutAt: IsNull() }, { handedOutAt: now });
        if (result.affected) taken.push({ id: row.id, name: row.name, url: row.url });
      }
      return taken;
    });
  }
}
