import { BadRequestException } from '@nestjs/common';
import {
  MAX_ORIGINS,
  MAX_PRODUCTS,
  MAX_RADIUS,
  mergeTheme,
  normaliseOrigins,
  type ContentProblem,
  type IframeTheme,
  type OriginProblem,
  type ThemeProblem,
} from '../domain/iframe-rules.js';

/*
 * The domain's verdicts as the API's 400s: each problem its French message (libs/kernel
 * messages-storefront.ts), with the site or the limit it is about.
 */

const ORIGIN_MESSAGES: Record<OriginProblem, string> = {
  notUrl: 'storefront.originNotUrl',
  scheme: 'storefront.originScheme',
  path: 'storefront.originPath',
  credentials: 'storefront.originCredentials',
  wildcard: 'storefront.originWildcard',
};

const THEME_MESSAGES: Record<ThemeProblem, string> = {
  mode: 'storefront.themeMode',
  colour: 'storefront.themeColour',
  font: 'storefront.themeFont',
  radius: 'storefront.themeRadius',
  contrast: 'storefront.themeContrast',
};

const CONTENT_MESSAGES: Record<ContentProblem, string> = {
  kind: 'storefront.iframeKind',
  oneProduct: 'storefront.oneProduct',
  tooManyProducts: 'storefront.tooManyProducts',
  badFilter: 'storefront.badFilter',
};

function refuse(message: string, params: Record<string, string | number> = {}): never {
  throw new BadRequestException({ message, params });
}

/** The sites as saved, or a 400 naming the first bad one. */
export function originsOrRefuse(inputs: readonly string[]): string[] {
  const outcome = normaliseOrigins(inputs);
  if ('origins' in outcome) return outcome.origins;
  if (outcome.problem === 'tooMany')
    refuse('storefront.tooManyOrigins', { max: MAX_ORIGINS, count: outcome.count });
  refuse(ORIGIN_MESSAGES[outcome.problem], { origin: outcome.input });
}

/** The theme as saved, or a 400 naming what is wrong. */
export function themeOrRefuse(current: IframeTheme, input: object | undefined): IframeTheme {
  const outcome = mergeTheme(current, input ?? {});
  if ('theme' in outcome) return outcome.theme;
  refuse(THEME_MESSAGES[outcome.problem], outcome.problem === 'radius' ? { max: MAX_RADIUS } : {});
}

export function contentRefusal(problem: ContentProblem): never {
  refuse(CONTENT_MESSAGES[problem], problem === 'tooManyProducts' ? { max: MAX_PRODUCTS } : {});
}
