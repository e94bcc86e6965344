/** The panels other features register on a layout tab (src/lib/section-panels.ts), each loaded when its tab opens. */
import { Suspense, use, type ComponentType } from 'react';
import type { DocumentTabProps } from '../../../lib/document-tabs';
import { sectionPanelsFor, type SectionPanel } from '../../../lib/section-panels';
import { Loading } from './loading';

const loaded = new Map<string, Promise<{ default: ComponentType<DocumentTabProps> }>>();

/** One promise per panel, so React's `use` sees the same one on every render. */
function moduleOf(panel: SectionPanel) {
  let promise = loaded.get(panel.id);
  if (!promise) {
    promise = panel.load();
    promise.catch(() => loaded.delete(panel.id));
    loaded.set(panel.id, promise);
  }
  return promise;
}

function Panel({ panel, props }: { panel: SectionPanel; props: DocumentTabProps }) {
  const { default: PanelComponent } = use(moduleOf(panel));
  return <PanelComponent {...props} />;
}

export function SectionPanels({ section, ...props }: DocumentTabProps & { section: string }) {
  const panels = sectionPanelsFor(section, props.document);
  if (panels.length === 0) return null;
  return (
    <Suspense fallback={<Loading />}>
      {panels.map((panel) => (
        <Panel key={panel.id} panel={panel} props={props} />
      ))}
    </Suspense>
  );
}
