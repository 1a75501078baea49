// The back office, served on 5173; what it shares with the shop front (API proxy, sources of the
// workspace libraries, theme colour) is the preset in libs/ui/src/vite-preset.ts.
import { frontConfig } from '@cuvee/ui/vite';

export default frontConfig({ port: 5173 });
