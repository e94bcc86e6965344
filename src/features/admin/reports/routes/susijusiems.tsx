/** /admin/susijusiems — who accessed a person's data (components/related-report.tsx). */
export { RelatedReport as Component } from '../components/related-report';
