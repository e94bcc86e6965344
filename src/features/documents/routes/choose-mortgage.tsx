/** /hipoteka — choose the mortgage or pledge type (and its kinds) to create. */
import { TypeChooser } from '../components/type-chooser';

export function Component() {
  return <TypeChooser prefix="/hipoteka" titleKey="documents.chooser.mortgageTitle" />;
}
