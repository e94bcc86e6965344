/**
 * The look of a button or link drawn without MUI's Button (the first-chunk pages: the error
 * pages and the sign-in form): a filled primary action or an outlined secondary one.
 */
export const lightActionSx = (primary: boolean) => ({
  display: 'inline-flex',
  alignItems: 'center',
  px: 2.5,
  borderRadius: 1,
  border: 2,
  borderColor: 'primary.main',
  bgcolor: primary ? 'primary.main' : 'transparent',
  color: primary ? 'primary.contrastText' : 'primary.dark',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { bgcolor: primary ? 'primary.dark' : 'action.hover' },
});
