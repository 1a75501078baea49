import Box from '@mui/material/Box';
import { Logo } from '@cuvee/ui';
import { useState } from 'react';

/**
 * A shop's logo at a given height, or Cuvée's when the shop has none or its image does not load. The
 * height is set, not only bounded: an SVG without its own size (a data URL with a viewBox only) would
 * otherwise be drawn 0×0 and leave a blank band.
 */
export function ShopLogo({
  src,
  alt,
  height,
  maxWidth,
}: {
  src: string | null | undefined;
  alt: string;
  height: number;
  maxWidth: number;
}) {
  // The address that failed, so that a new logo is tried again.
  const [broken, setBroken] = useState<string | null>(null);
  if (!src?.trim() || broken === src) return <Logo />;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setBroken(src)}
      sx={{ height, width: 'auto', maxWidth, objectFit: 'contain', display: 'block' }}
      data-shop-logo
    />
  );
}
