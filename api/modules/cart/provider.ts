/**
 * The payment provider seam. The cart starts a payment and later verifies the provider's
 * answer; it never trusts the browser about the outcome. The built-in provider is a local
 * stand-in (like the gateway's sign-in stand-in): a page served by this API that shows the
 * amount with Confirm and Cancel and sends the payer back with an HMAC-signed confirmation.
 * A real bank or payment initiation service implements `PaymentProvider` (start = its
 * payment initiation, verify = checking its signed callback), gets a name in api/config.ts
 * EXTERNAL_SYSTEMS.paymentProvider and its factory in PAYMENT_PROVIDERS below; the setting
 * PAYMENT_PROVIDER chooses it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ExternalSystems } from '../../config.js';

export type PaymentOutcome = 'apmoketas' | 'atsauktas';

export interface PaymentStart {
  paymentId: string;
  amountCents: number;
  currency: string;
}

export interface PaymentProvider {
  /** recorded with each payment */
  readonly name: string;
  /** where the payer's browser goes to pay */
  start(payment: PaymentStart): Promise<{ redirectUrl: string }>;
  /** the outcome the provider attests for this payment, or null when the confirmation is not the provider's */
  verify(confirmation: string, payment: PaymentStart): Promise<PaymentOutcome | null>;
}

/** The stand-in's page for one payment (served by api/modules/cart/routes.ts under /sav). */
export const standInPath = (paymentId: string) => `/sav/cart-payments/${encodeURIComponent(paymentId)}`;

const OUTCOMES: readonly PaymentOutcome[] = ['apmoketas', 'atsauktas'];

/** The signed text: the payment, its amount and the outcome, so none can be swapped. */
const mac = (secret: string, p: PaymentStart, outcome: PaymentOutcome) =>
  createHmac('sha256', secret).update(`cart-payment|${p.paymentId}|${p.amountCents}|${p.currency}|${outcome}`).digest('base64url');

/** The stand-in's confirmation `<outcome>.<hmac>` for a payment (what its page sends back). */
export const signConfirmation = (secret: string, p: PaymentStart, outcome: PaymentOutcome): string => `${outcome}.${mac(secret, p, outcome)}`;

/** The local stand-in provider over a server secret. */
export function localPaymentProvider(secret: () => Promise<string>): PaymentProvider {
  return {
    name: 'local-stand-in',
    async start(p) {
      return { redirectUrl: standInPath(p.paymentId) };
    },
    async verify(confirmation, p) {
      const [outcome, signature, ...rest] = confirmation.split('.');
      if (rest.length > 0 || !signature || !OUTCOMES.includes(outcome as PaymentOutcome)) return null;
      const expected = Buffer.from(mac(await secret(), p, outcome as PaymentOutcome));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? (outcome as PaymentOutcome) : null;
    },
  };
}

/** The payment providers by their PAYMENT_PROVIDER name (api/config.ts), each over the server secret getter. */
export const PAYMENT_PROVIDERS: Record<ExternalSystems['paymentProvider'], (secret: () => Promise<string>) => PaymentProvider> = {
  local: localPaymentProvider,
};
