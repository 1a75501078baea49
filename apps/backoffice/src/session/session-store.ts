import type { ApiClient, Schemas } from '@cuvee/api-client';
import { isShopRole, type GuardUser, type ShopAccess } from '@cuvee/kernel';
import { readTokens, writeTokens } from '@cuvee/ui';

export type User = Schemas['UserView'];
export type Shop = Schemas['ShopDto'];
export type Membership = Schemas['MembershipView'];
export type MasterAccount = Schemas['MasterAccountView'];

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous'; reason?: 'expired' | 'forbidden' | 'logout' }
  | {
      status: 'authenticated';
      user: User;
      /** The shop of an owner or collaborator (GET /v1/shops/me), loaded after login. */
      shop: Shop | null;
      /** "Changer de compte": the accounts of the master account, as the login answered. */
      masterAccount: MasterAccount | null;
      /** The membership the user works in: the first shop, or the one an agent or buyer picked. */
      membership: Membership | null;
    };

export type Authenticated = Extract<SessionState, { status: 'authenticated' }>;

export type LoginOutcome = { ok: true; user: User } | { ok: false; status: number; message: string };

const MASTER_KEY = 'cuvee.masterAccount';
const SHOP_KEY = 'cuvee.actingShopId';

function readMaster(): MasterAccount | null {
  try {
    return JSON.parse(localStorage.getItem(MASTER_KEY) ?? 'null') as MasterAccount | null;
  } catch {
    return null;
  }
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return Array.isArray(message) ? message.join('\n') : typeof message === 'string' ? message : '';
}

/**
 * Who is logged in, outside React so that the HTTP layer, react-admin's auth provider and the screens
 * share one truth. Components read it with useSession().
 */
export class SessionStore {
  private state: SessionState = { status: 'loading' };
  private readonly listeners = new Set<() => void>();
  private api: ApiClient | null = null;

  connect(api: ApiClient): void {
    this.api = api;
  }

  private get client(): ApiClient {
    if (!this.api) throw new Error('SessionStore: connect() an API client first');
    return this.api;
  }

  snapshot = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(state: SessionState): void {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }

  /** At start: the stored tokens, if any, give the user back (refreshed by the HTTP layer if needed). */
  async restore(): Promise<void> {
    if (!readTokens()) return this.set({ status: 'anonymous' });
    await this.load(readMaster());
  }

  /** POST /v1/auth/login; the reply's message is for the form to show (editing clears it). */
  async login(identifier: string, password: string): Promise<LoginOutcome> {
    const { data, error, response } = await this.client.POST('/v1/auth/login', {
      body: { username: identifier, password },
    });
    if (!data) return { ok: false, status: response.status, message: messageOf(error) };
    writeTokens({ jwt: data.jwt, refreshToken: data.refreshToken });
    localStorage.setItem(MASTER_KEY, JSON.stringify(data.masterAccount));
    localStorage.removeItem(SHOP_KEY);
    await this.load(data.masterAccount);
    return { ok: true, user: data.user };
  }

  /** "Changer de compte": the current session ends, the chosen account's begins. */
  async switchAccount(accountId: number): Promise<boolean> {
    const { data } = await this.client.POST('/v1/auth/switch-account', { body: { accountId } });
    if (!data) return false;
    writeTokens({ jwt: data.jwt, refreshToken: data.refreshToken });
    localStorage.setItem(MASTER_KEY, JSON.stringify(data.masterAccount));
    localStorage.removeItem(SHOP_KEY);
    await this.load(data.masterAccount);
    return true;
  }

  /** Logout: the server ends the session (best effort), the tokens are forgotten either way. */
  async logout(): Promise<void> {
    const tokens = readTokens();
    this.end('logout');
    if (tokens) {
      await this.client
        .POST('/v1/auth/logout', {
          body: { refreshToken: tokens.refreshToken },
          headers: { Authorization: `Bearer ${tokens.jwt}` },
        })
        .catch(() => undefined);
    }
  }

  /** The session is over without asking the server (refused refresh, a 403, a logout). */
  end(reason: 'expired' | 'forbidden' | 'logout'): void {
    writeTokens(null);
    localStorage.removeItem(MASTER_KEY);
    if (this.state.status !== 'anonymous') this.set({ status: 'anonymous', reason });
  }

  /** Reads the user (and the shop of owners and collaborators) again, after a change. */
  async reload(): Promise<void> {
    const current = this.state;
    await this.load(current.status === 'authenticated' ? current.masterAccount : readMaster());
  }

  /** An agent or buyer picks the shop they act in (sent as X-Shop-Id). */
  async actIn(shopId: number): Promise<void> {
    localStorage.setItem(SHOP_KEY, String(shopId));
    await this.reload();
  }

  /** After PUT /v1/shops/me: the saved shop replaces the one in memory (integrations, name…). */
  setShop(shop: Shop): void {
    if (this.state.status === 'authenticated') this.set({ ...this.state, shop });
  }

  /** The X-Shop-Id header: agents and buyers name the shop they act in (ADR 0008). */
  actingShopId = (): number | null => {
    const state = this.state;
    if (state.status !== 'authenticated' || isShopRole(state.user.role)) return null;
    return state.membership?.id ?? null;
  };

  private async load(masterAccount: MasterAccount | null): Promise<void> {
    const { data: user } = await this.client.GET('/v1/users/me');
    if (!user) {
      // Refused (expired, blocked): the HTTP layer ended the session; anything else is the same for the user.
      if (this.state.status !== 'anonymous') this.end('expired');
      return;
    }
    let shop: Shop | null = null;
    if (isShopRole(user.role)) shop = (await this.client.GET('/v1/shops/me')).data ?? null;
    const picked = Number(localStorage.getItem(SHOP_KEY));
    const membership =
      user.shops.find((item) => item.id === (shop?.id ?? picked)) ??
      user.shops.find((item) => !item.blocked) ??
      user.shops[0] ??
      null;
    this.set({ status: 'authenticated', user, shop, masterAccount, membership });
  }
}

/** What the kernel's route guard and menus need to know about the session's user. */
export function guardUserOf(state: SessionState): GuardUser | null {
  if (state.status !== 'authenticated') return null;
  const { user, shop, membership } = state;
  const access: ShopAccess | null = membership
    ? { role: membership.role, blocked: membership.blocked, authorizations: membership.authorizations }
    : null;
  return {
    role: user.role,
    shopId: shop?.id ?? membership?.id ?? null,
    shopUrl: shop?.urlShop ?? membership?.urlShop ?? null,
    access,
    integrations: shop?.integrations ?? null,
  };
}
