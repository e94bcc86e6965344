/**
 * The stand-in's sign-in page: plain server-rendered HTML with a form that posts back (no
 * scripts: the Content-Security-Policy forbids inline ones, and none are needed).
 */
import type { Selectable } from 'kysely';
import type { GatewayIdentityTable } from '../../../db/schema.js';
import { escapeHtml } from '../../../lib/html.js';

const escape = escapeHtml;

export interface LoginPageInput {
  identities: Selectable<GatewayIdentityTable>[];
  action: string;
  xid: string | null;
  face: 'workplace' | 'portal';
}

function option(identity: Selectable<GatewayIdentityTable>, index: number): string {
  const who = `${identity.first_name} ${identity.last_name}`;
  const label = identity.company_name
    ? `${escape(who)} <span class="muted">atstovauja</span> ${escape(identity.company_name)} <span class="muted">(${escape(identity.company_code ?? '')})</span>`
    : `${escape(who)} <span class="muted">(${escape(identity.person_code)})</span>`;
  return `<li><label><input type="radio" name="identity" value="${escape(identity.identity_key)}" required${index === 0 ? ' checked' : ''}> ${label}</label></li>`;
}

export function renderLoginPage({ identities, action, xid, face }: LoginPageInput): string {
  const people = identities.filter((i) => !i.company_code);
  const companies = identities.filter((i) => i.company_code);
  const target = face === 'portal' ? 'savitarną' : 'darbo vietą';
  return `<!doctype html>
<html lang="lt">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Elektroninių valdžios vartų pakaitalas</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 42rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 1.5rem; }
.note { background: #fff4e5; border-left: 4px solid #ed6c02; padding: .75rem 1rem; }
ul { list-style: none; padding: 0; } li { margin: .4rem 0; } .muted { color: #555; }
button { background: #006fb2; color: #fff; border: 0; padding: .6rem 1.4rem; font-size: 1rem; border-radius: 4px; cursor: pointer; }
</style>
</head>
<body>
<main>
<h1>Elektroninių valdžios vartų pakaitalas</h1>
<p class="note">Tai vietinis demonstracinis tapatybės patvirtinimo pakaitalas, ne tikrieji Elektroninių valdžios vartai. Pasirinkite asmenį, kurio vardu jungsitės į ${target}.</p>
<form method="post" action="${escape(action)}">
${xid ? `<input type="hidden" name="xid" value="${escape(xid)}">` : ''}
<h2>Fiziniai asmenys</h2>
<ul>${people.map(option).join('\n')}</ul>
<h2>Juridinių asmenų atstovai</h2>
<ul>${companies.map((c, i) => option(c, people.length + i)).join('\n')}</ul>
<button type="submit">Patvirtinti tapatybę</button>
</form>
</main>
</body>
</html>`;
}
