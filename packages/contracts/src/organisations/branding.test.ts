import { describe, expect, it } from 'vitest';
import { brandColourSummary, brandTheme, logoFileProblem, LOGO_MAX_BYTES } from './branding';
import { contrastRatio, formatRatio, mixColours, relativeLuminance } from './colour-contrast';

describe('contrast (WCAG 2.x)', () => {
  it('matches the definition at the extremes and on known pairs', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 on white is the well-known lightest grey passing AA; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('mixes colours and reads ratios without rounding a failure up', () => {
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColours('#1b5e57', '#000000', 0)).toBe('#1b5e57');
    expect(formatRatio(4.4999)).toBe('4.4:1');
    expect(formatRatio(2.03)).toBe('2.0:1');
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => relativeLuminance('red')).toThrow();
  });
});

describe('brandTheme: colours apply only where the text on them passes AA', () => {
  it("applies a dark primary with its shades, and Kaizen's own colours pass too", () => {
    const theme = brandTheme({ primary: '#1b5e57', header_background: null });
    expect(theme.verdicts[0]?.applied).toBe(true);
    expect(theme.properties['--color-primary']).toBe('#1b5e57');
    expect(theme.properties['--color-primary-hover']).toBe(mixColours('#1b5e57', '#000000', 0.2));
    expect(Object.keys(theme.properties)).toHaveLength(4);
  });

  it('falls back for a primary too light for white button text, and says why', () => {
    const theme = brandTheme({ primary: '#f2b45a', header_background: null });
    const [verdict] = theme.verdicts;
    if (!verdict) throw new Error('no verdict');
    expect(verdict.applied).toBe(false);
    expect(theme.properties).toEqual({});
    expect(brandColourSummary(verdict)).toMatch(/white text on buttons would have 1\.\d:1/);
  });

  it('a mid colour that passes on white but not on the page background is refused', () => {
    // #767676: 4.54:1 on white, 4.2:1 on Kaizen's #f6f5f0 background.
    expect(brandTheme({ primary: '#767676', header_background: null }).properties).toEqual({});
  });

  it('applies a light header colour and refuses a dark one (dark text sits on it)', () => {
    const light = brandTheme({ primary: null, header_background: '#fff4e0' });
    expect(light.properties).toEqual({ '--header-background': '#fff4e0' });
    const dark = brandTheme({ primary: null, header_background: '#123456' });
    expect(dark.properties).toEqual({});
    const [verdict] = dark.verdicts;
    expect(verdict && brandColourSummary(verdict)).toContain('header text');
  });

  it("checks the header against the brand's word-mark colour when the primary applies", () => {
    // A header tinted like a dark brand colour's strong shade fails against that shade.
    const theme = brandTheme({ primary: '#5a2ca0', header_background: '#8f8f8f' });
    expect(theme.verdicts.map((verdict) => verdict.applied)).toEqual([true, false]);
  });

  it('no colours: nothing to apply', () => {
    expect(brandTheme({ primary: null, header_background: null })).toEqual({
      properties: {},
      verdicts: [],
    });
  });
});

describe('logoFileProblem', () => {
  const file = (type: string, size = 1000, name = 'logo.png') => ({ type, size, name });
  it('accepts PNG, JPEG and WebP within the limit', () => {
    expect(logoFileProblem(file('image/png'))).toBeNull();
    expect(logoFileProblem(file('image/jpeg', LOGO_MAX_BYTES, 'a.jpg'))).toBeNull();
    expect(logoFileProblem(file('image/webp'))).toBeNull();
  });
  it('refuses SVG (by type or name), other types, empty and too large files', () => {
    expect(logoFileProblem(file('image/svg+xml', 10, 'a.svg'))).toMatch(/SVG/);
    expect(logoFileProblem(file('', 10, 'a.svg'))).toMatch(/SVG/);
    expect(logoFileProblem(file('image/gif'))).toMatch(/PNG, JPEG or WebP/);
    expect(logoFileProblem(file('image/png', 0))).toMatch(/empty/);
    expect(logoFileProblem(file('image/png', LOGO_MAX_BYTES + 1))).toMatch(/at most 200 KB/);
  });
});
