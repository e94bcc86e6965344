/** /rengiami-dokumentai/:tab */
export { InPreparation as Component } from './work-list';
