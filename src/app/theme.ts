/**
 * The MUI themes: the workplace (primary #006FB2, spec §9), the self-service portal, and the
 * green theme of the real-property-services layout (/ntr-paslaugos, spec §2.3). All share
 * one base so typography, shapes and the keyboard focus ring stay identical.
 */
import { createTheme, type Theme } from '@mui/material/styles';

/**
 * A focus ring that shows on any background: a white inner ring and a dark outer ring.
 * MUI removes the browser outline on its controls, so we put one back for keyboard users.
 */
export const FOCUS_RING = {
  outline: '3px solid #0b0c0c',
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #ffffff',
} as const;

const FONT = '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

function appTheme(primary: string, primaryDark: string): Theme {
  return createTheme({
    palette: {
      primary: { main: primary, dark: primaryDark, contrastText: '#ffffff' },
      secondary: { main: '#4a5560' },
      background: { default: '#f4f6f8', paper: '#ffffff' },
      text: { primary: '#1b1f24', secondary: '#4a5560' },
    },
    typography: {
      fontFamily: FONT,
      h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.3 },
      h2: { fontSize: '1.35rem', fontWeight: 600, lineHeight: 1.35 },
      h3: { fontSize: '1.1rem', fontWeight: 600, lineHeight: 1.4 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 6 },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': FOCUS_RING,
          a: { color: primaryDark },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
      },
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: { root: { color: primaryDark, '&:focus-visible': FOCUS_RING } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  });
}

/** Professional workplace: the registry blue of spec §9. */
export const workplaceTheme = appTheme('#006FB2', '#00558A');
/** Self-service portal: a deeper blue, so a citizen can tell the portal from the workplace. */
export const portalTheme = appTheme('#0B4F8A', '#083B68');
/** Real-property-services layout of the portal (spec §2.3: green). */
export const ntrServicesTheme = appTheme('#2E7D32', '#1B5E20');

/** The accessibility mode's focus ring (spec §9): thicker, black on a yellow halo, on every background. */
export const ACCESSIBLE_FOCUS_RING = {
  outline: '4px solid #000000',
  outlineOffset: '2px',
  boxShadow: '0 0 0 8px #ffdd00',
} as const;

/** Marks an interactive element in the accessibility mode: a 2 px frame in its own text colour. */
const MARKED = { boxShadow: 'inset 0 0 0 2px currentColor' } as const;

/**
 * The accessibility-mode variant of a face's theme (spec §9): black text, a heavier focus
 * ring, and every interactive element marked (buttons and menu items framed, links bold and
 * underlined, input borders black). Colours on the primary background keep their white text.
 */
export function accessibleTheme(base: Theme): Theme {
  return createTheme(base, {
    palette: { text: { primary: '#000000', secondary: '#000000' }, action: { disabled: '#3a3a3a' } },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { color: '#000000' },
          ':focus-visible': ACCESSIBLE_FOCUS_RING,
          a: { color: '#000000', fontWeight: 700, textDecorationThickness: '2px' },
          'button:not(.MuiButtonBase-root)': MARKED,
        },
      },
      MuiButtonBase: { styleOverrides: { root: { ...MARKED, '&.Mui-focusVisible': ACCESSIBLE_FOCUS_RING } } },
      MuiLink: { styleOverrides: { root: { color: '#000000', fontWeight: 700, textDecorationThickness: '2px', '&:focus-visible': ACCESSIBLE_FOCUS_RING } } },
      MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: '#000000', borderWidth: 2 } } },
      MuiFormLabel: { styleOverrides: { root: { color: '#000000' } } },
    },
  });
}
