/** The portal's home page: where unknown paths and finished flows lead. */
export const PORTAL_HOME = '/paslaugos';
