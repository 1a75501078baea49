import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { resolveGs1 } from '../api/catalogue';

/** /gs1/01/{ean}[/10/{lot}|/22/{vintage}[/10/{lot}]]: the QR code on a bottle opens its product page. */
export async function loader({ params }: LoaderFunctionArgs): Promise<Response> {
  return redirect(await resolveGs1(params.ean!, params['*'] ?? ''));
}
