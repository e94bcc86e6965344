/**
 * Paged lists: the rows a page asks for (`limit`/`offset` from `page` and `pageSize`, both
 * 1-based page numbers) and the envelope every paged answer shares, `{ total, page, pageSize, items }`.
 */
export interface PageAsk {
  page: number;
  pageSize: number;
}

/** The SQL window of a page. */
export const pageWindow = ({ page, pageSize }: PageAsk) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** A page's answer: `fetch` reads the window's rows and the total, `view` turns each row into its wire shape. */
export async function pagedList<Row, View>(
  ask: PageAsk,
  fetch: (window: { limit: number; offset: number }) => Promise<{ total: number; items: Row[] }>,
  view: (row: Row) => View,
) {
  const { total, items } = await fetch(pageWindow(ask));
  return { total, page: ask.page, pageSize: ask.pageSize, items: items.map(view) };
}
