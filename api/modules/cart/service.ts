/**
 * The cart service (app.cart): the order of an item awaiting payment (uzsakymas = the item,
 * paslauga = its catalogue type), starting a payment with the payment provider, and the
 * provider's verified answer, which performs `moketi` through the lifecycle engine (errors
 * checked) with the payment row completed in the same transaction — and with it whatever
 * entering the next status does (a certificate is issued: certificate-issue's lifecycle
 * effect). Both or neither are written.
 *
 * Only the item's owner sees its order (404 otherwise, so an order's existence does not leak).
 */
import { randomBytes } from 'node:crypto';
import { CART_ITEM_STATUSES, type getCartItems, type getOrder, type payCartItems, type startPayment } from '../../../src/domain/contracts/cart.js';
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { inTransaction } from '../../lib/transaction.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { familyOfRow } from '../items/families.js';
import { owns } from '../items/policy.js';
import { findDocument, type DocumentRow } from '../items/repository.js';
import { priceOf, type Price } from './prices.js';
import type { ExternalSystems } from '../../config.js';
import { implementationOf, type SeamChoice } from '../../lib/seam.js';
import { PAYMENT_PROVIDERS, signConfirmation, type PaymentProvider, type PaymentStart } from './provider.js';
import * as repo from './repository.js';
import { paymentSecret } from './secret.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** The wire shapes, derived from the contracts (src/domain/contracts/cart.ts), never restated. */
export type OrderView = ResponseOf<typeof getOrder>;

export interface CartService {
  /** the user's order (404 errors.order_not_found unless theirs and priced) */
  order(user: SessionUser, paslaugaId: string, uzsakymasId: number): Promise<OrderView>;
  /** starts a payment; where the payer's browser goes (409 errors.order_not_payable) */
  pay(user: SessionUser, paslaugaId: string, uzsakymasId: number, returnPath: string): Promise<ResponseOf<typeof startPayment>>;
  /** the provider's answer: verified (400 errors.payment_confirmation_invalid), completed once (409 errors.payment_already_completed) */
  confirm(user: SessionUser, paslaugaId: string, uzsakymasId: number, paymentId: string, confirmation: string, origin: AuditOrigin): Promise<OrderView>;
  /** the stand-in page's facts of a started payment (null when none is started under this id) */
  startedPayment(paymentId: string): Promise<(PaymentStart & { returnPath: string }) | null>;
  /** the stand-in's signed confirmation for a started payment */
  standInConfirmation(paymentId: string, outcome: 'apmoketas' | 'atsauktas'): Promise<{ returnPath: string; confirmation: string } | null>;
  /** puts a paid service (e.g. an extract of an entry the caller checked) into the portal user's cart at its price (409 errors.service_not_priced) */
  addItem(user: SessionUser, kind: string, documentId: number, origin: AuditOrigin): Promise<CartItemView>;
  /** the portal user's cart: its items and the sum still to pay */
  items(user: SessionUser): Promise<CartView>;
  /** starts one payment for every item in the cart (409 errors.cart_empty) */
  payItems(user: SessionUser, returnPath: string): Promise<ResponseOf<typeof payCartItems>>;
  /** the provider's answer for the cart's payment: verified, completed once, in one transaction with its items (409 errors.payment_amount_mismatch unless its amount is what the items it covers cost) */
  confirmItems(user: SessionUser, paymentId: string, confirmation: string, origin: AuditOrigin): Promise<CartView>;
}

export type CartItemView = ResponseOf<typeof getCartItems>['items'][number];

export type CartView = ResponseOf<typeof getCartItems>;

/** A stored item status as the contract names it (the column holds only these). */
function cartItemStatus(status: string): CartItemView['busena'] {
  const known = CART_ITEM_STATUSES.find((s) => s === status);
  if (!known) throw new Error(`cart_item has an unknown status ${status}`);
  return known;
}

/** The cart item as the portal shows it. */
export const itemView = (r: repo.CartItemListRow): CartItemView => ({
  id: Number(r.id),
  rusis: r.kind,
  objektasId: Number(r.document_id),
  registroNr: r.registry_number,
  busena: cartItemStatus(r.status),
  amountCents: Number(r.amount_cents),
  currency: r.currency,
  sukurta: r.created_at,
  apmoketa: r.paid_at,
  israsoId: r.extract_id === null ? null : Number(r.extract_id),
});

const ownerOfUser = (user: SessionUser): repo.ItemOwner => ({ personCode: user.personCode, companyCode: user.companyCode });

declare module 'fastify' {
  interface FastifyInstance {
    cart: CartService;
  }
}

const startOf = (p: repo.PaymentRow): PaymentStart => ({ paymentId: p.id, amountCents: Number(p.amount_cents), currency: p.currency });

export default servicePlugin(
  'cart',
  async (app, db, opts: { provider: SeamChoice<PaymentProvider, ExternalSystems['paymentProvider']> }) => {
    const at = () => app.clock.now().toISOString();
    const secret = () => paymentSecret(db, at());
    // given to buildApp (tests), or named by PAYMENT_PROVIDER (api/config.ts); `local` is the built-in stand-in
    const provider = await implementationOf(opts.provider, (name) => PAYMENT_PROVIDERS[name](secret));

    /** The user's priced item under this service id, or 404. */
    async function ownOrder(user: SessionUser, paslaugaId: string, uzsakymasId: number): Promise<{ row: DocumentRow; price: Price }> {
      const row = await findDocument(db, uzsakymasId);
      if (!row || row.type_id !== paslaugaId || !owns(user, row)) throw notFound('errors.order_not_found');
      // an order already waiting for payment keeps its fee when the fee is switched off since (decision 0133)
      const price = await priceOf(db, row.type_id, row.status === 'laukia_apmokejimo');
      // a free item has no order, unless it was paid under an earlier price
      if (!price && row.paid_at === null) throw notFound('errors.order_not_found');
      const payments = await repo.paymentsOf(db, row.id);
      const paid = payments.find((p) => p.status === 'apmoketas');
      return { row, price: paid ? { amountCents: Number(paid.amount_cents), currency: paid.currency } : price! };
    }

    /**
     * moketi (paid_at, the transition, its effects such as issuing) and the payment row's
     * completion in ONE transaction. Refused or failed, nothing is written and the payment
     * stays started (the payer may confirm again once it is fixed) — unless a concurrent
     * confirmation of the same payment won, which is what the replay is told.
     */
    async function payInOneTransaction(user: SessionUser, row: DocumentRow, paymentId: string, origin: AuditOrigin): Promise<void> {
      const completeIt = async (trx: typeof db) => {
        if (!(await repo.completePayment(trx, paymentId, 'apmoketas', at()))) throw conflict('errors.payment_already_completed');
      };
      try {
        await app.lifecycles[familyOfRow(row)].act(user, row.id, 'moketi', row.version, {}, origin, { withTransition: completeIt });
      } catch (error) {
        const now = await repo.findPayment(db, paymentId);
        if (now && now.status !== 'pradetas') throw conflict('errors.payment_already_completed');
        throw error;
      }
    }

    async function view(row: DocumentRow, price: Price): Promise<OrderView> {
      const payments = await repo.paymentsOf(db, row.id);
      return {
        paslaugaId: row.type_id,
        uzsakymasId: row.id,
        family: familyOfRow(row),
        status: row.status,
        version: row.version,
        amountCents: price.amountCents,
        currency: price.currency,
        payable: row.status === 'laukia_apmokejimo',
        paidAt: row.paid_at,
        registryNumber: row.registry_number,
        payments: payments.map((p) => ({ status: p.status, createdAt: p.created_at, completedAt: p.completed_at })),
      };
    }

    return {
      async order(user, paslaugaId, uzsakymasId) {
        const { row, price } = await ownOrder(user, paslaugaId, uzsakymasId);
        return view(row, price);
      },

      async pay(user, paslaugaId, uzsakymasId, returnPath) {
        const { row, price } = await ownOrder(user, paslaugaId, uzsakymasId);
        if (row.status !== 'laukia_apmokejimo') throw conflict('errors.order_not_payable');
        const payment: repo.PaymentRow = {
          id: randomBytes(24).toString('base64url'),
          document_id: row.id,
          user_id: user.userId,
          amount_cents: price.amountCents,
          currency: price.currency,
          provider: provider.name,
          status: 'pradetas',
          return_path: returnPath,
          created_at: at(),
          completed_at: null,
        };
        await repo.insertPayment(db, payment);
        return provider.start(startOf(payment));
      },

      async confirm(user, paslaugaId, uzsakymasId, paymentId, confirmation, origin) {
        const { row } = await ownOrder(user, paslaugaId, uzsakymasId);
        const payment = await repo.findPayment(db, paymentId);
        if (!payment || Number(payment.document_id) !== row.id) throw badRequest('errors.payment_confirmation_invalid');
        const outcome = await provider.verify(confirmation, startOf(payment));
        if (!outcome) throw badRequest('errors.payment_confirmation_invalid');
        if (payment.status !== 'pradetas') throw conflict('errors.payment_already_completed');

        if (outcome === 'apmoketas') await payInOneTransaction(user, row, payment.id, origin);
        else if (!(await repo.completePayment(db, payment.id, outcome, at()))) throw conflict('errors.payment_already_completed');
        const after = await ownOrder(user, paslaugaId, uzsakymasId);
        return view(after.row, after.price);
      },

      async startedPayment(paymentId) {
        const payment = await repo.findPayment(db, paymentId);
        return payment && payment.status === 'pradetas' ? { ...startOf(payment), returnPath: payment.return_path } : null;
      },

      async addItem(user, kind, documentId, origin) {
        const price = await priceOf(db, kind);
        if (!price) throw conflict('errors.service_not_priced');
        const now = at();
        const owner = ownerOfUser(user);
        const id = await inTransaction(db, async (trx) => {
          const itemId = await repo.insertItem(trx, {
            kind,
            document_id: documentId,
            user_id: user.userId,
            owner_person_code: owner.companyCode ? null : owner.personCode,
            owner_company_code: owner.companyCode,
            amount_cents: price.amountCents,
            currency: price.currency,
            status: 'krepselyje',
            payment_id: null,
            created_at: now,
            paid_at: null,
            decided_at: null,
            decided_by: null,
            extract_id: null,
          });
          await writeAudit(trx, now, origin, {
            action: 'cart.item_added',
            actorId: user.userId,
            actorName: user.displayName,
            objectType: 'document',
            objectId: documentId,
            details: { itemId, kind, amountCents: price.amountCents },
          });
          return itemId;
        });
        const added = (await repo.itemsOf(db, owner)).find((r) => Number(r.id) === id)!;
        return itemView(added);
      },

      async items(user) {
        const rows = await repo.itemsOf(db, ownerOfUser(user));
        const open = rows.filter((r) => r.status === 'krepselyje');
        return { items: rows.map(itemView), totalCents: open.reduce((sum, r) => sum + Number(r.amount_cents), 0), currency: open[0]?.currency ?? 'EUR' };
      },

      async payItems(user, returnPath) {
        const open = await repo.itemsOf(db, ownerOfUser(user), ['krepselyje']);
        if (open.length === 0) throw conflict('errors.cart_empty');
        const payment: repo.PaymentRow = {
          id: randomBytes(24).toString('base64url'),
          document_id: null,
          user_id: user.userId,
          amount_cents: open.reduce((sum, r) => sum + Number(r.amount_cents), 0),
          currency: open[0].currency,
          provider: provider.name,
          status: 'pradetas',
          return_path: returnPath,
          created_at: at(),
          completed_at: null,
        };
        await inTransaction(db, async (trx) => {
          await repo.insertPayment(trx, payment);
          await repo.attachPayment(
            trx,
            open.map((r) => Number(r.id)),
            payment.id,
          );
        });
        return provider.start(startOf(payment));
      },

      async confirmItems(user, paymentId, confirmation, origin) {
        const payment = await repo.findPayment(db, paymentId);
        if (!payment || payment.document_id !== null || Number(payment.user_id) !== user.userId) throw badRequest('errors.payment_confirmation_invalid');
        const outcome = await provider.verify(confirmation, startOf(payment));
        if (!outcome) throw badRequest('errors.payment_confirmation_invalid');
        if (payment.status !== 'pradetas') throw conflict('errors.payment_already_completed');
        const now = at();
        // the payment's completion is the one conditional write: of replayed or concurrent
        // confirmations exactly one completes it (and pays its items); the others get 409
        await inTransaction(db, async (trx) => {
          if (!(await repo.completePayment(trx, payment.id, outcome, now))) throw conflict('errors.payment_already_completed');
          // the money moved must be what the items it moves to paid cost: a payment started
          // earlier no longer covers the items a later one took over (nothing is charged for nothing)
          const moved = outcome === 'apmoketas' ? await repo.markItemsPaid(trx, payment.id, now) : [];
          if (outcome === 'apmoketas' && (moved.length === 0 || moved.reduce((sum, c) => sum + c, 0) !== Number(payment.amount_cents)))
            throw conflict('errors.payment_amount_mismatch');
          const paid = moved.length;
          await writeAudit(trx, now, origin, {
            action: `cart.payment_${outcome}`,
            actorId: user.userId,
            actorName: user.displayName,
            objectType: 'cart_payment',
            objectId: payment.id,
            details: { amountCents: Number(payment.amount_cents), items: paid },
          });
        });
        return this.items(user);
      },

      async standInConfirmation(paymentId, outcome) {
        const payment = await repo.findPayment(db, paymentId);
        if (!payment || payment.status !== 'pradetas') return null;
        return { returnPath: payment.return_path, confirmation: signConfirmation(await secret(), startOf(payment), outcome) };
      },
    } satisfies CartService;
  },
  { name: 'cart-service', dependencies: ['lifecycle-service'] },
);
