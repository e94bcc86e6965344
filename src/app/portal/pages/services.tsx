/** /paslaugos — the portal's home: the services the user can order and the self-service objects (src/features/self-service). */
export { Component } from '../../../features/self-service/routes/services-page';
