/** /vadovas — the user guide of the workplace (data providers and everyone else). */
import { GuideArticle, type GuideSection } from '../guide-article';

const SECTIONS: readonly GuideSection[] = [
  {
    id: 'paskirtis',
    heading: 'Kam skirta darbo vieta',
    paragraphs: [
      'Duomenų teikėjai – notarai, jų padėjėjai ir atstovai, teismai, antstoliai, kitos institucijos ir juridiniai asmenys – čia rengia, pasirašo ir perduoda Sutarčių ir teisių suvaržymų registrui pranešimus.',
    ],
    items: [
      'sutartinė ir priverstinė hipoteka, sutartinis ir priverstinis įkeitimas, reikalavimo perleidimas;',
      'notaro vykdomasis įrašas;',
      'pardavimas su atpirkimo teise, pardavimas išsimokėtinai, lizingas;',
      'neregistruotinų daiktų nuoma ir panauda, preliminariosios sutartys;',
      'prašymai dėl juridinių faktų Nekilnojamojo turto registrui.',
    ],
  },
  {
    id: 'dokumento-kelias',
    heading: 'Dokumento kelias',
    items: [
      'Rengiamas – dokumentą pildote skirtukais (dokumento duomenys, šalys, turtas, prievolė ir kt.); duomenys saugomi, todėl galite grįžti vėliau.',
      'Pasirašymas – parengtą dokumentą pasirašote elektroniniu parašu („Ar tikrai norite pasirašyti?“).',
      'Perduotas – dokumentą perduodate registrui („Ar norite duomenis perduoti registrui?“); toliau jį tikrina registratorius.',
      'Įregistruotas, grąžintas arba atmestas – registratoriaus sprendimas. Grąžintą dokumentą pataisote ir perduodate iš naujo per nurodytą terminą.',
      'Rengti – grąžina dokumentą į rengimą: pasirašymas atšaukiamas.',
    ],
    ordered: true,
  },
  {
    id: 'klaidos',
    heading: 'Klaidos ir patikros',
    paragraphs: [
      'Prieš pasirašant, perduodant ar registruojant duomenys patikrinami. Kritinė klaida veiksmą sustabdo (pavyzdžiui, „Perdavimas negalimas, aptikta kritinių klaidų.“), įspėjimas – tik atkreipia dėmesį.',
      'Jei matote pranešimą „Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.“, peržiūrėkite pažymėtus laukus. IDK sudaro lygiai 14 skaitmenų; datos rašomos formatu MMMM-MM-DD.',
    ],
  },
  {
    id: 'rinkmenos',
    heading: 'Rinkmenos',
    paragraphs: ['Prie dokumento galima pridėti tik PDF, ADOC ir ASICE rinkmenas, po vieną. Didžiausią leidžiamą dydį nustato registras.'],
  },
  {
    id: 'sesija',
    heading: 'Darbo sesija ir užrakinimas',
    paragraphs: [
      'Kol redaguojate dokumentą, jis užrakintas kitiems naudotojams; užraktas atlaisvinamas, kai išeinate iš dokumento.',
      'Jei ilgai nieko nedarote, sesija baigiasi (numatytasis laikas – 15 minučių) ir reikia prisijungti iš naujo. Neperduotus pakeitimus išsaugokite laiku.',
    ],
  },
  {
    id: 'reikalavimai',
    heading: 'Techniniai reikalavimai',
    items: [
      'Naujausios Firefox, Chrome arba Edge naršyklių versijos.',
      'Ekrano skiriamoji geba nuo 1024x768 iki 1920x1080, naršyklės mastelis 100 %.',
      'Elektroniniam parašui – kvalifikuotas elektroninio parašo sertifikatas.',
    ],
  },
];

export function Component() {
  return (
    <GuideArticle
      title="Naudotojo vadovas"
      intro="Trumpai apie tai, ką galite atlikti Sutarčių ir teisių suvaržymų registro darbo vietoje ir kaip dokumentas pasiekia registrą."
      sections={SECTIONS}
    />
  );
}
