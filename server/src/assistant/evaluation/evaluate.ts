/**
 * Scores a triage against an evaluation set (issue 21 point 9): per category and overall,
 * recall of emergencies and crises, false alarms on the others, the category right, the
 * urgency right and the specialty right, with the list of misses.
 */
import type { AssistantSpecialty, AssistantUrgency } from '@telehealth/shared-api/core';
import { analyzeConversation } from '../guide/analysis';
import { CATEGORY_ALIASES, type TriageCase } from './triage-case';

/** What a triage said about one message. */
export interface TriageVerdict {
  emergency: boolean;
  crisis: boolean;
  /** The situation id answered, 'crisis', or 'none'. */
  category: string;
  urgency: AssistantUrgency | null;
  specialty: AssistantSpecialty | null;
}

export type Triager = (message: string) => Promise<TriageVerdict>;

/** The built-in rules, as the service runs them. */
export const rulesTriager: Triager = async (message) => verdictOf(analyzeConversation([{ role: 'user', content: message }]));

export function verdictOf(analysis: ReturnType<typeof analyzeConversation>): TriageVerdict {
  const emergency = analysis.kind === 'emergency';
  return {
    emergency,
    crisis: analysis.crisis,
    category: emergency ? (analysis.redFlag?.id ?? 'emergency') : 'none',
    urgency: analysis.urgency,
    specialty: analysis.specialties[0] ?? null,
  };
}

export interface CaseResult {
  entry: TriageCase;
  verdict: TriageVerdict;
  categoryRight: boolean;
  urgencyRight: boolean | null;
  specialtyRight: boolean | null;
}

export interface Rate {
  right: number;
  total: number;
}

export interface CategoryScore {
  category: string;
  cases: number;
  /** Emergencies and crises flagged (as any emergency). */
  recall: Rate | null;
  /** Others flagged as an emergency. */
  falseAlarms: Rate | null;
  categoryRight: Rate;
  urgencyRight: Rate;
  specialtyRight: Rate;
}

export interface EvaluationReport {
  name: string;
  results: CaseResult[];
  categories: CategoryScore[];
  overall: CategoryScore;
  /** Crises that were answered with the crisis lines. */
  crisisRecognised: Rate;
}

const isEmergencyCase = (entry: TriageCase) => entry.category !== 'none';
const canonical = (category: string) => CATEGORY_ALIASES[category] ?? category;

function categoryRight(entry: TriageCase, verdict: TriageVerdict): boolean {
  if (entry.category === 'emergency') return verdict.emergency;
  const accepted = [entry.category, ...(entry.alsoCategory ?? [])].map(canonical);
  if (entry.category === 'crisis' && verdict.crisis) return true;
  return accepted.includes(verdict.category);
}

function judge(entry: TriageCase, verdict: TriageVerdict): CaseResult {
  const urgencyRight = entry.urgency ? entry.urgency.includes(verdict.urgency) : null;
  // A specialty is scored on messages that are not emergencies and were not flagged as one.
  const specialtyRight =
    entry.specialty && !verdict.emergency ? verdict.specialty !== null && entry.specialty.includes(verdict.specialty) : null;
  return { entry, verdict, categoryRight: categoryRight(entry, verdict), urgencyRight, specialtyRight };
}

const rate = (results: readonly CaseResult[], pick: (result: CaseResult) => boolean | null): Rate => {
  const judged = results.map(pick).filter((value): value is boolean => value !== null);
  return { right: judged.filter(Boolean).length, total: judged.length };
};

function score(category: string, results: readonly CaseResult[]): CategoryScore {
  const emergencies = results.filter((result) => isEmergencyCase(result.entry));
  const others = results.filter((result) => !isEmergencyCase(result.entry));
  return {
    category,
    cases: results.length,
    recall: emergencies.length ? rate(emergencies, (result) => result.verdict.emergency) : null,
    falseAlarms: others.length ? rate(others, (result) => result.verdict.emergency) : null,
    categoryRight: rate(results, (result) => result.categoryRight),
    urgencyRight: rate(results, (result) => result.urgencyRight),
    specialtyRight: rate(results, (result) => result.specialtyRight),
  };
}

/** Runs the triage over the set (one message at a time) and scores it. */
export async function evaluate(name: string, set: readonly TriageCase[], triager: Triager = rulesTriager): Promise<EvaluationReport> {
  const results: CaseResult[] = [];
  for (const entry of set) results.push(judge(entry, await triager(entry.message)));
  const byCategory = new Map<string, CaseResult[]>();
  for (const result of results) byCategory.set(result.entry.category, [...(byCategory.get(result.entry.category) ?? []), result]);
  const categories = [...byCategory.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([category, list]) => score(category, list));
  const crises = results.filter((result) => result.entry.category === 'crisis');
  return {
    name,
    results,
    categories,
    overall: score('overall', results),
    crisisRecognised: rate(crises, (result) => result.verdict.crisis),
  };
}

export const ratio = (value: Rate | null): number | null => (value && value.total ? value.right / value.total : null);
const percent = (value: Rate | null) =>
  value && value.total ? `${((100 * value.right) / value.total).toFixed(1)} % (${value.right}/${value.total})` : '-';

/**
 * The report as text: a table per category, the overall line, then every miss. `blind` keeps
 * only the overall figures, for the sealed set: whoever changes the rules must not learn which
 * of its messages (or which of its categories) miss (issue 21 point 8).
 */
export function formatReport(report: EvaluationReport, blind = false): string {
  const row = (score: CategoryScore) =>
    [
      score.category.padEnd(22),
      String(score.cases).padStart(4),
      percent(score.recall).padEnd(20),
      percent(score.falseAlarms).padEnd(20),
      percent(score.categoryRight).padEnd(20),
      percent(score.urgencyRight).padEnd(20),
      percent(score.specialtyRight),
    ].join(' ');
  const header = [
    'category'.padEnd(22),
    'n'.padStart(4),
    'recall'.padEnd(20),
    'false alarms'.padEnd(20),
    'category right'.padEnd(20),
    'urgency right'.padEnd(20),
    'specialty right',
  ].join(' ');
  const misses = report.results.flatMap((result) => {
    const lines: string[] = [];
    const { entry, verdict } = result;
    const said = `${verdict.category}${verdict.crisis ? '+crisis' : ''}, ${verdict.urgency ?? 'no urgency'}, ${verdict.specialty ?? 'no specialty'}`;
    if (isEmergencyCase(entry) && !verdict.emergency)
      lines.push(`  MISSED     ${entry.id} [${entry.category}] "${entry.message}" -> ${said}`);
    else if (!isEmergencyCase(entry) && verdict.emergency) lines.push(`  FALSE      ${entry.id} "${entry.message}" -> ${said}`);
    else if (!result.categoryRight) lines.push(`  CATEGORY   ${entry.id} [${entry.category}] "${entry.message}" -> ${said}`);
    if (result.urgencyRight === false)
      lines.push(
        `  URGENCY    ${entry.id} "${entry.message}" -> ${verdict.urgency} (expected ${entry.urgency!.map((value) => value ?? 'no urgency').join(' or ')})`,
      );
    if (result.specialtyRight === false)
      lines.push(`  SPECIALTY  ${entry.id} "${entry.message}" -> ${verdict.specialty} (expected ${entry.specialty!.join(' or ')})`);
    return lines;
  });
  if (blind)
    return [
      `== ${report.name}: ${report.results.length} messages (figures only; misses not shown)`,
      header,
      row(report.overall),
      `crisis answered with crisis lines: ${percent(report.crisisRecognised)}`,
    ].join('\n');
  return [
    `== ${report.name}: ${report.results.length} messages`,
    header,
    ...report.categories.map(row),
    row(report.overall),
    `crisis answered with crisis lines: ${percent(report.crisisRecognised)}`,
    misses.length ? 'misses:' : 'misses: none',
    ...misses,
  ].join('\n');
}
