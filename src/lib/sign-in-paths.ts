/** The sign-in pages' paths (spec §2.1 open routes), apart from the guard's rules so the sign-in page does not load the feature table. */
export const LOGIN_PATH = '/login';
export const CONSENT_PATH = '/sutikimas';
export const FORBIDDEN_PATH = '/403';
