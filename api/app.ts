/**
 * Composition root: builds the Fastify instance and registers plugins and modules in a
 * visible order. api/server.ts only opens the database and listens.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { usesCentralSiteStandIn, type AppConfig } from './config.js';
import type { Db } from './db/database.js';
import { chooseExternalSystems, type ExternalImplementations } from './external-systems.js';
import { isStandIn } from './lib/seam.js';
import { apiBaseConstraint, markOnlyUnder, onlyUnder, rewriteUrl, ROUTE_BASE, withClientUrls } from './lib/api-bases.js';
import { systemClock, type Clock } from './lib/clock.js';
import { limitConnectionsPerAddress, timeoutOptions } from './lib/http-limits.js';
import { routeValidatorCompiler } from './lib/route-validators.js';
import { useCappedJsonParser } from './lib/json-body.js';
import { lazySerializerFactory } from './lib/route-serializers.js';
import { childLoggerFactory, genReqId } from './lib/request-id.js';
import successMessagePlugin from './plugins/success-message.js';
import errorsPlugin from './plugins/errors.js';
import stringsPlugin from './plugins/strings.js';
import securityPlugin from './plugins/security.js';
import dbPlugin from './plugins/db.js';
import accessPlugin from './plugins/access.js';
import openapiPlugin from './plugins/openapi.js';
import facesPlugin from './plugins/faces.js';
import systemService from './modules/system/service.js';
import systemRoutes from './modules/system/routes.js';
import catalogService from './modules/catalog/service.js';
import catalogRoutes from './modules/catalog/routes.js';
import authService from './modules/auth/service.js';
import authRoutes from './modules/auth/routes.js';
import loginRoutes from './modules/auth/login-routes.js';
import localCardRoutes from './modules/auth/local-card-routes.js';
import signatureSignInRoutes from './modules/auth/signature-routes.js';
import authMetricsRoutes from './modules/auth/metrics-routes.js';
import gatewayService from './modules/gateway/service.js';
import gatewayRoutes from './modules/gateway/routes.js';
import localGatewayRoutes from './modules/gateway/local-routes.js';
import consentService from './modules/consent/service.js';
import consentRoutes from './modules/consent/routes.js';
import aclService from './modules/acl/service.js';
import aclRoutes from './modules/acl/routes.js';
import adminService from './modules/admin/service.js';
import adminRoutes from './modules/admin/routes.js';
import classifiersService from './modules/classifiers/service.js';
import { classifierAdminRoutes, classifierOptionRoutes } from './modules/classifiers/routes.js';
import rulesService from './modules/rules/service.js';
import rulesRoutes from './modules/rules/routes.js';
import studioService from './modules/studio/service.js';
import studioRoutes, { studioValidatorRoutes } from './modules/studio/routes.js';
import pricesRoutes from './modules/admin/prices.js';
import itemCore from './modules/items/service.js';
import documentsService from './modules/documents/service.js';
import documentRoutes from './modules/documents/routes.js';
import requestsService from './modules/requests/service.js';
import requestRoutes from './modules/requests/routes.js';
import locksService from './modules/locks/service.js';
import lockRoutes from './modules/locks/routes.js';
import lockAdminRoutes from './modules/locks/admin-routes.js';
import signingService from './modules/signing/service.js';
import trustedIssuerRoutes from './modules/signing/routes.js';
import lifecycleService from './modules/lifecycle/service.js';
import lifecycleRoutes from './modules/lifecycle/routes.js';
import noticesService from './modules/notices/service.js';
import noticeRoutes from './modules/notices/routes.js';
import outboxService from './modules/outbox/service.js';
import outboxRoutes from './modules/outbox/routes.js';
import brokerService from './modules/broker/service.js';
import brokerRoutes from './modules/broker/routes.js';
import journalService from './modules/journal/service.js';
import journalRoutes from './modules/journal/routes.js';
import reportRoutes from './modules/reports/routes.js';
import reportsService from './modules/reports/service.js';
import filesService from './modules/files/service.js';
import fileRoutes from './modules/files/routes.js';
import selfServiceService from './modules/self-service/service.js';
import selfServiceRoutes from './modules/self-service/routes.js';
import certificateIssueService from './modules/certificate-issue/service.js';
import certificateIssueRoutes, { certificatePortalRoutes } from './modules/certificate-issue/routes.js';
import cartService from './modules/cart/service.js';
import cartRoutes, { cartStandInRoutes } from './modules/cart/routes.js';
import extractsService from './modules/extracts/service.js';
import extractRoutes, { extractPortalRoutes, extractWorkplaceRoutes } from './modules/extracts/routes.js';
import centralSiteRoutes from './modules/central-site/routes.js';
import centralSiteStandInRoutes from './modules/central-site/stand-in-routes.js';
import ntrRegistryService from './modules/ntr-registry/service.js';
import ntrRegistryRoutes from './modules/ntr-registry/routes.js';
import languageService from './modules/language/service.js';
import languageRoutes from './modules/language/routes.js';
import xmlSchemasService from './modules/xml/service.js';
import xmlRoutes from './modules/xml/routes.js';
import xmlAdminRoutes from './modules/xml/admin-routes.js';
import auditChainRoutes from './modules/audit-chain/routes.js';
import archiveService from './modules/archive/service.js';
import archiveRoutes from './modules/archive/routes.js';
import searchService from './modules/search/service.js';
import assetsService from './modules/assets/service.js';
import assetRoutes from './modules/assets/routes.js';
import { portalSearchRoutes, workplaceSearchRoutes } from './modules/search/routes.js';

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  /** pino options, or false for silence (tests) */
  logger?: boolean | Record<string, unknown>;
  /** destroy the database connection when the app closes */
  ownsDb?: boolean;
  /** Implementations given for external-system seams (tests: a double behind the seam's interface); each replaces the one its setting names. */
  externalSystems?: Partial<ExternalImplementations>;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  // every seam's implementation; refuses a stand-in while STAND_INS is off
  const seams = chooseExternalSystems(config, options.externalSystems);
  const app = Fastify({
    logger: withClientUrls(options.logger ?? { level: config.logLevel }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Our own id on every request; a client's X-Request-Id is only logged beside it (lib/request-id.ts).
    genReqId,
    childLoggerFactory,
    // one route table for both API bases: /sav is routed as /api, the apiBase constraint keeps a base's own routes to it (lib/api-bases.ts)
    rewriteUrl,
    routerOptions: { ignoreTrailingSlash: true, constraints: { apiBase: apiBaseConstraint } },
    return503OnClosing: true,
    // Start-up loads the whole catalogue; on a busy 2-core machine that can pass Fastify's 10 s default.
    pluginTimeout: 60_000,
    // Response serializers compile on first use (cold start; api/lib/route-serializers.ts).
    schemaController: { compilersFactory: { buildSerializer: lazySerializerFactory } },
    // slow headers, slow bodies, idle and kept-alive connections are cut (api/lib/http-limits.ts)
    ...timeoutOptions(config.http),
  });
  limitConnectionsPerAddress(app.server, config.http.maxConnectionsPerAddress, app.log);
  app.setValidatorCompiler(routeValidatorCompiler);
  useCappedJsonParser(app);
  // synchronous: an async hook costs a promise on every answer
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // 1. cross-cutting plugins (the onlyUnder marks first: later onRoute hooks read them)
  markOnlyUnder(app);
  await app.register(errorsPlugin);
  await app.register(stringsPlugin);
  await app.register(successMessagePlugin);
  await app.register(securityPlugin, { centralSiteUrl: config.centralSiteUrl });
  await app.register(dbPlugin, { db: options.db, clock: options.clock ?? systemClock, owned: options.ownsDb ?? false });
  await app.register(accessPlugin);
  await app.register(openapiPlugin);

  // 2. services
  await app.register(systemService);
  await app.register(catalogService, { root: config.catalogDir });
  await app.register(authService, { sessionMaxHours: config.sessionMaxHours });
  await app.register(gatewayService, { config, gateway: seams.signInGateway });
  await app.register(consentService);
  await app.register(aclService);
  await app.register(adminService);
  await app.register(classifiersService);
  await app.register(rulesService);
  await app.register(itemCore);
  await app.register(locksService);
  await app.register(signingService, { provider: seams.signingProvider });
  await app.register(lifecycleService, { sweepMinutes: config.lifecycleSweepMinutes });
  await app.register(documentsService);
  await app.register(requestsService, { foreignRegister: seams.foreignEntityRegister });
  await app.register(noticesService);
  await app.register(outboxService, { mail: config.mail, links: { portal: config.selfServiceUrl, workplace: config.workplaceUrl }, standIns: config.standIns });
  await app.register(brokerService, { standIns: config.standIns, sendMinutes: config.brokerSendMinutes });
  await app.register(journalService);
  await app.register(reportsService, { root: config.catalogDir });
  await app.register(filesService, { dataDir: config.dataDir });
  await app.register(selfServiceService, { sweepMinutes: config.lifecycleSweepMinutes });
  await app.register(certificateIssueService, {
    dataDir: config.dataDir,
    catalogDir: config.catalogDir,
    sweepMinutes: config.lifecycleSweepMinutes,
    register: seams.landRegister,
  });
  await app.register(cartService, { provider: seams.paymentProvider });
  await app.register(extractsService, { dataDir: config.dataDir, siteUrl: config.selfServiceUrl, sweepMinutes: config.lifecycleSweepMinutes });
  await app.register(languageService);
  await app.register(ntrRegistryService);
  await app.register(xmlSchemasService, { root: config.catalogDir });
  await app.register(archiveService, { dataDir: config.dataDir });
  await app.register(searchService);
  await app.register(studioService, { root: config.catalogDir });
  await app.register(assetsService, { register: seams.landRegister, runMinutes: config.mail.sendMinutes });

  // 3. routes, each registered once under ROUTE_BASE; /sav is routed there too (api/lib/api-bases.ts, decision 0178)
  await app.register(
    async (shared) => {
      await shared.register(systemRoutes, { standIns: config.standIns });
      await shared.register(catalogRoutes);
      await shared.register(authRoutes);
      await shared.register(signatureSignInRoutes);
      await shared.register(localCardRoutes);
      await shared.register(gatewayRoutes);
      await shared.register(localGatewayRoutes);
      await shared.register(consentRoutes);
      await shared.register(documentRoutes);
      await shared.register(requestRoutes);
      await shared.register(lockRoutes);
      await shared.register(lifecycleRoutes);
      await shared.register(noticeRoutes);
      await shared.register(fileRoutes);
      await shared.register(certificateIssueRoutes);
      await shared.register(centralSiteRoutes, { url: config.centralSiteUrl });
      await shared.register(languageRoutes);
      await shared.register(xmlRoutes);
      await shared.register(extractRoutes);
      await shared.register(classifierOptionRoutes);
      await shared.register(studioValidatorRoutes);
    },
    { prefix: ROUTE_BASE },
  );
  // workplace only (/api)
  await app.register(
    onlyUnder('/api', async (api) => {
      // portal users sign in through the gateway (POST /sav/ipasas)
      // a draft's asset list from a CSV file, and the register lookups of its unique numbers
      await api.register(assetRoutes);
      await api.register(loginRoutes);
      // refusals counted instead of audited (this process's), for administrators
      await api.register(authMetricsRoutes);
      // user administration is a workplace task
      await api.register(aclRoutes);
      // the trusted certificate issuers (pas-tvarkymas) are a workplace administration task
      await api.register(trustedIssuerRoutes);
      await api.register(auditChainRoutes);
      await api.register(archiveRoutes);
      // system parameters, the banner and messages to users (/admin sections) are workplace tasks
      await api.register(adminRoutes);
      // classifier values (klasifikatoriai) are a workplace administration task
      await api.register(classifierAdminRoutes);
      await api.register(rulesRoutes);
      // the schema studio is a workplace task of schema analysts
      await api.register(studioRoutes, { root: config.catalogDir });
      await api.register(pricesRoutes);
      // the notice outbox and the local mailbox (siuntimo-administravimas)
      await api.register(outboxRoutes);
      // the broker's messages, the registers and their connections, KTPR notices (workplace)
      await api.register(brokerRoutes, { standIns: config.standIns });
      // the generated XML interface's versions (/admin/generavimas) are an administration view
      await api.register(xmlAdminRoutes);
      // lock administration (list, takeover) is a workplace task
      await api.register(lockAdminRoutes);
      // the registry journal, the providers' work lists and the dashboard are workplace pages
      await api.register(journalRoutes);
      // the administration's reports
      await api.register(reportRoutes);
      // register search: the workplace's search roles here, public register data for EL_FA/EL_JA under /sav
      await api.register(workplaceSearchRoutes);
      // extracts: generating and the customer centre's approvals (workplace), ordering into the cart (portal)
      await api.register(extractWorkplaceRoutes);
    }),
    { prefix: ROUTE_BASE },
  );
  // self-service portal only (/sav)
  await app.register(
    onlyUnder('/sav', async (sav) => {
      await sav.register(portalSearchRoutes);
      // the pledges, mortgages and contracts a citizen or company is a party of are portal objects
      await sav.register(selfServiceRoutes);
      // the open NTR register page (spec §2.3 /ntr-registras/{registrasNr}): public facts of a registered entry
      await sav.register(ntrRegistryRoutes);
      // the citizen's issued certificates and land plots are portal lists
      await sav.register(certificatePortalRoutes);
      // the cart: orders with a fee and their payment (portal only), and the local payment stand-in's page
      await sav.register(cartRoutes);
      await sav.register(extractPortalRoutes);
      if (isStandIn(seams.paymentProvider)) await sav.register(cartStandInRoutes);
    }),
    { prefix: ROUTE_BASE },
  );

  // the central self-service site's stand-in (another site, outside the API bases), unless a real one is configured
  if (usesCentralSiteStandIn(config)) await app.register(centralSiteStandInRoutes);

  // 4. the browser app (last: its not-found handler serves the shell for client routes)
  await app.register(facesPlugin, { config });
  return app;
}
