import { api, refused } from './client';

/*
 * The buyer's own account and its personal data (docs/operations/personal-data.md): everything held
 * about it as one JSON file, and its erasure confirmed by the password.
 */

/** GET /v1/users/me/personal-data, as a file the browser saves. */
export async function personalDataFile(): Promise<Blob> {
  const { data, error, response } = await api.GET('/v1/users/me/personal-data');
  if (!data) refused(error, response);
  return new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
}

/** POST /v1/users/me/erasure; answers the API's confirmation, in the page's language. */
export async function eraseAccount(password: string): Promise<string> {
  const { data, error, response } = await api.POST('/v1/users/me/erasure', { body: { password } });
  if (!data) refused(error, response);
  return data.message;
}
