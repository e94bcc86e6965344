/** /admin/stsr — the stsr report (components/filings-report.tsx). */
import { FilingsReport } from '../components/filings-report';

export function Component() {
  return <FilingsReport report="stsr" />;
}
