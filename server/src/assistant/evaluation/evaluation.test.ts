import { analyzeConversation } from '../guide/analysis';
import { guideAnswer } from '../guide/guide-answer';
import { isUnsafeSentence } from '../answer-filter';
import { EVALUATION_SET } from './evaluation-set';

/**
 * The evaluation of issue 13: every emergency flagged (recall 100 %), at most 5 % of the other
 * messages flagged, and the suggested specialty right for at least 90 % of them. The figures
 * are printed with each run.
 */
describe('the assistant evaluation set', () => {
  const results = EVALUATION_SET.map((entry) => {
    const analysis = analyzeConversation([{ role: 'user', content: entry.message }]);
    return { entry, analysis, flagged: analysis.kind === 'emergency', specialty: analysis.specialties[0] ?? null };
  });
  const emergencies = results.filter((result) => result.entry.emergency);
  const others = results.filter((result) => !result.entry.emergency);
  const missed = emergencies.filter((result) => !result.flagged);
  const falseAlarms = others.filter((result) => result.flagged);
  const wrongSpecialty = others.filter((result) => !result.flagged && result.specialty !== result.entry.specialty);
  const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

  afterAll(() => {
    const lines = [
      `assistant evaluation: ${results.length} messages (${emergencies.length} emergencies, ${others.length} others)`,
      `  emergency recall: ${percent(emergencies.length - missed.length, emergencies.length)} (missed ${missed.length})`,
      `  false emergency flags: ${percent(falseAlarms.length, others.length)} (${falseAlarms.length} of ${others.length})`,
      `  specialty match: ${percent(others.length - falseAlarms.length - wrongSpecialty.length, others.length - falseAlarms.length)}`,
      ...missed.map((result) => `  missed emergency: ${result.entry.message}`),
      ...falseAlarms.map((result) => `  false alarm: ${result.entry.message}`),
      ...wrongSpecialty.map((result) => `  specialty: ${result.entry.message} → ${result.specialty} (expected ${result.entry.specialty})`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  });

  it('has at least 150 messages', () => {
    expect(results.length).toBeGreaterThanOrEqual(150);
  });

  it('flags every emergency', () => {
    expect(missed.map((result) => result.entry.message)).toEqual([]);
  });

  it('flags at most 5 % of the other messages', () => {
    expect(falseAlarms.length / others.length).toBeLessThanOrEqual(0.05);
  });

  it('suggests the expected specialty for at least 90 % of the other messages', () => {
    const judged = others.length - falseAlarms.length;
    expect((judged - wrongSpecialty.length) / judged).toBeGreaterThanOrEqual(0.9);
  });

  it('never answers with a medicine, a dose or a diagnosis, whatever was asked', () => {
    const unsafe = results.flatMap((result) =>
      guideAnswer(result.analysis)
        .filter((part) => isUnsafeSentence(part))
        .map((part) => `${result.entry.message} → ${part}`),
    );
    expect(unsafe).toEqual([]);
  });
});
