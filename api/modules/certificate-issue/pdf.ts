/**
 * Renders an issued certificate as a PDF (pdf-lib) with an embedded Unicode font (DejaVu
 * Sans, assets/fonts/, Bitstream Vera licence), so Lithuanian letters (ą č ę ė į š ų ū ž)
 * render as they are. A pure function of the content: the same content gives the same
 * pages. A4 portrait: the heading, number and date, the applicant and purpose, then the land
 * plots as a table; the land plot plan (pazyma-zemes-sklypas) adds one page per plot with a
 * schematic outline of its area. The document's metadata title is
 * "<type title> Nr. <number>".
 */
import { A4, GREY, ISSUER, MARGIN, numberPages, openPdf, wrap, type PdfFonts, type Writer } from '../../lib/pdf-writer.js';
import { hectares, type CertificateContent } from './content.js';
import type { PdfLabels } from './labels.js';

export { loadPdfFonts, type PdfFonts } from '../../lib/pdf-writer.js';

const PURPOSES: Record<string, string> = { zemes_ukio: 'Žemės ūkio', misku_ukio: 'Miškų ūkio', kita: 'Kita' };

const COLUMNS = [
  { title: 'Unikalus Nr.', width: 85 },
  { title: 'Kadastro Nr.', width: 80 },
  { title: 'Adresas', width: 170 },
  { title: 'Plotas, ha', width: 60 },
  { title: 'Paskirtis', width: 60 },
  { title: 'Dalis', width: 40 },
];

function plotTable(w: Writer, content: CertificateContent): void {
  const header = () => {
    w.ensure(40);
    let x = MARGIN;
    const top = w.y;
    for (const c of COLUMNS) {
      w.y = top;
      w.text(c.title, { bold: true, size: 9, x, width: c.width - 4 });
      x += c.width;
    }
    w.y = top - 16;
    w.rule();
  };
  header();
  for (const p of content.plots) {
    const cells = [p.uniqueNumber, p.cadastralNumber, `${p.address}, ${p.municipality}`, hectares(p.areaM2), PURPOSES[p.purpose] ?? p.purpose, p.share];
    const lines = Math.max(...cells.map((c, i) => wrap(c, w.regular, 9, COLUMNS[i].width - 4).length));
    if (w.y - lines * 13 < MARGIN + 30) {
      w.newPage();
      header();
    }
    const top = w.y;
    let bottom = top;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      w.y = top;
      w.text(cell, { size: 9, x, width: COLUMNS[i].width - 4 });
      bottom = Math.min(bottom, w.y);
      x += COLUMNS[i].width;
    });
    w.y = bottom - 4;
  }
  const total = content.plots.reduce((sum, p) => sum + p.areaM2, 0);
  w.rule();
  w.text(`Iš viso sklypų: ${content.plots.length}; bendras plotas: ${hectares(total)} ha`, { bold: true, size: 9, gap: 6 });
}

/** One page per chosen plot: its data and a square of its area drawn to scale on the page. */
function planPages(w: Writer, content: CertificateContent): void {
  for (const p of content.plots) {
    w.newPage();
    w.text(`Žemės sklypo planas: ${p.cadastralNumber}`, { size: 13, bold: true, gap: 6 });
    w.field('Unikalus Nr.', p.uniqueNumber);
    w.field('Adresas', `${p.address}, ${p.municipality}`);
    w.field('Plotas', `${hectares(p.areaM2)} ha`);
    w.field('Paskirtis', PURPOSES[p.purpose] ?? p.purpose);
    w.y -= 10;
    // The stand-in register has no boundary coordinates: the plan is a square of the plot's
    // area at a scale that fits the page, with its side length written on it.
    const side = Math.sqrt(p.areaM2);
    const box = 300;
    const x = (A4[0] - box) / 2;
    const y = w.y - box - 10;
    w.page.drawRectangle({ x, y, width: box, height: box, borderColor: w.color([0, 0.4, 0.2]), borderWidth: 1.5 });
    w.page.drawText(`≈ ${Math.round(side)} m`, { x: x + box / 2 - 20, y: y - 14, size: 9, font: w.regular });
    w.page.drawText(p.cadastralNumber, { x: x + box / 2 - 35, y: y + box / 2, size: 10, font: w.bold });
    w.y = y - 30;
    w.text(`Schema be mastelio: kvadratas, kurio plotas lygus sklypo plotui (kraštinė ≈ ${Math.round(side)} m). Ribų koordinatės registre nepateiktos.`, {
      size: 8,
      color: GREY,
    });
  }
}

/**
 * The certificate as PDF bytes.
 * @param content what the certificate says (content.ts)
 * @param labels Lithuanian labels of the catalogue (type title, purpose values)
 * @param fonts the embedded fonts (loadPdfFonts)
 */
export async function renderCertificatePdf(content: CertificateContent, labels: PdfLabels, fonts: PdfFonts): Promise<Uint8Array> {
  const title = labels.typeTitle(content.typeId);
  const { doc, w } = await openPdf(fonts, {
    title: `${title} Nr. ${content.number}`,
    subject: title,
    author: ISSUER,
    keywords: [content.number, content.typeId],
    at: new Date(content.issuedAt),
  });
  w.text(ISSUER.toUpperCase(), { size: 9, color: GREY, gap: 8 });
  w.text(title, { size: 16, bold: true, gap: 4 });
  w.text(`Nr. ${content.number}`, { size: 11, gap: 2 });
  w.text(`Išdavimo data: ${content.issuedOn}`, { size: 10, gap: 10 });
  w.rule();
  w.field('Pareiškėjas', content.applicant.name);
  if (content.applicant.code) w.field('Kodas', content.applicant.code);
  const purpose = [labels.enumLabel(content.purpose.place), content.purpose.institution, content.purpose.description].filter(Boolean).join(' – ');
  w.field('Pažyma pateikiama', purpose);
  w.y -= 6;
  w.rule();
  if (content.plots.length === 0) {
    w.text('Pareiškėjo vardu registre tokių žemės sklypų neįregistruota.', { gap: 8 });
  } else {
    w.text('Žemės sklypai pagal Nekilnojamojo turto registro duomenis:', { bold: true, gap: 4 });
    plotTable(w, content);
  }
  w.text(`Pažyma suformuota automatiškai iš registro duomenų ${content.issuedOn}. Elektroninė pažyma saugoma iki ${content.keepUntil}.`, {
    size: 8,
    color: GREY,
  });
  if (content.plans) planPages(w, content);

  numberPages(doc, w, content.number);
  return doc.save();
}
