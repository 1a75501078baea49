import { Module } from '@nestjs/common';
import { StorefrontModule } from '@cuvee/storefront';
import { IframeTargetsRelay } from './iframe-targets.relay.js';

/** The storefront's iframes and what they point at: the catalogue's products, the wine-tourism events. */
@Module({
  imports: [StorefrontModule],
  providers: [IframeTargetsRelay],
})
export class IframesWiringModule {}
