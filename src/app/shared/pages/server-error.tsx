/** /500 — both faces. */
import { ErrorPage } from '../error-page';

export function Component() {
  return <ErrorPage kind="serverError" />;
}
