/**
 * Table types for Kysely. Columns are portable between SQLite and PostgreSQL:
 * timestamps are ISO-8601 text in UTC, flags are integers 0/1, JSON is text.
 * Each module adds its tables here next to its migration.
 */
import type { Generated } from 'kysely';

export interface SystemParameterTable {
  code: string;
  value: string;
  description: string;
  updated_at: string;
}

export interface TooltipTable {
  code: string;
  text: string;
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
}

export interface Database {
  system_parameter: SystemParameterTable;
  tooltip: TooltipTable;
  system_info: SystemInfoTable;
  audit_event: AuditEventTable;
}
