/**
 * Display preferences of the accessibility widget: high contrast, text size and theme. Stored in
 * localStorage and applied before first paint by `PREFERENCES_SCRIPT` (inlined at the top of
 * <body>), so a reload shows the chosen mode at once, with no flash and no layout shift.
 */
export const STORAGE_KEYS = {
  highContrast: "tdi-high-contrast",
  fontSize: "tdi-font-size",
  theme: "vite-ui-theme",
} as const;

export const FONT_SIZE = { min: 90, max: 150, step: 10, default: 100 } as const;
export const HIGH_CONTRAST_CLASS = "high-contrast";

export type Theme = "light" | "dark" | "system";
export const THEMES: readonly Theme[] = ["light", "dark", "system"];
export const DEFAULT_THEME: Theme = "light";

export function clampFontSize(value: number): number {
  if (!Number.isFinite(value)) return FONT_SIZE.default;
  const stepped = Math.round(value / FONT_SIZE.step) * FONT_SIZE.step;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, stepped));
}

export function parseTheme(value: string | null): Theme {
  return value === "dark" || value === "system" || value === "light" ? value : DEFAULT_THEME;
}

/** A value for the script below, in single quotes (the values are plain words). */
const q = (value: string | number) => `'${value}'`;

/**
 * Kept tiny and dependency-free: it runs synchronously before the page paints. It is written out
 * in every page's HTML and again, escaped, in the page's React data, so it uses single quotes
 * (which need no escaping there) and a block of its own instead of a function wrapper.
 */
export const PREFERENCES_SCRIPT = `try{let d=document.documentElement,s=localStorage;if(s.getItem(${q(STORAGE_KEYS.highContrast)})=='true')document.body.classList.add(${q(HIGH_CONTRAST_CLASS)});let f=parseInt(s.getItem(${q(STORAGE_KEYS.fontSize)})||'',10);if(f>=${FONT_SIZE.min}&&f<=${FONT_SIZE.max}&&f!=${FONT_SIZE.default})d.style.fontSize=f+'%';let t=s.getItem(${q(STORAGE_KEYS.theme)});if(t=='dark'||t=='system'&&matchMedia('(prefers-color-scheme: dark)').matches){d.classList.add('dark');d.style.colorScheme='dark'}}catch(e){}`;
