// The shop front, served on 5174 (the back office has 5173); the Vite preset both use is in libs/ui.
import { frontConfig } from '@cuvee/ui/vite';

export default frontConfig({ port: 5174, fewFirstPageFiles: true });
