/** /admin/ntr — the ntr report (components/filings-report.tsx). */
import { FilingsReport } from '../components/filings-report';

export function Component() {
  return <FilingsReport report="ntr" />;
}
