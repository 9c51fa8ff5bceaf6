/*
 * The Razorpay simulator's Checkout: the `new Razorpay(options)`, `on('payment.failed')` and
 * `open()` of Razorpay's checkout.js, with a dialog that pays or fails on request and moves no
 * money. Plain ES2020 with no inline code or eval, so pages under the site's content security
 * policy (script-src 'self') may load it.
 */
(function () {
  'use strict';

  // The API lives beside this script, whatever prefix the server mounts it under.
  const BASE = document.currentScript.src.replace(/\/checkout\.js(?:[?#].*)?$/, '');

  const TEXT = '#1F2328';
  const TEXT_SECONDARY = '#57606A';
  const MARIGOLD = '#FFB300';
  const MARIGOLD_PALE = '#FFF4D6';
  const INDIGO = '#283593';
  const ERROR = '#C62828';

  const STYLE = `
.rzp-sim-backdrop {
  position: fixed; inset: 0; z-index: 2147483000; display: flex; align-items: center;
  justify-content: center; padding: 16px; box-sizing: border-box;
  background: rgba(31, 35, 40, 0.6);
}
.rzp-sim-card {
  box-sizing: border-box; width: 100%; max-width: 440px; max-height: 100%; overflow: auto;
  padding: 24px; border-radius: 12px; border-top: 6px solid ${MARIGOLD};
  background: #FFFFFF; color: ${TEXT}; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
  font: 16px/1.5 "Noto Sans", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
}
.rzp-sim-card:focus { outline: none; }
.rzp-sim-card h2 { margin: 0 0 16px; font-size: 1.25rem; line-height: 1.3; color: ${TEXT}; }
.rzp-sim-card p, .rzp-sim-card dl { margin: 0 0 8px; }
.rzp-sim-payee { font-weight: 600; }
.rzp-sim-description { color: ${TEXT_SECONDARY}; }
.rzp-sim-amount { font-size: 1.75rem; font-weight: 700; }
.rzp-sim-card dl { display: grid; grid-template-columns: auto 1fr; gap: 0 12px; }
.rzp-sim-card dt { color: ${TEXT_SECONDARY}; }
.rzp-sim-card dd { margin: 0; overflow-wrap: anywhere; }
.rzp-sim-card .rzp-sim-note {
  margin: 16px 0; padding: 12px; border-radius: 8px; background: ${MARIGOLD_PALE};
}
.rzp-sim-failure { padding: 12px; border-radius: 8px; border: 2px solid ${ERROR}; }
.rzp-sim-failure[hidden] { display: none; }
.rzp-sim-failure strong { display: block; color: ${ERROR}; }
.rzp-sim-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; margin-top: 16px; }
.rzp-sim-actions button {
  min-height: 48px; padding: 8px; border-radius: 8px; font: inherit; font-weight: 600;
  cursor: pointer; border: 2px solid ${TEXT_SECONDARY}; background: #FFFFFF; color: ${TEXT};
}
.rzp-sim-actions .rzp-sim-pay { border-color: ${MARIGOLD}; background: ${MARIGOLD}; }
.rzp-sim-actions .rzp-sim-fail { border-color: ${ERROR}; color: ${ERROR}; }
.rzp-sim-actions button:focus-visible { outline: 3px solid ${INDIGO}; outline-offset: 2px; }
.rzp-sim-card[aria-busy="true"] button { cursor: progress; opacity: 0.7; }
@media (max-width: 400px) {
  .rzp-sim-backdrop { padding: 12px; }
  .rzp-sim-card { padding: 20px; }
}
@media (max-width: 340px) { .rzp-sim-actions { grid-template-columns: 1fr; } }
`;

  const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  let dialogs = 0;

  function addStyleOnce() {
    if (document.getElementById('rzp-sim-style')) return;
    const style = document.createElement('style');
    style.id = 'rzp-sim-style';
    style.textContent = STYLE;
    document.head.appendChild(style);
  }

  /** An element with attributes and children (strings become text, never HTML). */
  function h(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      if (value !== undefined && value !== null) node.setAttribute(name, value);
    }
    // Children written `condition && h(...)` leave false or '' behind: skip those.
    node.append(...children.filter((child) => child instanceof Node || (child && child.length)));
    return node;
  }

  class Razorpay {
    constructor(options) {
      if (!options || !options.key) throw new Error('Razorpay: the key option is required');
      if (!options.order_id) throw new Error('Razorpay: the order_id option is required');
      this.options = options;
      this.listeners = {};
      this.backdrop = null;
      this.busy = false;
    }

    on(event, listener) {
      (this.listeners[event] = this.listeners[event] || []).push(listener);
      return this;
    }

    open() {
      if (this.backdrop) return;
      addStyleOnce();
      const { options } = this;
      const prefill = options.prefill || {};
      const titleId = `rzp-sim-title-${++dialogs}`;
      const button = (label, className, onClick) => {
        const node = h('button', { type: 'button', class: className }, label);
        node.addEventListener('click', onClick);
        return node;
      };

      this.failure = h('div', { class: 'rzp-sim-failure', role: 'alert', hidden: '' });
      this.card = h(
        'div',
        { class: 'rzp-sim-card', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId },
        h('h2', { id: titleId }, 'Razorpay simulator'),
        options.name && h('p', { class: 'rzp-sim-payee' }, options.name),
        options.description && h('p', { class: 'rzp-sim-description' }, options.description),
        Number.isInteger(options.amount) &&
          h('p', { class: 'rzp-sim-amount' }, rupees.format(options.amount / 100)),
        (prefill.email || prefill.contact) &&
          h(
            'dl',
            {},
            ...(prefill.email ? [h('dt', {}, 'E-mail'), h('dd', {}, prefill.email)] : []),
            ...(prefill.contact ? [h('dt', {}, 'Phone'), h('dd', {}, prefill.contact)] : []),
          ),
        h('p', { class: 'rzp-sim-note' }, 'This is a payment simulator: no money moves.'),
        this.failure,
        h(
          'div',
          { class: 'rzp-sim-actions' },
          button('Pay with UPI', 'rzp-sim-pay', () => this.pay('upi', 'success')),
          button('Pay with card', 'rzp-sim-pay', () => this.pay('card', 'success')),
          button('Fail', 'rzp-sim-fail', () => this.pay('upi', 'failure')),
          button('Close', 'rzp-sim-close', () => this.dismiss()),
        ),
      );
      this.card.tabIndex = -1;
      this.backdrop = h('div', { class: 'rzp-sim-backdrop' }, this.card);
      // A click on the backdrop must not take focus out of the dialog.
      this.backdrop.addEventListener('mousedown', (event) => {
        if (event.target === this.backdrop) event.preventDefault();
      });
      this.backdrop.addEventListener('keydown', (event) => this.onKeyDown(event));

      this.returnFocusTo = document.activeElement;
      this.bodyOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      document.body.appendChild(this.backdrop);
      this.card.querySelector('button').focus();
    }

    close() {
      if (!this.backdrop) return;
      this.backdrop.remove();
      this.backdrop = null;
      document.body.style.overflow = this.bodyOverflow;
      if (this.returnFocusTo && this.returnFocusTo.isConnected) this.returnFocusTo.focus();
    }

    dismiss() {
      if (this.busy) return;
      this.close();
      if (this.options.modal && this.options.modal.ondismiss) this.options.modal.ondismiss();
    }

    onKeyDown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        this.dismiss();
      } else if (event.key === 'Tab') {
        const buttons = Array.from(this.card.querySelectorAll('button'));
        const first = buttons[0];
        const last = buttons[buttons.length - 1];
        const inside = buttons.includes(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    }

    async pay(method, outcome) {
      if (this.busy) return;
      this.setBusy(true);
      const prefill = this.options.prefill || {};
      let ok = false;
      let answer;
      try {
        const response = await fetch(`${BASE}/checkout/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            key_id: this.options.key,
            order_id: this.options.order_id,
            method,
            outcome,
            email: prefill.email || undefined,
            contact: prefill.contact || undefined,
          }),
        });
        answer = await response.json();
        ok = response.ok && !answer.error;
      } catch {
        answer = { error: { description: 'The payment server could not be reached.' } };
      }
      this.setBusy(false);

      if (ok) {
        this.close();
        if (this.options.handler) {
          this.options.handler({
            razorpay_payment_id: answer.razorpay_payment_id,
            razorpay_order_id: answer.razorpay_order_id,
            razorpay_signature: answer.razorpay_signature,
          });
        }
        return;
      }
      const error = answer.error || {};
      // A failed payment has an id; anything else (a paid order, a wrong key) never started one.
      const paymentFailed = Boolean(error.metadata && error.metadata.payment_id);
      this.showFailure(
        paymentFailed ? 'Payment failed' : 'Payment could not start',
        paymentFailed ? 'Try again, or close this window.' : error.description,
      );
      if (paymentFailed) {
        for (const listener of this.listeners['payment.failed'] || []) listener({ error });
      }
    }

    setBusy(busy) {
      this.busy = busy;
      this.card.setAttribute('aria-busy', String(busy));
    }

    showFailure(title, detail) {
      this.failure.replaceChildren(h('strong', {}, title), detail || '');
      this.failure.hidden = false;
    }
  }

  window.Razorpay = Razorpay;
})();
