import { Injectable } from '@nestjs/common';

/** The objects a conversation may be about, beside `free`. */
export type TopicType = 'order' | 'booking' | 'quote';

export interface TopicQuery {
  shopId: number;
  /** The buyer it must belong to; null on the shop's side writing to support (any client of the shop). */
  buyerUserId: number | null;
  id: number;
}

/** How the object reads in a conversation ("Commande CO-2026-0012"), or null when it is not theirs. */
export type TopicReader = (query: TopicQuery) => Promise<string | null>;

/**
 * How messaging checks what a conversation is about. Orders, bookings and quotes belong to contexts
 * messaging may not use (eslint CONTEXT_DEPENDENCIES): the application registers one reader per type
 * (libs/relays). A type without a reader finds nothing, so such a conversation cannot be opened.
 */
@Injectable()
export class ConversationTopics {
  private readonly readers = new Map<TopicType, TopicReader>();

  register(type: TopicType, reader: TopicReader): void {
    this.readers.set(type, reader);
  }

  async labelOf(type: TopicType, query: TopicQuery): Promise<string | null> {
    const reader = this.readers.get(type);
    return reader ? reader(query) : null;
  }
}
