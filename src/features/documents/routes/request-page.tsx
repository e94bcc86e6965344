/**
 * /prasymas/:prasymasID/* — a request on a legal fact in the workplace (spec §2.1): the item
 * page of the documents feature for the family 'requests' (item-pages.ts). Its tabs
 * dokumento-duomenys and duomenu-teikejas come from src/features/requests, rinkmenos from this
 * feature, informavimas and registravimas from src/features/lifecycle (all registered in
 * src/app/workplace/document-tabs.ts); asmenys, turtai, sutartis are the type's steps.
 */
import { REQUEST_PAGE } from '../item-pages';
import { ItemPageView } from './document-page';

export function Component() {
  return <ItemPageView page={REQUEST_PAGE} idParam="prasymasID" />;
}
