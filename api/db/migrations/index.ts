/**
 * The one migration set, for SQLite and PostgreSQL alike. Listed statically (not read from
 * a folder) so the bundled server carries them. Add a module's migration at the end; never
 * edit one that has shipped.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001-system.js';
import * as m0002 from './0002-identity.js';
import * as m0003 from './0003-documents.js';
import * as m0004 from './0004-locks-files.js';
import * as m0005 from './0005-lifecycle.js';
import * as m0006UserLanguage from './0006-user-language.js';
import * as m0008 from './0008-self-service.js';
import * as m0009 from './0009-certificates.js';
import * as m0010 from './0010-item-families.js';
import * as m0011 from './0011-cart.js';
import * as m0012LoginThrottle from './0012-login-throttle.js';
import * as m0013Search from './0013-search.js';
import * as m0014Extracts from './0014-extracts.js';
import * as m0015AdminMessages from './0015-admin-messages.js';
import * as m0016Archive from './0016-archive.js';
import * as m0017TestPki from './0017-test-pki.js';
import * as m0018CheckErrors from './0018-check-errors.js';
import * as m0019SearchWithoutNotices from './0019-search-without-notices.js';
import * as m0020ReportIndexes from './0020-report-indexes.js';
import * as m0022ArchiveRecords from './0022-archive-records.js';
import * as m0024Outbox from './0024-outbox.js';
import * as m0025FileSignatureCheck from './0025-file-signature-check.js';
import * as m0026XmlSchemaVersions from './0026-xml-schema-versions.js';
import * as m0027Classifiers from './0027-classifiers.js';
import * as m0028Broker from './0028-broker.js';
import * as m0029RegistrationRules from './0029-registration-rules.js';
import * as m0030Studio from './0030-studio.js';
import * as m0031PartyApproval from './0031-party-approval.js';
import * as m0032SignatureSignIn from './0032-signature-sign-in.js';
import * as m0033AssetChecks from './0033-asset-checks.js';
import * as m0034FeeSwitchAndRuleConditions from './0034-fee-switch-and-rule-conditions.js';
import * as m0035StudioDraftMigration from './0035-studio-draft-migration.js';
import * as m0037ReportAggregationIndexes from './0037-report-aggregation-indexes.js';

export const migrations: Record<string, Migration> = {
  '0001-system': m0001,
  '0002-identity': m0002,
  '0003-documents': m0003,
  '0004-locks-files': m0004,
  '0005-lifecycle': m0005,
  '0006-user-language': m0006UserLanguage,
  '0008-self-service': m0008,
  '0009-certificates': m0009,
  '0010-item-families': m0010,
  '0011-cart': m0011,
  '0012-login-throttle': m0012LoginThrottle,
  '0013-search': m0013Search,
  '0014-extracts': m0014Extracts,
  '0015-admin-messages': m0015AdminMessages,
  '0016-archive': m0016Archive,
  '0017-test-pki': m0017TestPki,
  '0018-check-errors': m0018CheckErrors,
  '0019-search-without-notices': m0019SearchWithoutNotices,
  '0020-report-indexes': m0020ReportIndexes,
  '0022-archive-records': m0022ArchiveRecords,
  '0024-outbox': m0024Outbox,
  '0025-file-signature-check': m0025FileSignatureCheck,
  '0026-xml-schema-versions': m0026XmlSchemaVersions,
  '0027-classifiers': m0027Classifiers,
  '0028-broker': m0028Broker,
  '0029-registration-rules': m0029RegistrationRules,
  '0030-studio': m0030Studio,
  '0031-party-approval': m0031PartyApproval,
  '0032-signature-sign-in': m0032SignatureSignIn,
  '0033-asset-checks': m0033AssetChecks,
  '0034-fee-switch-and-rule-conditions': m0034FeeSwitchAndRuleConditions,
  '0035-studio-draft-migration': m0035StudioDraftMigration,
  '0037-report-aggregation-indexes': m0037ReportAggregationIndexes,
};
