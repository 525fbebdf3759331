import type { DoctorVerificationState, PrescriptionStatus } from '@telehealth/shared-api/core';
import { escapeHtml, htmlPage } from '../http/html-page';
import { longDate } from './prescription-pdf';

/**
 * HTML of the public verification page (`/verify/{token}`, `/verify?code=`): whether a printed
 * prescription is genuine and still valid, for a pharmacist who has no account. Plain HTML, no
 * script. It shows what the pharmacist compares with the paper (whoever holds the code holds
 * the document): the prescription, the prescriber with licence and its check, the patient's
 * initials and year of birth. Never notes, diagnosis, address or the full name.
 */

export interface VerificationView {
  status: PrescriptionStatus;
  medication: string;
  /** The strength and dose as written, e.g. '500 mg'. */
  dosage: string;
  instructions: string;
  quantity: number | null;
  refills: number | null;
  prescriberName: string;
  /** 'Licence DEMO-10001, Demo Medical Council'. */
  prescriberLicence: string;
  prescriberVerification: DoctorVerificationState;
  patientInitials: string;
  /** '1990', or null when the patient gave no date of birth. */
  patientBirthYear: string | null;
  writtenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  code: string;
}

/** 'Mia Thompson' → 'M. T.' (at most three initials; letters of any script). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((part) => `${Array.from(part)[0]!.toLocaleUpperCase('en-US')}.`)
    .join(' ');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#F5F8FA;color:#102A43;line-height:1.45}
header{max-width:640px;margin:0 auto;padding:16px 16px 0}
.brand{font-weight:700;font-size:1.25rem;color:#0B6E79}
main{max-width:640px;margin:0 auto;padding:24px 16px;display:grid;gap:20px}
section{background:#fff;border:1px solid #dce3ea;border-radius:12px;padding:20px}
h1{font-size:1.35rem;margin:0 0 12px}
.status{font-size:1.15rem;font-weight:700;border-radius:8px;padding:10px 12px;margin:0 0 16px}
.valid{background:#e6f4ea;color:#0f5223;border:1px solid #a8d5b5}
.expired{background:#fff4d6;color:#6b4e00;border:1px solid #f0d78a}
.revoked{background:#fdeceb;color:#8c1d18;border:1px solid #f1b8b4}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0}
dt{color:#486581}
dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin:0 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #9aa8b6;border-radius:8px;text-transform:uppercase}
input:focus{outline:3px solid #3E9AA5;outline-offset:1px;border-color:#0B6E79}
button{margin-top:12px;font:inherit;font-weight:700;padding:10px 16px;border:0;border-radius:8px;background:#0B6E79;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #3E9AA5;outline-offset:2px}
.hint{color:#486581;font-size:.9rem;margin:8px 0 0}
`;

function layout(title: string, body: string): string {
  return htmlPage({ title, style: STYLE, body: `<main>\n${body}\n</main>` });
}

const codeForm = (value = '') => `<section>
<form method="get" action="/verify">
<label for="code">Verification code printed on the prescription</label>
<input id="code" name="code" autocomplete="off" spellcheck="false" placeholder="XXXXX-XXXXX" value="${escapeHtml(value)}" required>
<button type="submit">Check prescription</button>
<p class="hint">Or scan the QR code on the prescription.</p>
</form>
</section>`;

const HEADLINES: Record<PrescriptionStatus, { css: string; text: string }> = {
  Active: { css: 'valid', text: 'Valid: this prescription is genuine and active.' },
  Expired: { css: 'expired', text: 'Expired: this prescription is genuine but no longer valid.' },
  Revoked: { css: 'revoked', text: 'Revoked: the prescriber has withdrawn this prescription. Do not dispense.' },
};

/** Where the prescriber's licence check stands, in a pharmacist's words. */
const PRESCRIBER_STATES: Record<DoctorVerificationState, string> = {
  verified: 'Licence verified by the practice',
  suspended: 'Suspended: the practice has withdrawn this prescriber. Check before dispensing.',
  pending: 'Licence not yet verified. Check before dispensing.',
  submitted: 'Licence not yet verified. Check before dispensing.',
  rejected: 'Licence not verified. Check before dispensing.',
};

export function verificationPage(view: VerificationView): string {
  const headline = HEADLINES[view.status];
  const rows: Array<[string, string]> = [
    ['Medication', view.medication],
    ['Strength and dose', view.dosage],
    ['Instructions', view.instructions],
  ];
  if (view.quantity !== null) rows.push(['Quantity', String(view.quantity)]);
  if (view.refills !== null) rows.push(['Refills', String(view.refills)]);
  rows.push(
    ['Date', longDate(view.writtenAt)],
    ['Prescribed by', `Dr. ${view.prescriberName}`],
    ['Prescriber licence', view.prescriberLicence],
    ['Prescriber check', PRESCRIBER_STATES[view.prescriberVerification]],
    ['Patient', view.patientBirthYear ? `${view.patientInitials}, born ${view.patientBirthYear}` : view.patientInitials],
    [view.status === 'Active' ? 'Valid until' : 'Was valid until', longDate(view.expiresAt)],
  );
  if (view.revokedAt) rows.push(['Revoked on', longDate(view.revokedAt)]);
  rows.push(['Verification code', view.code]);
  return layout(
    'Prescription verification',
    `<section aria-labelledby="title">
<h1 id="title">Prescription verification</h1>
<p class="status ${headline.css}" role="status">${escapeHtml(headline.text)}</p>
<dl>
${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>
</section>
${codeForm()}`,
  );
}

/** The page with only the code form (`/verify` without a code). */
export function verificationFormPage(): string {
  return layout('Prescription verification', `<h1>Prescription verification</h1>\n${codeForm()}`);
}

/** A plain not-found answer for an unknown token or code: nothing about why. */
export function verificationNotFoundPage(typed?: string): string {
  return layout(
    'Not found',
    `<section><h1>Not found</h1><p>No prescription matches this link or code. Check the code and try again.</p></section>\n${codeForm(typed ?? '')}`,
  );
}

export function verificationRateLimitedPage(message: string): string {
  return layout('Too many requests', `<section><h1>Too many requests</h1><p>${escapeHtml(message)}</p></section>`);
}
