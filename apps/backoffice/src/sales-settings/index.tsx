import { lazy } from 'react';

/** The settings sections of sales (?link=delivery, ?link=promotions). */
export const salesSettingsSections = {
  delivery: lazy(() => import('./DeliverySection')),
  promotions: lazy(() => import('./PromotionsSection')),
};
