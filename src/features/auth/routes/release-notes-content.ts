/**
 * What version 1.3.16 of the workplace brings, in the users' words (Lithuanian: the
 * workplace is Lithuanian only). Update with every release, together with package.json's
 * version; list only what a user can see or rely on in this version.
 */
export interface ReleaseNoteGroup {
  title: string;
  items: readonly string[];
}

export const RELEASE_NOTES: readonly ReleaseNoteGroup[] = [
  {
    title: 'Prisijungimas ir sesija',
    items: [
      'Prie darbo vietos galima jungtis naudotojo vardu ir slaptažodžiu arba per Elektroninius valdžios vartus.',
      'Pirmą kartą prisijungus prašoma susipažinti su naudojimo sąlygomis ir su jomis sutikti; nesutikus sistema naudotis negalima.',
      'Po nustatyto neveiklumo laiko (paprastai 15 min.) sesija baigiama ir apie tai pranešama. Laikas skaičiuojamas nuo paskutinio jūsų veiksmo: klavišo paspaudimo, pelės spustelėjimo ar slinkimo.',
      'Po kelių nesėkmingų bandymų prisijungti iš eilės prisijungimas laikinai ribojamas.',
    ],
  },
  {
    title: 'Darbo vieta',
    items: [
      'Meniu rodomi tik tie skyriai, kuriuos jums leidžia atverti jūsų vaidmenys; atvėrus kitą adresą, grąžinama į pradžią.',
      'Registratoriams ir skaitytojams rodoma registratoriaus darbo vieta, kitiems naudotojams – duomenų teikėjo darbo vieta.',
      'Profilio lange matyti jūsų įstaiga ir šiuo metu suteikti vaidmenys.',
      'Varpelis rodo aktyvių žinučių skaičių; žinutės ir šios versijos naujienos pateikiamos šiame puslapyje.',
      'Sistemos pranešimai (pvz., apie planuojamus darbus) rodomi virš puslapio turinio.',
    ],
  },
  {
    title: 'Dokumentų tipų katalogas',
    items: [
      'Tipų kataloge galima peržiūrėti kiekvieno hipotekos, įkeitimo, notaro vykdomojo įrašo ir sutarties pranešimo formą – kortelėmis arba žingsnis po žingsnio – su pavyzdiniais duomenimis; niekas neišsaugoma.',
      'Formoje tikrinami tik einamojo žingsnio laukai; neužpildžius privalomų laukų rodomas pranešimas „Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.“',
    ],
  },
  {
    title: 'Administravimas',
    items: [
      'Administratorius naudotojus, jų įstaigas ir vaidmenis tvarko naršyklėje: kuria, keičia, užblokuoja, nustato naują slaptažodį, mato ir baigia naudotojo sesijas. Paskutinio administratoriaus užblokuoti negalima.',
      'Sistemos parametrai (neveiklumo laikas, išrašų saugojimo laikas, didžiausias rinkmenos dydis, užrakto galiojimas) keičiami be sistemos perkrovimo.',
      'Administratoriaus paskelbtos žinutės visiems naudotojams, vieno vaidmens naudotojams ar vienam naudotojui rodomos po varpeliu ir šiame puslapyje, kol galioja.',
      'Laukų paaiškinimus lietuvių ir anglų kalbomis ir sistemos informacijos pranešimą administratorius keičia pats; visi pakeitimai įrašomi į audito žurnalą.',
    ],
  },
];
