/**
 * The CSV's Lithuanian headers and labels, read from locales/lt/reports.json: the texts the
 * report pages show, written once. CSVs are Lithuanian, the workplace's language.
 */
import fs from 'node:fs';
import path from 'node:path';
import type reportTexts from '../../../locales/lt/reports.json';

export type ReportTexts = typeof reportTexts;

/** Reads locales/lt/reports.json under `root` (the folder holding locales/). */
export const loadReportTexts = (root: string): ReportTexts =>
  JSON.parse(fs.readFileSync(path.join(root, 'locales', 'lt', 'reports.json'), 'utf8')) as ReportTexts;
