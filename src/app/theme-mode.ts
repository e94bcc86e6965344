/** A face's theme as the accessibility mode wants it (src/lib/accessibility-mode.ts): the theme or its accessible variant. */
import { useEffect } from 'react';
import type { Theme } from '@mui/material/styles';
import { useAccessibilityMode } from '../lib/accessibility-mode';
import { accessibleTheme } from './theme';

const variants = new WeakMap<Theme, Theme>();

function variantOf(theme: Theme): Theme {
  let variant = variants.get(theme);
  if (!variant) {
    variant = accessibleTheme(theme);
    variants.set(theme, variant);
  }
  return variant;
}

/** The theme to use now; also marks <html data-prieinamumas> for styles outside MUI. */
export function useModeTheme(theme: Theme): Theme {
  const on = useAccessibilityMode();
  useEffect(() => {
    if (on) document.documentElement.dataset.prieinamumas = 'taip';
    else delete document.documentElement.dataset.prieinamumas;
  }, [on]);
  return on ? variantOf(theme) : theme;
}
