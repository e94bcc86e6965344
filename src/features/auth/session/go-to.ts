/**
 * Leaves the portal for a page of the central self-service site (its home, the home saying
 * the sign-in failed, its session-expired page): always a full page load, as it is another
 * site — or the stand-in the API server serves outside this app.
 */
import { centralSite, type CentralSite } from '../../../lib/central-site';

/** The browser's location, behind an object tests can replace (jsdom cannot navigate). */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Goes to the central site's page that `page` picks from its addresses. */
export async function goToCentralSite(page: (site: CentralSite) => string): Promise<void> {
  browserLocation.assign(page(await centralSite()));
}
