/**
 * Table types for Kysely. Columns are portable between SQLite and PostgreSQL:
 * timestamps are ISO-8601 text in UTC, flags are integers 0/1, JSON is text.
 * Each module adds its tables here next to its migration.
 */
import type { Generated } from 'kysely';
import type { SigningStatus } from '../../src/domain/contracts/lifecycle.js';

export interface SystemParameterTable {
  code: string;
  value: string;
  description: string;
  updated_at: string;
}

export interface TooltipTable {
  code: string;
  /** Lithuanian */
  text: string;
  /** English (migration 0015); null: the Lithuanian text serves English too */
  text_en: string | null;
  active: number;
  updated_at: string;
}

export interface SystemInfoTable {
  id: Generated<number>;
  text: string;
  active: number;
  valid_from: string | null;
  valid_to: string | null;
  created_at: string;
}

/** A message to workplace users (migration 0015): audience 'all', 'role' (role set) or 'user' (user_id set). */
// ── the notice outbox (migration 0024, api/modules/outbox)
export interface OutboxMessageTable {
  id: Generated<number>;
  notice_id: number;
  /** sistema (delivered in the application) | el_pastas (sent over SMTP) */
  channel: string;
  /** suformuotas (waiting for the sender) | pateiktas (delivered) | nepateiktas (failed for good: last_error says why) */
  state: string;
  /** the e-mail address, or the name of the person the notice was delivered to in the application */
  recipient: string;
  attempts: Generated<number>;
  /** suformuotas: not tried again before this instant (backoff); null = at once */
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

/** A message the built-in SMTP sink received (the local default mail server's mailbox). */
export interface MailSinkMessageTable {
  id: Generated<number>;
  received_at: string;
  mail_from: string;
  mail_to: string;
  subject: string;
  text: string;
  message_id: string | null;
}

export interface AdminMessageTable {
  id: Generated<number>;
  text: string;
  audience: string;
  role: string | null;
  user_id: number | null;
  valid_from: string;
  valid_to: string | null;
  created_at: string;
  created_by: number;
  withdrawn_at: string | null;
}

export interface AuditEventTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  from_state: string | null;
  to_state: string | null;
  reason: string | null;
  details: string | null;
  request_id: string | null;
  ip: string | null;
  /** the event's place in the hash chain (migration 0016; api/lib/audit.ts) */
  seq: number | null;
  prev_hash: string | null;
  hash: string | null;
}

/** The head of the audit hash chain: one row (id 1), locked by every writer. */
export interface AuditChainHeadTable {
  id: number;
  seq: number;
  last_hash: string;
  /** the day (YYYY-MM-DD, UTC) of the last event: a later event seals it */
  last_day: string | null;
}

/** The last hash of a finished day of the audit chain. */
export interface AuditSealTable {
  day: string;
  last_seq: number;
  head_hash: string;
  sealed_at: string;
}

// ── identity (migration 0002): offices, users, roles, sessions, login failures, secrets, gateway
export interface OfficeTable {
  id: Generated<number>;
  code: string;
  name: string;
  /** notaras | teismas | antstolis | kita_institucija | juridinis_asmuo | registras */
  type: string;
  address: string | null;
  created_at: string;
}

export interface AppUserTable {
  id: Generated<number>;
  username: string;
  /** scrypt$N$r$p$salt$hash (base64); null for accounts that sign in only through the gateway */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  person_code: string | null;
  company_code: string | null;
  company_name: string | null;
  identity_key: string | null;
  office_id: number | null;
  contract_number: string | null;
  idle_minutes: number | null;
  consent_terms: number;
  consent_ntr_services: number;
  consent_at: string | null;
  self_service_contract: number;
  external_id: string | null;
  ntr_head_signing: number;
  active_message: string | null;
  avatar: string | null;
  native_signature: number;
  disabled: number;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  /** the language chosen in the portal ('lt' | 'en'); null = not chosen (Lithuanian) */
  language: string | null;
  /** the accessibility mode (spec §9) 0/1 */
  accessibility_mode: Generated<number>;
}

/** A one-time challenge of the native-signature sign-in (migration 0032). */
export interface SignInChallengeTable {
  /** the random challenge (base64url), also its key */
  id: string;
  face: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface UserRoleTable {
  user_id: number;
  role: string;
  granted_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored */
  token_hash: string;
  user_id: number;
  face: string;
  method: string;
  created_at: string;
  last_activity_at: string;
  idle_minutes: number;
  revoked_at: string | null;
  revoke_reason: string | null;
  ip: string | null;
}

/** One sign-in throttle key (`user:<name>` or `addr:<address>`) and its current streak of failures. */
export interface LoginThrottleTable {
  throttle_key: string;
  failures: number;
  last_at: string;
  blocked_until: string | null;
  /** the nonce of the last attempt this row admitted */
  attempt: string;
}

export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: string;
}

export interface GatewayIdentityTable {
  id: Generated<number>;
  person_code: string;
  first_name: string;
  last_name: string;
  company_code: string | null;
  company_name: string | null;
  identity_key: string;
}

export interface GatewayAssertionTable {
  nonce: string;
  audience: string;
  expires_at: string;
  used_at: string;
}

// ── documents (migration 0003): the document row and its derived search rows
export interface DocumentTable {
  id: Generated<number>;
  type_id: string;
  status: string;
  version: number;
  schema_version: string;
  /** JSON text of the data: type-correct against the type's schema at schema_version, possibly a draft (decision 0090) */
  data: string;
  /** JSON array of the draft's check errors as of its last save (migration 0018); null: none recorded */
  check_errors: string | null;
  owner_face: string;
  owner_user_id: number;
  owner_office_id: number | null;
  owner_person_code: string | null;
  owner_company_code: string | null;
  created_at: string;
  updated_at: string;
  updated_by: number;
  // ── lifecycle (migration 0005); see api/modules/lifecycle/README.md
  /** 1: prepared by a notary's assistant or representative, so the notary approves it before signing */
  needs_notary_approval: Generated<number>;
  /** 1: approved by the notary in this round (cleared by rengti and grazinti) */
  approved: Generated<number>;
  /** the document version a valid signature covers; any later save or transition leaves it behind */
  signed_version: number | null;
  /** pirminis (a new entry) | pakeitimas (a change of an entry) | nutraukimas (its termination) */
  notice_kind: Generated<string>;
  /** change and termination notices: the registered document (entry) they refer to */
  entry_document_id: number | null;
  /** change and termination notices: JSON of { pagrindas, aprasymas?, data, laikas? } */
  change_basis: string | null;
  status_changed_at: string | null;
  transferred_at: string | null;
  /** YYYY-MM-DD: the registrar decides by this day, else gives a missed-deadline reason */
  decision_deadline: string | null;
  returned_at: string | null;
  /** YYYY-MM-DD: a returned document not transferred again by this day becomes nepatikslintas */
  correction_deadline: string | null;
  registry_number: string | null;
  registered_at: string | null;
  registered_version: number | null;
  /** documents | requests | certificates (migration 0010): the catalogue family, i.e. which API owns the row */
  family: Generated<string>;
  /** when a completed payment covered the item (migration 0011, api/modules/cart); null = not paid */
  paid_at: string | null;
}

export interface DocumentPartyTable {
  document_id: number;
  role: string;
  person_type: string;
  code: string | null;
  name: string;
  name_key: string;
}

export interface DocumentAssetTable {
  document_id: number;
  item_id: string;
  kind: string;
  identifier: string | null;
  value_eur: number | string | null;
}

// ── asset checks (migration 0033): an asset's unique number looked up in the land/property register
export interface AssetCheckTable {
  document_id: number;
  /** the asset's turtasID */
  asset_id: string;
  /** the asset's rusis */
  kind: string;
  unique_number: string;
  /** tikrinamas | tinkamas | patikslinti */
  status: string;
  requested_at: string;
  checked_at: string | null;
}

// ── locks and files (migration 0004): item locks with an expiry, attached files of documents and requests
export interface ItemLockTable {
  /** document | request | certificate */
  item_kind: string;
  item_id: number;
  holder_user_id: number;
  holder_session_id: number;
  acquired_at: string;
  refreshed_at: string;
  expires_at: string;
  /** set when an administrator took the lock over for others: every session but this one may take it at once */
  taken_from_session_id: number | null;
}

export interface AttachedFileTable {
  id: Generated<number>;
  /** document | request */
  item_kind: string;
  item_id: number;
  /** random name of the file under DATA_DIR/files; never derived from user input */
  storage_name: string;
  /** the uploader's file name, sanitised, for display and download only */
  display_name: string;
  /** pdf | asice | adoc, decided from the content */
  format: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_by: number;
  uploaded_at: string;
}

// ── lifecycle (migration 0005): versions, registry numbers, signing, notices
export interface DocumentVersionTable {
  document_id: number;
  /** the document's version after the transition that stored this snapshot */
  version: number;
  status: string;
  /** the action that led here (rengti, perduoti, …, or 'pasibaigimas' for the expiry of a correction deadline) */
  action: string;
  schema_version: string;
  data: string;
  registry_number: string | null;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
}

export interface RegistryCounterTable {
  register: string;
  year: number;
  last_value: number;
}

export interface SigningKeyTable {
  user_id: number;
  /** SHA-256 (hex) of the public key (SPKI DER): the key's name inside signatures */
  fingerprint: string;
  algorithm: string;
  /** SPKI DER, base64 */
  public_key: string;
  /** PKCS#8 DER encrypted with AES-256-GCM under a key derived from a server secret */
  private_key_enc: string;
  created_at: string;
}

export interface SignatureTable {
  id: Generated<number>;
  transaction_id: string;
  /** what is signed: document (/sign), request (/ntr-sign), search (/paieska-sign) */
  type: string;
  item_id: number;
  item_version: number;
  provider: string;
  status: SigningStatus;
  signer_user_id: number;
  signer_name: string;
  /** SHA-256 (hex) of the signed data object */
  digest: string | null;
  /** the ASiC-E container, base64 */
  container: string | null;
  created_at: string;
  completed_at: string | null;
  cancelled_at: string | null;
}

export interface NoticeTable {
  id: Generated<number>;
  /** unguessable id of the received-notice page /gautas-pranesimas/{token} */
  token: string;
  document_id: number;
  /** iregistruotas | grazintas | atmestas */
  kind: string;
  /** sistema (delivered in the application) | el_pastas (sent by e-mail) */
  channel: string;
  /** suformuotas | nesuformuotas | pateiktas */
  journal_status: string;
  recipient_name: string;
  recipient_email: string | null;
  recipient_face: string | null;
  recipient_user_id: number | null;
  recipient_office_id: number | null;
  recipient_person_code: string | null;
  recipient_company_code: string | null;
  /** JSON of the notice's content */
  content: string;
  created_at: string;
  created_by: number | null;
  delivered_at: string | null;
}

// ── certificates (migration 0009, api/modules/certificate-issue)
/** The local stand-in of the real property cadastre's land plots. */
export interface LandPlotTable {
  id: Generated<number>;
  /** the owner's personal or legal-entity code */
  owner_code: string;
  unique_number: string;
  cadastral_number: string;
  municipality: string;
  address: string;
  /** whole square metres */
  area_m2: number;
  /** zemes_ukio | misku_ukio | kita */
  purpose: string;
  /** the owner's share, e.g. 1/1 or 1/2 */
  share: string;
  registered_on: string;
}

/** The PDF of an issued certificate; kept until keep_until, then deleted by the sweep (row stays). */
export interface CertificatePdfTable {
  id: Generated<number>;
  document_id: number;
  number: string;
  storage_name: string;
  file_name: string;
  size_bytes: number;
  sha256: string;
  issued_at: string;
  keep_until: string;
  deleted_at: string | null;
}

// ── self-service (migration 0008): facts a party records on a registered entry (api/modules/self-service)
export interface SelfServiceFactTable {
  id: Generated<number>;
  document_id: number;
  /** atpirkimo_pageidavimas (wish to use the repurchase right) | neisregistruoti_automatiskai */
  kind: string;
  /** `<document_id>:<kind>` while in force, null once cancelled (unique: one in force per entry and kind) */
  active_key: string | null;
  /** the party role of the user who recorded it (document_party.role) */
  party_role: string;
  by_user_id: number;
  by_name: string;
  by_person_code: string | null;
  by_company_code: string | null;
  created_at: string;
  cancelled_at: string | null;
  cancelled_by: number | null;
}

/** The local stand-in of the foreign legal-entity register (migration 0010; api/modules/requests/legal-entities.ts). */
export interface ForeignLegalEntityTable {
  /** ISO 3166-1 alpha-2 */
  country: string;
  code: string;
  name: string;
  address: string | null;
}

/** The price list of the cart (migration 0011): a type with a row costs amount_cents; without one it is free. */
export interface ServicePriceTable {
  type_id: string;
  amount_cents: number;
  currency: string;
  updated_at: string;
  /** 1 = charged; 0 = switched off, the type is free (migration 0034) */
  enabled: Generated<number>;
  switch_reason: string | null;
  switched_at: string | null;
  switched_by: number | null;
}

/** One payment attempt with the payment provider (api/modules/cart). */
export interface CartPaymentTable {
  id: string;
  /** the catalogue item paid for; null when the payment covers the cart's items (cart_item.payment_id) */
  document_id: number | null;
  user_id: number;
  amount_cents: number;
  currency: string;
  provider: string;
  /** pradetas (started) | apmoketas (paid) | atsauktas (cancelled) */
  status: string;
  /** the portal address the provider sends the payer back to */
  return_path: string;
  created_at: string;
  completed_at: string | null;
}

/** A certificate the local test PKI issued (api/modules/signing/pki). */
export interface PkiCertificateTable {
  id: Generated<number>;
  /** serial number, hex */
  serial: string;
  /** root | seal | person */
  kind: string;
  user_id: number | null;
  subject: string;
  not_before: string;
  not_after: string;
  /** X.509 DER, base64 */
  certificate: string;
  /** the root's and the seal's PKCS#8 private key, sealed like signing_key's; null for persons (their key is in signing_key) */
  private_key_enc: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** A signed file's verification outcome by content, reused while trust is unchanged (migration 0025). */
/** A published version of a type's XML interface (migration 0026, decision 0105); `common` for the shared types. */
export interface XmlSchemaVersionTable {
  type_id: string;
  /** the type's schema version (schemaVersionOf); for common, the SHA-256 prefix of its text */
  schema_version: string;
  xml_version: number;
  /** the common version the XSD includes; null for common itself */
  common_version: string | null;
  xsd: string;
  description: string | null;
  /** the bundled JSON schema of the type at this version; null for common */
  json_schema: string | null;
  published_at: string;
}

export interface FileSignatureCheckTable {
  content_sha256: string;
  /** SHA-256 of the active trusted issuers and the revocations in effect when judged */
  trust_stamp: string;
  checked_at: string;
  /** JSON of FileSignature (api/modules/signing/file-signatures.ts) */
  outcome: string;
}

/** The trusted-issuers list: CA certificates a signature must chain to (pas-tvarkymas). */
export interface TrustedIssuerTable {
  id: Generated<number>;
  name: string;
  /** SHA-256 (hex) of the certificate DER */
  fingerprint: string;
  /** X.509 DER, base64 */
  certificate: string;
  /** 1 trusted, 0 no longer trusted */
  active: number;
  added_at: string;
}

// ── archive (migration 0016): retention, legal holds, destruction acts, tombstones (api/modules/archive)
/** How long an item of a type (or '*': any type) in a status is kept, counted from its last status change. */
export interface RetentionPolicyTable {
  id: Generated<number>;
  type_id: string;
  status: string;
  years: number;
  legal_basis: string;
  updated_at: string;
}

export interface LegalHoldTable {
  id: Generated<number>;
  document_id: number;
  case_reference: string;
  reason: string;
  set_by: number;
  set_at: string;
  lifted_by: number | null;
  lifted_at: string | null;
  lift_reason: string | null;
}

export interface DestructionActTable {
  id: Generated<number>;
  number: string;
  /** formuojamas | laukia_archyvaro | patvirtintas | grazintas | ivykdytas */
  status: string;
  created_by: number;
  created_at: string;
  sealed_at: string | null;
  pdf_sha256: string | null;
  /** the act's PDF, base64 */
  pdf: string | null;
  /** the signing provider's container over the PDF, base64 */
  seal: string | null;
  decided_by: number | null;
  decided_at: string | null;
  decision_reason: string | null;
  executed_at: string | null;
}

export interface DestructionActItemTable {
  act_id: number;
  document_id: number;
  type_id: string;
  status: string;
  registry_number: string | null;
  retention_end: string;
  legal_basis: string;
  removed_at: string | null;
  removed_by: number | null;
  removed_reason: string | null;
}

export interface ItemTombstoneTable {
  document_id: number;
  family: string;
  type_id: string;
  registry_number: string | null;
  created_at: string;
  registered_at: string | null;
  status_changed_at: string | null;
  retention_end: string;
  act_number: string;
  destroyed_at: string;
  /** the item's status when destroyed (migration 0022; null for older tombstones) */
  status: string | null;
}

// ── register search (migration 0013, api/modules/search): index rows of registered entries, the append-only log, saved searches
export interface SearchIndexTable {
  document_id: number;
  /** groups the rows of one party (one row per word of its name) */
  party_seq: number;
  /** juridinis | fizinis | turtas | kodas: the tab that finds the row */
  kind: string;
  /** the party's role (top-level field), the asset kind, registro_nr or idk */
  role: string;
  code: string | null;
  name: string | null;
  /** the folded name from one of its words on (src/domain/search/name-key.ts) */
  name_key: string | null;
  birth_date: string | null;
  /** 1: the entry is registered (iregistruotas); 0: deregistered (nutrauktas) */
  in_force: number;
  registered_at: string;
  registry_number: string;
  type_id: string;
  family: string;
}

export interface SearchLogTable {
  id: Generated<number>;
  at: string;
  user_id: number;
  face: string;
  actor_name: string;
  actor_office: string | null;
  kind: string;
  /** JSON of the criteria as asked */
  criteria: string;
  purpose: string | null;
  /** registruoti: the person who asked the registrar */
  requester_name: string | null;
  requester_code: string | null;
  result_count: number;
}

export interface SearchLogSubjectTable {
  log_id: number;
  person_code: string;
}

export interface SavedSearchTable {
  id: Generated<number>;
  user_id: number;
  face: string;
  name: string;
  kind: string;
  criteria: string;
  created_at: string;
  updated_at: string;
}

// ── extracts (migration 0014): generated extracts and their verification records (api/modules/extracts)
export interface ExtractTable {
  id: Generated<number>;
  /** the public verification code (/patikra/{code}) */
  code: string;
  document_id: number;
  registry_number: string | null;
  /** SHA-256 (hex) of the PDF the extract certified */
  sha256: string;
  size_bytes: number;
  /** base64 of the PDF's PAdES seal (the CMS signature the signing provider's sealPdf made) */
  seal: string;
  seal_provider: string;
  /** the PDF's storage name while kept; null once swept */
  storage_name: string | null;
  file_name: string;
  generated_at: string;
  generated_by: number;
  /** last day the PDF is kept (YYYY-MM-DD) */
  keep_until: string;
  deleted_at: string | null;
}

// ── the cart's items (migration 0014): paid orders of a portal user (api/modules/cart)
export interface CartItemTable {
  id: Generated<number>;
  /** the service ordered: israsas (an extract of an entry) */
  kind: string;
  document_id: number;
  user_id: number;
  owner_person_code: string | null;
  owner_company_code: string | null;
  amount_cents: number;
  currency: string;
  /** krepselyje | apmoketas | isduotas */
  status: string;
  payment_id: string | null;
  created_at: string;
  paid_at: string | null;
  decided_at: string | null;
  decided_by: number | null;
  extract_id: number | null;
}

/** A message exchanged with an external system through the broker (migration 0028, decision 0099). */
export interface BrokerMessageTable {
  id: Generated<number>;
  /** out (to the system) | in (from it) */
  direction: string;
  /** ntr | jar | gr (src/domain/broker/systems.ts) */
  system: string;
  kind: string;
  /** ours for out (a UUID), the sender's for in: a message id is processed once per direction and system */
  message_id: string;
  /** out: laukia → pristatytas, or kartojamas → … → nepristatytas (dead letter); in: gautas */
  state: string;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  last_error: string | null;
  /** JSON text */
  payload: string;
  document_id: number | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

/** An external system's connection state and its stand-in's failure switch (migration 0028). */
export interface BrokerSystemTable {
  system: string;
  /** 1: the stand-in refuses every message (demo mode switch) */
  failing: number;
  last_success_at: string | null;
  last_failure_at: string | null;
  last_error: string | null;
  updated_at: string;
}

/** A KTPR notice: the NTR side's word about an asset of one of the register's entries (migration 0028, decision 0101). */
export interface KtprNoticeTable {
  id: Generated<number>;
  broker_message_id: number;
  document_id: number;
  registry_number: string;
  unique_number: string;
  change: string;
  /** JSON text: what the NTR said */
  content: string;
  received_at: string;
  acknowledged_at: string | null;
  acknowledged_by: number | null;
  acknowledged_by_name: string | null;
}

/** A value of a classifier (migration 0027): retired by valid_to, never deleted. */
export interface ClassifierValueTable {
  id: Generated<number>;
  classifier: string;
  code: string;
  name_lt: string;
  name_en: string;
  valid_from: string;
  valid_to: string | null;
  created_at: string;
  updated_at: string;
}

/** An automatic registration rule (migration 0029, api/modules/rules). */
// ── approval by the other parties (migration 0031, api/modules/lifecycle/party-approval.ts)
export interface ApprovalRequestTable {
  id: Generated<number>;
  document_id: number;
  /** 1, 2, …: each patvirtinti of the provider opens a round */
  round: number;
  /** the data field naming the party */
  party_role: string;
  /** fizinis | juridinis */
  person_type: string;
  /** personal or legal entity code */
  code: string;
  name: string;
  /** laukia | patvirtinta | atsisakyta | nebegalioja */
  state: string;
  /** YYYY-MM-DD, the last day to answer */
  deadline: string;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
  decided_by_name: string | null;
  reason: string | null;
}

export interface AutoRegistrationRuleTable {
  id: Generated<number>;
  code: string;
  type_id: string;
  /** JSON array of role codes; empty = any provider */
  filer_roles: string;
  without_warnings: number;
  enabled: number;
  reason: string | null;
  updated_at: string;
  updated_by: number | null;
  /** JSON array of conditions on the item's data {path, op, value} (migration 0034); [] = none */
  conditions: Generated<string>;
}

/** A non-critical business check switched off for one type (migration 0029). */
export interface BusinessRuleOffTable {
  rule_code: string;
  type_id: string;
  reason: string;
  switched_at: string;
  switched_by: number | null;
}

/** One version of a type made in the schema studio (migration 0030). */
export interface StudioTypeVersionTable {
  id: Generated<number>;
  type_id: string;
  version: number;
  family: string;
  /** draft | review | approved | published | retired */
  status: string;
  /** TypeFiles (src/domain/studio/type-files.ts) as JSON */
  files: string;
  based_on_type: string | null;
  based_on_version: number | null;
  author_id: number;
  reviewer_id: number | null;
  /** [{ kind, authorId, text, at }] as JSON */
  comments: string;
  /** the bundled CatalogEntry (schema, ui, meta) as JSON, once published */
  entry: string | null;
  /** the standalone validator code compiled at publishing */
  validator_code: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  /** the draft migration: JSON [{ from, to }] of JSON pointers (migration 0035, decision 0138); null: none */
  migration: string | null;
}

export interface Database {
  studio_type_version: StudioTypeVersionTable;
  classifier_value: ClassifierValueTable;
  approval_request: ApprovalRequestTable;
  auto_registration_rule: AutoRegistrationRuleTable;
  business_rule_off: BusinessRuleOffTable;
  system_parameter: SystemParameterTable;
  tooltip: TooltipTable;
  system_info: SystemInfoTable;
  admin_message: AdminMessageTable;
  outbox_message: OutboxMessageTable;
  broker_message: BrokerMessageTable;
  broker_system: BrokerSystemTable;
  ktpr_notice: KtprNoticeTable;
  mail_sink_message: MailSinkMessageTable;
  audit_event: AuditEventTable;
  audit_chain_head: AuditChainHeadTable;
  audit_seal: AuditSealTable;
  retention_policy: RetentionPolicyTable;
  legal_hold: LegalHoldTable;
  destruction_act: DestructionActTable;
  destruction_act_item: DestructionActItemTable;
  item_tombstone: ItemTombstoneTable;
  office: OfficeTable;
  app_user: AppUserTable;
  sign_in_challenge: SignInChallengeTable;
  user_role: UserRoleTable;
  session: SessionTable;
  login_throttle: LoginThrottleTable;
  server_secret: ServerSecretTable;
  gateway_identity: GatewayIdentityTable;
  gateway_assertion: GatewayAssertionTable;
  document: DocumentTable;
  document_party: DocumentPartyTable;
  document_asset: DocumentAssetTable;
  item_lock: ItemLockTable;
  attached_file: AttachedFileTable;
  land_plot: LandPlotTable;
  asset_check: AssetCheckTable;
  certificate_pdf: CertificatePdfTable;
  document_version: DocumentVersionTable;
  registry_counter: RegistryCounterTable;
  signing_key: SigningKeyTable;
  signature: SignatureTable;
  pki_certificate: PkiCertificateTable;
  trusted_issuer: TrustedIssuerTable;
  file_signature_check: FileSignatureCheckTable;
  xml_schema_version: XmlSchemaVersionTable;
  notice: NoticeTable;
  self_service_fact: SelfServiceFactTable;
  foreign_legal_entity: ForeignLegalEntityTable;
  service_price: ServicePriceTable;
  cart_payment: CartPaymentTable;
  search_index: SearchIndexTable;
  search_log: SearchLogTable;
  search_log_subject: SearchLogSubjectTable;
  saved_search: SavedSearchTable;
  extract: ExtractTable;
  cart_item: CartItemTable;
}
