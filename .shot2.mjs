import { chromium } from '@playwright/test';
const [,, user, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'lt-LT' });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
await page.goto('http://localhost:3400/login');
await page.getByLabel('Naudotojo vardas').fill(user);
await page.getByLabel('Slaptažodis').fill('Demo-Slaptazodis-1');
await page.getByRole('button', { name: 'Prisijungti' }).first().click();
await page.waitForTimeout(2500);
if (await page.getByRole('button', { name: 'Sutinku', exact: true }).count()) { await page.getByRole('button', { name: 'Sutinku', exact: true }).click(); await page.waitForTimeout(1500); }
for (const [i, p] of paths.entries()) {
  await page.goto('http://localhost:3400' + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/explore/s${i}.png`, fullPage: false });
  console.log('=== ' + p + '\n' + (await page.locator('main').innerText()).slice(0, 1500));
}
console.log('ERRORS', errors);
await browser.close();
