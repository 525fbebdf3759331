import { describeCancellationPolicy, formatMoney } from '@telehealth/shared-api/core';
import { displayDate } from '../appointments';
import { localTimeHtml } from '../http/brand';
import { escapeHtml, htmlPage } from '../http/html-page';
import type { CardField, CardInput } from './sandbox-cards';

/**
 * HTML of the sandbox's hosted card page. Plain server-rendered HTML with a <form> that
 * posts back: no script at all (the CSP forbids inline scripts anyway), its own small CSS,
 * labelled fields, readable on a phone.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#F5F8FA;color:#102A43;line-height:1.45}
main{max-width:960px;margin:0 auto;padding:24px 16px;display:grid;gap:24px;grid-template-columns:1fr}
@media (min-width:768px){main{grid-template-columns:1fr 1fr;padding:48px 24px}}
header{max-width:960px;margin:0 auto;padding:16px 16px 0;display:flex;align-items:center;justify-content:space-between;gap:12px}
.brand{font-weight:700;font-size:1.25rem;color:#0B6E79}
.badge{font-size:.75rem;font-weight:600;background:#fff4d6;color:#6b4e00;border:1px solid #f0d78a;border-radius:999px;padding:2px 10px}
section{background:#fff;border:1px solid #dce3ea;border-radius:12px;padding:20px}
h1{font-size:1.35rem;margin:0 0 12px}
h2{font-size:1.05rem;margin:16px 0 8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0}
dt{color:#486581}
dd{margin:0;font-weight:600}
.total{font-size:1.5rem;font-weight:700;margin:16px 0 0}
ul.policy{padding-left:20px;margin:0;color:#3a4856}
label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #9aa8b6;border-radius:8px;background:#fff;color:inherit}
input:focus{outline:3px solid #3E9AA5;outline-offset:1px;border-color:#0B6E79}
input[aria-invalid="true"]{border-color:#b3261e}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.field-error{color:#b3261e;font-size:.9rem;margin:4px 0 0}
.alert{border:1px solid #f1b8b4;background:#fdeceb;color:#8c1d18;border-radius:8px;padding:10px 12px;margin:0 0 8px}
.hint{color:#486581;font-size:.9rem}
button{margin-top:20px;width:100%;font:inherit;font-weight:700;padding:12px;border:0;border-radius:8px;background:#0B6E79;color:#fff;cursor:pointer}
button:hover{background:#07505A}
button:focus-visible{outline:3px solid #3E9AA5;outline-offset:2px}
a{color:#0B6E79}
.cancel{display:inline-block;margin-top:16px}
button.link{margin:0;width:auto;padding:0;background:none;color:#0B6E79;font-weight:400;text-decoration:underline}
button.link:hover{background:none;color:#07505A}
`;

function layout(title: string, body: string, localTimes = false): string {
  return htmlPage({
    title,
    style: STYLE,
    headerExtra: '<span class="badge">Sandbox checkout: no real card is charged</span>',
    body,
    localTimes,
  });
}

export interface CheckoutPageData {
  id: string;
  doctorName: string;
  specialization: string;
  date: string;
  time: string;
  timeZone: string;
  consultationType: string;
  amount: number;
  currency: string;
  cancelHref: string;
  expiresAt: Date;
}

export interface CheckoutFormState {
  values?: Partial<CardInput>;
  errors?: Partial<Record<CardField, string>>;
  /** A whole-form message (a declined card). */
  alert?: string;
}

function field(name: CardField, label: string, state: CheckoutFormState, attributes: string, hint?: string): string {
  const error = state.errors?.[name];
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  // The card number and CVC are never echoed back into the page; the expiry and name are.
  const value = name === 'cardName' || name === 'expiry' ? (state.values?.[name] ?? '') : '';
  return `<div>
<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${hint ? `<p class="hint" id="${hintId}">${escapeHtml(hint)}</p>` : ''}
${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

/** The card page: what is being paid for, the policy, and the card form. */
export function checkoutPage(data: CheckoutPageData, state: CheckoutFormState = {}): string {
  const amount = formatMoney(data.amount, data.currency);
  const policy = describeCancellationPolicy()
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('');
  const action = `/sandbox/checkout/${encodeURIComponent(data.id)}`;
  const body = `<main>
<section aria-labelledby="summary-title">
<h1 id="summary-title">Pay for your consultation</h1>
<dl>
<dt>Doctor</dt><dd>Dr. ${escapeHtml(data.doctorName)}</dd>
<dt>Specialty</dt><dd>${escapeHtml(data.specialization)}</dd>
<dt>Date</dt><dd>${escapeHtml(displayDate(data.date))}</dd>
<dt>Time</dt><dd>${escapeHtml(data.time)} (${escapeHtml(data.timeZone)} time)</dd>
<dt>Type</dt><dd>${escapeHtml(data.consultationType)}</dd>
</dl>
<p class="total">Total: ${escapeHtml(amount)}</p>
<p class="hint">Your time slot is held until ${localTimeHtml(data.expiresAt)}.</p>
<h2>Cancellation policy</h2>
<ul class="policy">${policy}</ul>
</section>
<section aria-labelledby="card-title">
<h1 id="card-title">Card details</h1>
${state.alert ? `<p class="alert" role="alert">${escapeHtml(state.alert)}</p>` : ''}
${state.errors && !state.alert ? '<p class="alert" role="alert">Please correct the highlighted fields.</p>' : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('cardNumber', 'Card number', state, 'type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="23"', 'Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.')}
<div class="row">
${field('expiry', 'Expiry (MM/YY)', state, 'type="text" inputmode="numeric" autocomplete="cc-exp" required maxlength="7" placeholder="MM/YY"')}
${field('cvc', 'CVC', state, 'type="text" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"')}
</div>
${field('cardName', 'Name on card', state, 'type="text" autocomplete="cc-name" required maxlength="200"')}
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<form class="cancel" method="post" action="${escapeHtml(data.cancelHref)}"><button type="submit" class="link">Cancel and return to booking</button></form>
</section>
</main>`;
  return layout('Checkout', body, true);
}

/**
 * Where a payment company's "back" link lands (Stripe's cancel_url is a GET, and a GET changes
 * nothing): the slot stays held until it expires, unless the patient releases it here.
 */
export function leftCheckoutPage(data: { releaseHref: string; bookingHref: string; heldUntil: Date }): string {
  return layout(
    'Checkout left',
    `<main><section><h1>You left the checkout</h1>
<p>Your time slot stays held for you until ${localTimeHtml(data.heldUntil)}, or until you release it.</p>
<form method="post" action="${escapeHtml(data.releaseHref)}"><button type="submit">Release the slot and return to booking</button></form>
<a class="cancel" href="${escapeHtml(data.bookingHref)}">Return to booking, keeping the slot held</a>
</section></main>`,
    true,
  );
}

/** A page for a checkout that cannot be paid (ended, already paid, unknown), with a way on. */
export function noticePage(title: string, message: string, link: { href: string; label: string }): string {
  return layout(
    title,
    `<main><section><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></section></main>`,
  );
}
