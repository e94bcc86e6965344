/**
 * The date picker's chunk (picker-input.tsx, MUI X pickers), fetched once at first use by
 * lazy-picker-input.tsx or earlier by a page that prefetches it when idle. Kept apart from
 * lazy-picker-input.tsx so a prefetch does not bring the stand-in input's MUI TextField.
 */
import { loadOnce } from '../routing/load-once';

/** Starts fetching the picker's chunk (once). */
export const preloadPicker = loadOnce(() => import('./picker-input').then((module) => ({ default: module.PickerInput })));
