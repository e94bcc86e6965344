/** Kept for studio.spec.ts, which still imports it: the sign-in helpers live in ../support/sign-in.ts; import them from there. */
export { signInAs, tokenOf } from '../support/sign-in.js';
