// WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) of #rrggbb colours: what
// decides whether an organisation's colours may replace Kaizen's (branding.ts).

/** `#rrggbb`, lower case: the only colour form organisations store. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-f]{6}$/;

/** WCAG AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  if (!HEX_COLOUR_PATTERN.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as unknown as Rgb;
}

const hexOf = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance of an sRGB colour (WCAG definition). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (lighter + 0.05) / (darker + 0.05), from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `colour` mixed with `other`: weight 0 is `colour`, 1 is `other` (straight sRGB average). */
export function mixColours(colour: string, other: string, weight: number): string {
  const from = rgbOf(colour);
  const to = rgbOf(other);
  return hexOf(
    from.map((channel, index) => channel + ((to[index] ?? 0) - channel) * weight) as unknown as Rgb,
  );
}

/** A ratio as people read it: 4.48 → "4.4:1" (rounded down, so a failing ratio never reads 4.5). */
export const formatRatio = (ratio: number): string =>
  `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
