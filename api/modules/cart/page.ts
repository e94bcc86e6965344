/**
 * The payment stand-in's page: plain server-rendered HTML (no scripts: the Content-Security-
 * Policy forbids inline ones) showing the amount with Confirm and Cancel, each a form that
 * posts back to the stand-in, which answers with the signed confirmation.
 */
import { escapeHtml } from '../../lib/html.js';

export interface PaymentPageInput {
  action: string;
  amountCents: number;
  currency: string;
}

const amountText = (cents: number, currency: string) => new Intl.NumberFormat('lt-LT', { style: 'currency', currency }).format(cents / 100);

export function renderPaymentPage({ action, amountCents, currency }: PaymentPageInput): string {
  const button = (outcome: string, label: string, style: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" style="${style}">${label}</button></form>`;
  return `<!doctype html>
<html lang="lt">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mokėjimo paslaugos pakaitalas</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 42rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
h1 { font-size: 1.4rem; } .note { background: #fff4e5; border-left: 4px solid #ed6c02; padding: .75rem 1rem; }
.amount { font-size: 1.6rem; font-weight: 600; } .actions { display: flex; gap: 1rem; }
button { border: 0; padding: .6rem 1.4rem; font-size: 1rem; border-radius: 4px; cursor: pointer; }
</style>
</head>
<body>
<main>
<h1>Mokėjimo paslaugos pakaitalas</h1>
<p class="note">Tai vietinis demonstracinis mokėjimo pakaitalas, ne tikras bankas: pinigai nenurašomi.</p>
<p>Mokėtina suma: <span class="amount">${escapeHtml(amountText(amountCents, currency))}</span></p>
<div class="actions">
${button('apmoketas', 'Patvirtinti mokėjimą', 'background:#006fb2;color:#fff')}
${button('atsauktas', 'Atšaukti', 'background:#e0e0e0;color:#1a1a1a')}
</div>
</main>
</body>
</html>`;
}
