/**
 * The certificates service (app.certificateIssue): issues transferred certificate orders as
 * PDFs (issue.ts), serves the PDF to its owner while it is kept, lists a portal user's issued
 * certificates (for /dokumentai) and land plots (for zemes-sklypas/sklypai), registers the
 * orders' business checks, and runs the sweep (pending issues, expired PDFs).
 *
 * When issuing runs: as a lifecycle effect of entering `perduotas` (registered here with
 * app.lifecycleEngine.onEnter), inside the transaction of the `perduoti` or `moketi` that entered
 * it — so the action's answer already says iregistruotas, and if issuing fails the action
 * fails and nothing is written. An order stored in `perduotas` without a certificate (seeded
 * that way, or left by an older version that issued after the commit) is issued lazily when
 * the owner asks for the PDF or the list, and by the sweep every `sweepMinutes`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { IssuedCertificate, LandPlotView } from '../../../src/domain/contracts/certificates.js';
import { ownsObject } from '../../../src/domain/access/ownership.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import type { Answer } from '../../lib/contract-route.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { everyMinutes, sweepMinutes } from '../../lib/periodic.js';
import type { SessionUser } from '../../plugins/access.js';
import { findDocument, ownerOf } from '../items/repository.js';
import { createStorage } from '../files/storage.js';
import { plotIssues } from './checks.js';
import { certificateTypes, hectares, type CertificateOrder } from './content.js';
import { issueCertificate, issueEffect, issuePending, sweepExpiredPdfs, type IssueContext, type IssueSetup } from './issue.js';
import { loadPdfLabels } from './labels.js';
import type { ExternalSystems } from '../../config.js';
import { LAND_REGISTERS, type LandPlot, type LandRegister } from './land-register.js';
import { implementationOf, type SeamChoice } from '../../lib/seam.js';
import { loadPdfFonts } from './pdf.js';
import * as repo from './repository.js';
import { isExpired } from './retention.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** A land plot as the list answers it (the contract's, src/domain/contracts/certificates.ts; the use as a plain string). */
export type PlotView = Answer<LandPlotView>;

export interface PdfDownload {
  stream: Readable;
  fileName: string;
  size: number;
}

export interface CertificateIssueService {
  /** the PDF of the user's own certificate (404 not theirs, 409 not issued yet, 410 no longer kept) */
  pdf(user: SessionUser, documentId: number): Promise<PdfDownload>;
  /** the portal user's issued certificates, newest first */
  issued(user: SessionUser): Promise<IssuedCertificate[]>;
  /** the applicant as the register knows the portal user (prefills the order's pareiskejas) */
  applicant(user: SessionUser): Promise<Record<string, string> | null>;
  /** the land plots the portal user (or the company they act for) holds */
  landPlots(user: SessionUser): Promise<PlotView[]>;
  /** issues what is pending and deletes what is no longer kept */
  sweep(): Promise<{ issued: number; deleted: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    certificateIssue: CertificateIssueService;
  }
}

export interface CertificateIssueOptions {
  dataDir: string;
  /** the folder holding assets/fonts/ (default: the working directory, like api/config.ts) */
  root?: string;
  /** the catalogue's folder, holding locales/ (config.catalogDir; default: root): a type added by files has its title there */
  catalogDir?: string;
  /** LIFECYCLE_SWEEP_MINUTES: 0 = no sweep timer in this process; otherwise the sweep runs every SWEEP_MINUTES (system parameter, re-read each run) */
  sweepMinutes?: number;
  /** the land register given to buildApp (tests) or named by LAND_REGISTER (api/config.ts); `local` is the stand-in over land_plot */
  register: SeamChoice<LandRegister, ExternalSystems['landRegister']>;
}

const plotView = (p: LandPlot): PlotView => ({
  unikalusNr: p.uniqueNumber,
  kadastroNr: p.cadastralNumber,
  savivaldybe: p.municipality,
  adresas: p.address,
  plotasHa: hectares(p.areaM2),
  plotasM2: p.areaM2,
  paskirtis: p.purpose,
  dalis: p.share,
});

export default servicePlugin(
  'certificateIssue',
  async function certificateIssueService(app, db, opts: CertificateIssueOptions) {
    const root = opts.root ?? process.cwd();
    const storage = createStorage(path.join(opts.dataDir, 'certificates'));
    const register = await implementationOf(opts.register, (name) => LAND_REGISTERS[name](db));
    const labels = loadPdfLabels(opts.catalogDir ?? root);
    const fonts = loadPdfFonts(root);
    const at = () => app.clock.now().toISOString();
    const today = () => registryDate(app.clock.now());
    const types = certificateTypes(app.catalog.types());
    const setup: IssueSetup = {
      types,
      storage,
      register,
      labels,
      fonts,
      keepDays: () => app.systemService.setting('SAUGOJIMO_LAIKAS'),
      seal: (handle, request) => app.signing.provider.sealPdf(handle, request),
    };
    const context = (): IssueContext => ({ ...setup, db, at: at(), today: today() });

    // Issue at once when an order enters perduotas, in that transition's transaction: the
    // answer to perduoti / moketi already shows the issued certificate, and a failure to
    // issue fails the action (nothing written) instead of leaving an order without its PDF.
    app.lifecycleEngine.onEnter({ family: 'certificates', status: 'perduotas' }, issueEffect(setup));

    /** The lazy path must never turn the user's read into an error: the sweep retries. */
    async function tryIssue(documentId: number): Promise<void> {
      try {
        await issueCertificate(context(), documentId);
      } catch (error) {
        app.log.error({ err: error, documentId }, 'issuing a certificate failed; the sweep retries');
      }
    }

    for (const typeId of types.ids) {
      app.catalog.registerBusinessCheck(typeId, async (data) => plotIssues(data as CertificateOrder, register));
    }

    everyMinutes(app, sweepMinutes(app, (opts.sweepMinutes ?? 0) > 0), 'certificate sweep', () => app.certificateIssue.sweep());
    return {
      async pdf(user, documentId) {
        let row = await findDocument(db, documentId);
        if (!row || !types.ruleOf(row.type_id) || !ownsObject(user, ownerOf(row))) throw notFound('errors.certificate_not_found');
        if (row.status === 'perduotas') {
          await tryIssue(documentId);
          row = (await findDocument(db, documentId)) ?? row;
        }
        const pdf = await repo.pdfOf(db, documentId);
        if (!pdf) throw conflict('errors.certificate_not_issued');
        if (pdf.deleted_at !== null || isExpired(pdf.keep_until, today())) throw new AppError(410, 'errors.certificate_pdf_expired');
        const file = storage.pathOf(pdf.storage_name);
        let stream: Readable;
        try {
          await fs.promises.access(file);
          stream = fs.createReadStream(file);
        } catch {
          // kept by the row but gone from the disk (restored database, lost volume): gone for the user too
          app.log.warn({ documentId, storageName: pdf.storage_name }, 'certificate PDF missing from storage');
          throw new AppError(410, 'errors.certificate_pdf_expired');
        }
        return { stream, fileName: pdf.file_name, size: Number(pdf.size_bytes) };
      },

      async issued(user) {
        if (user.face !== 'portal') return [];
        const owner = { personCode: user.personCode, companyCode: user.companyCode };
        // lazily: what was transferred but not issued yet (a failed attempt, a seeded order) is issued now
        for (const { id } of await repo.awaitingIssueOf(db, types.ids, owner)) await tryIssue(Number(id));
        const day = today();
        const rows = await repo.issuedOf(db, types.ids, owner);
        return rows.map((r) => ({
          id: Number(r.id),
          type: r.type_id,
          number: r.number,
          issuedAt: r.issued_at,
          keepUntil: r.keep_until,
          available: r.deleted_at === null && !isExpired(r.keep_until, day),
          fileName: r.file_name,
          size: Number(r.size_bytes),
        }));
      },

      async applicant(user) {
        if (user.face !== 'portal') return null;
        const row = await db.selectFrom('app_user').select(['first_name', 'last_name', 'company_name']).where('id', '=', user.userId).executeTakeFirst();
        if (!row) return null;
        const company: Record<string, string> = { asmensTipas: 'juridinis', pavadinimas: row.company_name ?? '', jaKodas: user.companyCode ?? '' };
        const person: Record<string, string> = { asmensTipas: 'fizinis', vardas: row.first_name, pavarde: row.last_name, asmensKodas: user.personCode ?? '' };
        if (user.companyCode) return company;
        return user.personCode ? person : null;
      },

      async landPlots(user) {
        const code = user.companyCode ?? user.personCode;
        if (user.face !== 'portal' || !code) return [];
        return (await register.plotsOf(code)).map(plotView);
      },

      async sweep() {
        const ctx = context();
        return { issued: await issuePending(ctx), deleted: await sweepExpiredPdfs(ctx) };
      },
    } satisfies CertificateIssueService;
  },
  { name: 'certificate-issue-service', dependencies: ['db', 'catalog-service', 'system-service', 'lifecycle-service', 'signing-service'] },
);
