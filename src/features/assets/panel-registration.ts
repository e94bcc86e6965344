/** Registers the assets panel (total value, CSV upload, register lookups) on the document page's `turtas` tab. */
import { registerSectionPanel } from '../../lib/section-panels';

export function registerAssetsPanel(): void {
  registerSectionPanel({
    id: 'assets',
    section: 'turtas',
    appliesTo: (d) => (d.family ?? 'documents') === 'documents',
    load: () => import('./components/assets-panel'),
  });
}
