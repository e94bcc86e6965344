/** The look of a plain button on the app bar (the portal's log-out, the profile menu's opener): no fill, the bar's text, a light hover. */
export const HEADER_BUTTON_SX = {
  borderRadius: 1,
  bgcolor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
} as const;
