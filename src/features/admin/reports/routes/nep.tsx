/** /admin/nep — items past their legal term (components/overdue-report.tsx). */
export { OverdueReport as Component } from '../components/overdue-report';
