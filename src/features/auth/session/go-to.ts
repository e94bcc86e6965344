/**
 * Goes to a configured address: a path of this site through the router (the central
 * self-service stand-ins are our own pages today), anything else as a full page load.
 */
import type { NavigateFunction } from 'react-router';

export function goTo(url: string, navigate: NavigateFunction): void {
  if (url.startsWith('/') && !url.startsWith('//')) void navigate(url, { replace: true });
  else window.location.assign(url);
}
