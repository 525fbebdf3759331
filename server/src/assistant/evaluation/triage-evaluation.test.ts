import { analyzeConversation } from '../guide/analysis';
import { CRISIS_LINE, EMERGENCY_LINE, emergencyAnswer } from '../guide/guide-answer';
import { ALL_SITUATIONS } from '../triage/situations';
import { DEV_SET } from './dev-set';
import { evaluate, formatReport, ratio, type EvaluationReport } from './evaluate';
import { SEALED_SET, SEALED_SOURCES } from './sealed-set';
import { CATEGORY_ALIASES } from './triage-case';

/**
 * Issue 21 points 8 and 9: the sealed set's shape, and the targets on it (emergency and crisis
 * recall 100 %, false alarms at most 3 %, category right at least 95 %, specialty right at
 * least 90 %). The figures are printed with each run and recorded in bench/README.md.
 */
describe('the triage evaluation', () => {
  let dev: EvaluationReport;
  let sealed: EvaluationReport;

  beforeAll(async () => {
    dev = await evaluate('development set', DEV_SET);
    sealed = await evaluate('sealed test set', SEALED_SET);
  });
  afterAll(() => {
    // The sealed set's figures only: its misses are not for whoever tunes the rules.
    process.stdout.write(`${formatReport(dev)}\n\n${formatReport(sealed, true)}\n`);
  });

  describe('the sealed set', () => {
    it('names a known source for every message and a known situation for every emergency', () => {
      const situations = new Set([...ALL_SITUATIONS.map((situation) => situation.id), 'none']);
      for (const entry of SEALED_SET) {
        expect(SEALED_SOURCES[entry.source!]).toBeDefined();
        expect(situations).toContain(CATEGORY_ALIASES[entry.category] ?? entry.category);
      }
    });

    it('has every situation in first-person, someone-else, child and typo wording', () => {
      const forms = new Map<string, Set<string>>();
      for (const entry of SEALED_SET.filter((candidate) => candidate.category !== 'none')) {
        forms.set(entry.category, (forms.get(entry.category) ?? new Set()).add(entry.form!));
      }
      expect(forms.size).toBeGreaterThanOrEqual(24);
      for (const [, seen] of forms)
        expect([...seen].filter((form) => ['first', 'other', 'child', 'typo'].includes(form)).sort()).toEqual([
          'child',
          'first',
          'other',
          'typo',
        ]);
    });

    it('has at least 100 non-emergencies sharing words with red flags, and urgency cases on duration and age', () => {
      const context = SEALED_SET.filter(
        (entry) =>
          entry.category === 'none' && ['history', 'information', 'other-sense', 'negation', 'resolved', 'mild'].includes(entry.form!),
      );
      expect(context.length).toBeGreaterThanOrEqual(100);
      const urgency = SEALED_SET.filter((entry) => ['duration', 'age', 'course'].includes(entry.form!));
      expect(urgency.length).toBeGreaterThanOrEqual(30);
    });
  });

  it('prints the sealed set blind: the overall figures, none of its messages or categories', () => {
    const text = formatReport(sealed, true);
    expect(text).toContain('overall');
    for (const entry of SEALED_SET) expect(text).not.toContain(entry.message);
    const rows = text.split('\n').map((line) => line.slice(0, 22).trim());
    for (const score of sealed.categories) expect(rows).not.toContain(score.category);
  });

  it('flags every emergency and crisis of the sealed set', () => {
    expect(
      sealed.results
        .filter((result) => result.entry.category !== 'none' && !result.verdict.emergency)
        .map((result) => result.entry.message),
    ).toEqual([]);
    expect(ratio(sealed.crisisRecognised)).toBe(1);
  });

  it('raises a false emergency on at most 3 % of the sealed non-emergencies', () => {
    expect(ratio(sealed.overall.falseAlarms)).toBeLessThanOrEqual(0.03);
  });

  it('names the right situation for at least 95 % of the sealed set', () => {
    expect(ratio(sealed.overall.categoryRight)).toBeGreaterThanOrEqual(0.95);
  });

  it('answers each flagged sealed message with the call-now line, or the crisis line, first', () => {
    for (const { entry } of sealed.results.filter((result) => result.verdict.emergency)) {
      const analysis = analyzeConversation([{ role: 'user', content: entry.message }]);
      const parts = emergencyAnswer(analysis.redFlag!, analysis.specialties[0] ?? analysis.redFlag!.specialty, analysis.crisis);
      expect(parts[0]).toBe(analysis.redFlag!.guidance === 'crisis' ? CRISIS_LINE : EMERGENCY_LINE);
    }
  });

  it('suggests the right specialty for at least 90 % of the sealed non-emergencies', () => {
    expect(ratio(sealed.overall.specialtyRight)).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps the development set at 100 % recall with at most 3 % false alarms', () => {
    expect(ratio(dev.overall.recall)).toBe(1);
    expect(ratio(dev.overall.falseAlarms)).toBeLessThanOrEqual(0.03);
    expect(ratio(dev.overall.specialtyRight)).toBeGreaterThanOrEqual(0.95);
    expect(ratio(dev.crisisRecognised)).toBe(1);
  });
});
