/**
 * The look of a button or link drawn without MUI's Button (first-chunk pages: the error pages,
 * the sign-in form; the language switcher shares the plain reset): filled primary or outlined.
 */
/** A native button's reset to the app's text, bold, with the pointer. */
export const plainButtonSx = { font: 'inherit', fontWeight: 600, cursor: 'pointer' } as const;

export const lightActionSx = (primary: boolean) => ({
  ...plainButtonSx,
  display: 'inline-flex',
  alignItems: 'center',
  px: 2.5,
  borderRadius: 1,
  border: 2,
  borderColor: 'primary.main',
  bgcolor: primary ? 'primary.main' : 'transparent',
  color: primary ? 'primary.contrastText' : 'primary.dark',
  textDecoration: 'none',
  '&:hover': { bgcolor: primary ? 'primary.dark' : 'action.hover' },
});
