import { lazy } from 'react';

/** The settings sections of sales (?link=delivery, ?link=promotions, ?link=matchGrids). */
export const salesSettingsSections = {
  delivery: lazy(() => import('./DeliverySection')),
  promotions: lazy(() => import('./PromotionsSection')),
  matchGrids: lazy(() => import('./MatchGridsSection')),
};
