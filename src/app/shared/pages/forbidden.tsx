/** /403 — both faces (the API's access-denied event also leads here). */
import { ErrorPage } from '../error-page';

export function Component() {
  return <ErrorPage kind="forbidden" />;
}
