import Box from '@mui/material/Box';
import {
  fontStack,
  headerBackground,
  readableInk,
  visibleTabs,
  type ShopHeaderStyle,
  type ShopTab,
} from '@cuvee/kernel';

/**
 * The shop header as visitors will see it, drawn from the style being edited (the shop front draws the
 * real one from the same kernel rules: background, ink, font, placement).
 */
export function HeaderPreview({
  style,
  tabs,
  shop,
  label,
}: {
  style: ShopHeaderStyle;
  tabs: ShopTab[];
  shop: { name: string; editedShop: { color: string | null; logo: string | null } };
  label: string;
}) {
  const background = headerBackground(style, shop.editedShop.color);
  const ink = readableInk(background);
  const logo = style.hideLogo ? null : (style.logo ?? shop.editedShop.logo);
  const shown = visibleTabs(tabs, 'visitor');
  const centre = style.logoPlacement === 'center';
  const brand = (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flex: 'none',
        justifySelf: centre ? 'center' : 'start',
      }}
    >
      {logo && (
        <Box
          component="img"
          src={logo}
          alt=""
          sx={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            objectFit: 'contain',
            boxShadow: style.logoShadow ? '0 1px 6px rgba(0,0,0,.35)' : 'none',
          }}
        />
      )}
      <Box component="span" sx={{ fontWeight: 700, fontSize: 17 }}>
        {shop.name}
      </Box>
    </Box>
  );
  const nav = (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        flex: 1,
        minWidth: 0,
        overflow: 'hidden',
        // 'left': the logo at the left edge, the tabs at the right one; else the chosen alignment.
        justifyContent: style.logoPlacement === 'left' ? 'flex-end' : style.justifyContent,
      }}
    >
      {shown.map((tab, index) => (
        <Box
          key={tab.id}
          component="span"
          sx={{
            whiteSpace: 'nowrap',
            fontSize: 13,
            letterSpacing: style.isUppercase ? '0.08em' : 0,
            textTransform: style.isUppercase ? 'uppercase' : 'none',
            borderBottom: style.underline && index === 0 ? '2px solid currentColor' : '2px solid transparent',
            pb: 0.25,
          }}
        >
          {tab.name}
          {tab.children.length > 0 && ' ▾'}
        </Box>
      ))}
    </Box>
  );
  return (
    <Box
      role="img"
      aria-label={label}
      data-preview="header"
      sx={{
        height: 64,
        px: 2,
        display: centre ? 'grid' : 'flex',
        gridTemplateColumns: centre ? '1fr auto 1fr' : undefined,
        alignItems: 'center',
        gap: 3,
        background,
        color: ink,
        fontFamily: fontStack(style.font),
        borderBottom: style.border
          ? `1px solid ${ink === '#ffffff' ? 'rgba(255,255,255,.35)' : 'rgba(8,32,46,.18)'}`
          : 'none',
        boxShadow:
          style.shadow && style.elevation > 0
            ? `0 ${style.elevation}px ${style.elevation * 3}px rgba(8,32,46,.18)`
            : 'none',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {centre ? (
        <>
          {nav}
          {brand}
          <span />
        </>
      ) : (
        <>
          {brand}
          {nav}
        </>
      )}
    </Box>
  );
}
