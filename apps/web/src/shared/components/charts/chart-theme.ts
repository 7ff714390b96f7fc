/**
 * Chart colours and text read from the app's Bootstrap variables at draw time (the SCSS in
 * shared/styles is their one source), so charts follow the brand without copying it. The
 * fallbacks are the same values, for tests where no stylesheet is loaded.
 */
export type TChartTheme = {
  primary: string;
  info: string;
  success: string;
  warning: string;
  danger: string;
  secondary: string;
  text: string;
  mutedText: string;
  border: string;
  fontFamily: string;
  /** Series colours in order: brand first, then distinct hues that stay apart for most eyes. */
  palette: string[];
};

const FALLBACK = {
  primary: '#4f46e5',
  info: '#0ea5e9',
  success: '#16a34a',
  warning: '#f59e0b',
  danger: '#dc2626',
  secondary: '#64748b',
  text: '#1e293b',
  mutedText: '#64748b',
  border: '#e4e7ee',
  fontFamily: 'Inter, system-ui, sans-serif',
};

// Hues between the brand's, for charts with more series than Bootstrap has theme colours.
const EXTRA_HUES = ['#db2777', '#7c3aed', '#14b8a6', '#84cc16', '#ea580c', '#0891b2'];

function cssVar(style: CSSStyleDeclaration | null, name: string, fallback: string): string {
  const value = style?.getPropertyValue(name).trim();
  return value ? value : fallback;
}

export function readChartTheme(): TChartTheme {
  const style = typeof window === 'undefined' ? null : getComputedStyle(document.documentElement);
  const theme = {
    primary: cssVar(style, '--bs-primary', FALLBACK.primary),
    info: cssVar(style, '--bs-info', FALLBACK.info),
    success: cssVar(style, '--bs-success', FALLBACK.success),
    warning: cssVar(style, '--bs-warning', FALLBACK.warning),
    danger: cssVar(style, '--bs-danger', FALLBACK.danger),
    secondary: cssVar(style, '--bs-secondary', FALLBACK.secondary),
    text: cssVar(style, '--bs-body-color', FALLBACK.text),
    mutedText: cssVar(style, '--bs-secondary-color', FALLBACK.mutedText),
    border: cssVar(style, '--bs-border-color', FALLBACK.border),
    fontFamily: cssVar(style, '--bs-body-font-family', FALLBACK.fontFamily),
  };
  return {
    ...theme,
    palette: [
      theme.primary,
      theme.info,
      theme.success,
      theme.warning,
      theme.danger,
      ...EXTRA_HUES,
      theme.secondary,
    ],
  };
}
