/** /pranesimai — the notices the user received (src/features/self-service). */
export { Component } from '../../../features/self-service/routes/notices-page';
