/**
 * Kept for the specs that still import it (studio.spec.ts, auth-signature.spec.ts): the
 * workplace's sign-in helpers live in support/sign-in.ts; import them from there.
 */
export { createAccount, DEMO_PASSWORD, submitSignIn, useUpFirstSignIn, type NewAccount } from './support/sign-in.js';
