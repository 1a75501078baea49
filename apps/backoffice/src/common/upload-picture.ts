import { dataUrlOf } from '@cuvee/ui';
import { api } from '../services';

/** The two picture stores: products' (and the shop's banner's) and events' keep and serve them alike. */
export type PictureUploadPath = '/v1/visuals' | '/v1/reservation-events/photos';

/**
 * Sends one picture file to a picture store (as a base64 data URL in JSON, as the API takes it); the
 * answer gives its key and public address, or nothing when the API refused it (its message is already
 * shown).
 */
export async function uploadPicture(path: PictureUploadPath, file: File) {
  const { data: visual } = await api.POST(path, { body: { data: await dataUrlOf(file) } });
  return visual;
}
