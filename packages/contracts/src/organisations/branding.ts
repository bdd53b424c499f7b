import { z } from '../zod';
import {
  AA_TEXT_CONTRAST,
  HEX_COLOUR_PATTERN,
  contrastRatio,
  formatRatio,
  mixColours,
} from './colour-contrast';

// Organisation branding (issue 10; SPEC §3 company_profile): on an organisation's subdomain the
// header shows its name and logo, and its colours replace Kaizen's only where the text that sits
// on them keeps WCAG AA contrast (4.5:1). A colour that fails is kept (the administrator sees why)
// but never applied: members then see Kaizen's colours, which pass.

/** Kaizen's own colours that brand colours are checked against (styles/tokens.css). */
export const KAIZEN_COLOURS = {
  text: '#1c2a2d',
  textMuted: '#525d61',
  background: '#f6f5f0',
  surface: '#ffffff',
  onPrimary: '#ffffff',
  primaryStrong: '#0f3b37',
} as const;

export const INVALID_COLOUR_MESSAGE = 'Enter a colour as # and six hex digits, e.g. #1b5e57.';

const colourSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HEX_COLOUR_PATTERN, INVALID_COLOUR_MESSAGE)
  .nullable();

/** The colours an administrator sets; null keeps Kaizen's. */
export const brandColoursSchema = z.object({
  /** Buttons (white text on it), links and highlights (it is the text on light surfaces). */
  primary: colourSchema,
  /** The header's background (Kaizen's dark text and the logo sit on it). */
  header_background: colourSchema,
});
export type BrandColours = z.infer<typeof brandColoursSchema>;
export type BrandColourName = keyof BrandColours;

export interface ContrastCheck {
  /** What sits on (or under) the colour, as an administrator reads it. */
  with: string;
  ratio: number;
  passes: boolean;
}

export interface BrandColourVerdict {
  name: BrandColourName;
  colour: string;
  applied: boolean;
  checks: ContrastCheck[];
}

const check = (label: string, colour: string, other: string): ContrastCheck => {
  const ratio = contrastRatio(colour, other);
  return { with: label, ratio, passes: ratio >= AA_TEXT_CONTRAST };
};

/** Shades of a primary colour the way Kaizen's stylesheet uses them. */
const primaryShades = (primary: string) => ({
  hover: mixColours(primary, '#000000', 0.2),
  strong: mixColours(primary, '#000000', 0.4),
  soft: mixColours(primary, KAIZEN_COLOURS.surface, 0.88),
});

function primaryChecks(primary: string): ContrastCheck[] {
  const { soft } = primaryShades(primary);
  return [
    check('white text on buttons', primary, KAIZEN_COLOURS.onPrimary),
    check('links on the page background', primary, KAIZEN_COLOURS.background),
    check('highlighted text on its pale tint', primary, soft),
  ];
}

function headerChecks(background: string, primaryStrong: string): ContrastCheck[] {
  return [
    check('header text', background, KAIZEN_COLOURS.text),
    check('secondary header text', background, KAIZEN_COLOURS.textMuted),
    check('the Kaizen word mark', background, primaryStrong),
  ];
}

export interface BrandTheme {
  /** CSS custom properties to set on the document: only colours that passed. */
  properties: Record<string, string>;
  verdicts: BrandColourVerdict[];
}

/**
 * Which brand colours apply, and as which CSS custom properties. The header's colour is checked
 * against the word mark's colour in force: the brand's when its primary applies, else Kaizen's.
 */
export function brandTheme(colours: BrandColours): BrandTheme {
  const properties: Record<string, string> = {};
  const verdicts: BrandColourVerdict[] = [];
  let primaryStrong: string = KAIZEN_COLOURS.primaryStrong;
  if (colours.primary) {
    const checks = primaryChecks(colours.primary);
    const applied = checks.every((result) => result.passes);
    verdicts.push({ name: 'primary', colour: colours.primary, applied, checks });
    if (applied) {
      const shades = primaryShades(colours.primary);
      primaryStrong = shades.strong;
      Object.assign(properties, {
        '--color-primary': colours.primary,
        '--color-primary-hover': shades.hover,
        '--color-primary-strong': shades.strong,
        '--color-primary-soft': shades.soft,
      });
    }
  }
  if (colours.header_background) {
    const checks = headerChecks(colours.header_background, primaryStrong);
    const applied = checks.every((result) => result.passes);
    verdicts.push({
      name: 'header_background',
      colour: colours.header_background,
      applied,
      checks,
    });
    if (applied) properties['--header-background'] = colours.header_background;
  }
  return { properties, verdicts };
}

/** The console's sentence for a verdict: what members see and, when refused, the first reason. */
export function brandColourSummary(verdict: BrandColourVerdict): string {
  if (verdict.applied) return `Used: every text on it has at least ${AA_TEXT_CONTRAST}:1 contrast.`;
  const failed = verdict.checks.find((result) => !result.passes);
  return failed
    ? `Not used (members see Kaizen's colour): ${failed.with} would have ${formatRatio(failed.ratio)} contrast, below ${AA_TEXT_CONTRAST}:1.`
    : "Not used (members see Kaizen's colour).";
}

// Logos: raster images only. An SVG is a document that can carry scripts and external
// references; rather than sanitise one, Kaizen refuses it (organisations export PNG easily).

export const LOGO_MAX_BYTES = 200_000;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';
export const LOGO_TYPE_MESSAGE = 'Upload the logo as a PNG, JPEG or WebP image.';
export const LOGO_SVG_MESSAGE =
  'SVG logos are not accepted (an SVG can carry scripts). Export the logo as a PNG and upload that.';
export const LOGO_TOO_LARGE_MESSAGE = `The logo must be at most ${LOGO_MAX_BYTES / 1000} KB.`;
export const LOGO_EMPTY_MESSAGE = 'The chosen file is empty.';
export const LOGO_MISMATCH_MESSAGE = 'This file is not the image its type says it is.';

const isLogoType = (type: string): type is LogoType =>
  (LOGO_TYPES as readonly string[]).includes(type);

/** What the web checks before sending a file (the API checks the bytes again): null when fine. */
export function logoFileProblem(file: { type: string; size: number; name: string }): string | null {
  const type = file.type.toLowerCase();
  if (type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg')) return LOGO_SVG_MESSAGE;
  if (!isLogoType(type)) return LOGO_TYPE_MESSAGE;
  if (file.size === 0) return LOGO_EMPTY_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE_MESSAGE;
  return null;
}

/** GET /api/organisation_branding: the branding of the address's organisation, or null. */
export const organisationBrandingSchema = z.object({
  name: z.string(),
  short_code: z.string(),
  /** Changes with the logo (a version in the query), so the browser may keep it long. */
  logo_url: z.string().nullable(),
  colours: brandColoursSchema,
});
export type OrganisationBranding = z.infer<typeof organisationBrandingSchema>;
export const organisationBrandingResponseSchema = z.object({
  data: organisationBrandingSchema.nullable(),
});
export const logoParamsSchema = z.object({ uuid: z.uuid() });
/** `v`: the start of the logo's SHA-256, which lets the browser keep that version long. */
export const logoQuerySchema = z.object({ v: z.string().max(64).optional() });
