/* eslint-disable @nx/enforce-module-boundaries -- The browser tests drive the real system: they boot
   the API in-process (its composition root, the demo data of the schema package) the way
   apps/api/test does, and plant notifications through the messaging service. Only test code does this. */
import { NotificationsService, type NewNotification } from '@cuvee/messaging';
import { seedDemoData } from '@cuvee/migrations';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../../../api/src/bootstrap.js';

export const DEMO_PASSWORD = 'Cuvee2026';

/**
 * The real API on a fresh database of the engine under test, with the demo data; `env` adds to its
 * configuration (the shop's origin in CORS_ORIGINS, where 3-D Secure may send the buyer back).
 */
export async function startApi(env: Record<string, string> = {}): Promise<TestApi> {
  const api = await TestApi.start(createApp, { env });
  await seedDemoData(api.get(Database));
  return api;
}

/**
 * Calls the API as a demo account (POST /v1/auth/login, then the call with its bearer token); `headers`
 * adds to it (a buyer's X-Shop-Id).
 */
export async function asAccount(api: TestApi, email: string) {
  const login = await fetch(`${api.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login ${email}: HTTP ${login.status}`);
  const { jwt, user } = (await login.json()) as { jwt: string; user: { id: number } };
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return { userId: user.id, call };
}

/** Notifications for a user, as another context of the API would raise them. */
export async function notify(api: TestApi, notifications: NewNotification[]): Promise<void> {
  await api.get(NotificationsService).notify(notifications);
}

/** Sets the maintenance notice as an administrator does (PUT /v1/maintenances). */
export async function setMaintenance(
  api: TestApi,
  state: { banner: boolean; page: boolean; startDate?: string | null; endDate?: string | null },
): Promise<void> {
  const admin = await asAccount(api, 'admin@cuvee.demo');
  await admin.call('PUT', '/v1/maintenances', state);
}
