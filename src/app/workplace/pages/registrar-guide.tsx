/** /vadovas/registratoriaus — the registrar's variant of the guide (registry staff). */
import { GuideArticle, type GuideSection } from '../guide-article';

const SECTIONS: readonly GuideSection[] = [
  {
    id: 'gauti-dokumentai',
    heading: 'Gauti dokumentai',
    paragraphs: [
      'Duomenų teikėjų perduoti pranešimai patenka į dokumentų žurnalą (gaunami duomenys; Nekilnojamojo turto registrui skirti prašymai – atskirame sąraše). Atvėrę dokumentą matote visus jo skirtukus ir patikros rezultatus.',
    ],
  },
  {
    id: 'terminai',
    heading: 'Terminai',
    items: [
      'Pranešimas įregistruojamas ne vėliau kaip kitą darbo dieną.',
      'Apie trūkumus duomenų teikėjui pranešama per vieną darbo dieną; teikėjas juos ištaiso per penkias darbo dienas.',
      'Poilsio ir švenčių dienos į darbo dienas neįskaičiuojamos.',
      'Jei sprendimas priimamas pavėluotai, nurodoma termino praleidimo priežastis.',
    ],
  },
  {
    id: 'sprendimai',
    heading: 'Sprendimai',
    items: [
      'Įregistruoti – „Ar norite duomenis įrašyti į registrą?“. Esant kritinių klaidų registruoti negalima: „Įregistravimas negalimas, aptikta kritinių klaidų.“',
      'Grąžinti – nurodomas trūkumų pašalinimo terminas, priežastis, aprašymas, sprendimo motyvai ir teisės aktų nuostatos.',
      'Atmesti – nurodomos priežastys, teisinis pagrindas ir atmetimo aprašymas.',
    ],
    ordered: true,
  },
  {
    id: 'savitarna',
    heading: 'Savitarnos užsakymai',
    paragraphs: [
      'Gyventojų ir įmonių savitarnoje pateiktus paieškos užsakymus tvirtina klientų aptarnavimo centro darbuotojai (paieškos skirtukas „Tvirtinimas“).',
    ],
  },
];

export function Component() {
  return (
    <GuideArticle
      title="Registratoriaus vadovas"
      intro="Registro darbuotojams: kaip tikrinti gautus pranešimus, kokių terminų laikytis ir kaip įforminti sprendimą."
      sections={SECTIONS}
    />
  );
}
