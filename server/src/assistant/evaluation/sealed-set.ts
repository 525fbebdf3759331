/**
 * The sealed test set (sealed-set.json): written from the sources before any rule change of
 * issue 21 and never used to change rules. Read-only here.
 */
import sealed from './sealed-set.json';
import type { TriageCase } from './triage-case';

export const SEALED_SOURCES: Readonly<Record<string, string>> = sealed.sources;
export const SEALED_SET: readonly TriageCase[] = sealed.cases as TriageCase[];
