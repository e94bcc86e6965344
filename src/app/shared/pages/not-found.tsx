/** /404 — both faces. */
import { ErrorPage } from '../error-page';

export function Component() {
  return <ErrorPage kind="notFound" />;
}
