/** /sutartis — choose the contract type (unregistered things) to create. */
import { TypeChooser } from '../components/type-chooser';

export function Component() {
  return <TypeChooser prefix="/sutartis" titleKey="documents.chooser.contractTitle" />;
}
