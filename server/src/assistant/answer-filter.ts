import { DIAGNOSIS_PATTERN, DOSE_PATTERN, MEDICINE_NAMES } from './guide/safety-words';

export const FILTERED_NOTE =
  '(I left out advice about specific medicines, doses or diagnoses: please ask a doctor or pharmacist about those.)';

const MEDICINE_PATTERN = new RegExp(
  `\\b(?:${MEDICINE_NAMES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`,
  'i',
);

/** A sentence (or list line) that names a medicine, gives a dose, or says what someone has. */
export function isUnsafeSentence(sentence: string): boolean {
  return DOSE_PATTERN.test(sentence) || DIAGNOSIS_PATTERN.test(sentence) || MEDICINE_PATTERN.test(sentence);
}

/**
 * Holds a model's streamed answer to the product's rules, sentence by sentence as it arrives:
 * a sentence or list line naming a medicine, giving a dose or stating a diagnosis is left out
 * (with one note saying so), and HTML tags are removed (the client renders markdown only).
 * A sentence is passed on as soon as it ends, so the answer still streams.
 */
export class AnswerFilter {
  private pending = '';
  private noted = false;

  /** Text that is safe to send now. */
  push(text: string): string {
    this.pending += text;
    let out = '';
    for (;;) {
      const end = this.sentenceEnd();
      if (end < 0) break;
      out += this.judge(this.pending.slice(0, end));
      this.pending = this.pending.slice(end);
    }
    return out;
  }

  /** The rest, at the end of the answer. */
  flush(): string {
    const out = this.judge(this.pending);
    this.pending = '';
    return out;
  }

  /** Index just past the first complete sentence (its ending punctuation and spaces, or a line break), or -1. */
  private sentenceEnd(): number {
    const match = /[.!?](?=\s)\s*|\n+/.exec(this.pending);
    return match ? match.index + match[0].length : -1;
  }

  private judge(sentence: string): string {
    const clean = sentence.replace(/<\/?[a-z][^>]*>/gi, '');
    if (!isUnsafeSentence(clean)) return clean;
    if (this.noted) return clean.endsWith('\n') ? '\n' : '';
    this.noted = true;
    const trailing = /\s*$/.exec(clean)?.[0] ?? ' ';
    return `${FILTERED_NOTE}${trailing || ' '}`;
  }
}
