/** /dokumentas/:objektasID/* — a self-service object, read-only for parties (src/features/self-service). */
export { Component } from '../../../features/self-service/routes/object-page';
