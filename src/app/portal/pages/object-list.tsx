/** /paslaugos/:grupe — one kind of self-service objects, list by purpose (src/features/self-service). */
export { Component } from '../../../features/self-service/routes/object-list';
