/** /perduoti-dokumentai/:tab */
export { Transferred as Component } from './work-list';
