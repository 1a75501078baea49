import { contrastRatio, fontStack, headerBackground, readableInk, type ShopHeaderStyle } from '@cuvee/kernel';
import type { CSSProperties } from 'react';
import type { ShopFace } from '../api/catalogue';

const NAVY = '#08202e';

/**
 * A shop's look as CSS custom properties on its pages' root: the header from its header style,
 * the page's accent from its colour. Every ink is chosen for contrast (WCAG AA): a pale shop colour
 * never becomes pale text on white.
 */
export function shopLook(shop: ShopFace): CSSProperties {
  const style = shop.headerStyle as ShopHeaderStyle;
  const background = headerBackground(style, shop.editedShop.color);
  const ink = readableInk(background);
  const line = ink === '#ffffff' ? 'rgba(255, 255, 255, 0.3)' : 'rgba(8, 32, 46, 0.14)';
  const colour = shop.editedShop.color ?? NAVY;
  const shopInk = readableInk(colour);
  return {
    '--header-bg': background,
    '--header-ink': ink,
    '--header-line': line,
    '--header-font': fontStack(style.font),
    '--header-justify': style.logoPlacement === 'left' ? 'flex-end' : style.justifyContent,
    '--header-shadow':
      style.shadow && style.elevation > 0
        ? `0 ${Math.ceil(style.elevation / 2)}px ${style.elevation * 2}px rgba(8, 32, 46, 0.16)`
        : 'none',
    '--header-border': style.border ? `1px solid ${line}` : '0',
    '--tab-case': style.isUppercase ? 'uppercase' : 'none',
    '--tab-spacing': style.isUppercase ? '0.08em' : '0',
    '--shop-colour': colour,
    '--shop-ink': shopInk,
    // The banner's gradient goes away from its ink, so the text only gains contrast.
    '--shop-colour-2': `color-mix(in srgb, ${colour} 78%, ${shopInk === '#ffffff' ? 'black' : 'white'})`,
    // Links and accents on white: the shop's colour when it reads there, else navy.
    '--wine': contrastRatio(colour, '#ffffff') >= 4.5 ? colour : NAVY,
  } as CSSProperties;
}
