/**
 * The terms of use the consent page and the portal's dialog show (GET naudojimo-sutartis):
 * the general terms, and the terms of the real-property (NTR) services, which have their
 * own consent (spec §4). Static, trusted HTML: headings, paragraphs and lists only.
 */
export const TERMS_VERSION = '2026-01';

export const TERMS_HTML = `<h2>Sutarčių ir teisių suvaržymų registro informacinės sistemos naudojimo sąlygos</h2>
<h3>1. Bendrosios nuostatos</h3>
<p>1.1. Šios sąlygos nustato Sutarčių ir teisių suvaržymų registro (toliau – Registras) informacinės sistemos, jos darbo vietos ir savitarnos (toliau – Sistema) naudojimo tvarką. Registro tvarkytojas – VĮ Registrų centras.</p>
<p>1.2. Prisijungdamas prie Sistemos ir pažymėdamas, kad sutinka su šiomis sąlygomis, naudotojas patvirtina, kad su jomis susipažino, jas suprato ir įsipareigoja jų laikytis.</p>
<p>1.3. Nesutinkantis su sąlygomis asmuo Sistema naudotis negali.</p>
<h3>2. Naudotojo tapatybė ir prisijungimas</h3>
<p>2.1. Naudotojo tapatybė nustatoma per Elektroninius valdžios vartus (elektroniniu parašu arba elektroninės bankininkystės priemonėmis) arba Registro tvarkytojo suteiktais prisijungimo duomenimis.</p>
<p>2.2. Naudotojas privalo saugoti prisijungimo duomenis ir neperduoti jų kitiems asmenims. Įtaręs, kad jais pasinaudojo kitas asmuo, naudotojas nedelsdamas apie tai praneša Registro tvarkytojui.</p>
<p>2.3. Neveiklumo laikui pasibaigus sesija baigiama automatiškai; darbą galima tęsti prisijungus iš naujo.</p>
<h3>3. Naudotojo teisės ir pareigos</h3>
<ul>
<li>Naudotis tik tomis Sistemos funkcijomis, kurioms jam suteiktos teisės, ir tik tiems tikslams, kuriems jos suteiktos.</li>
<li>Teikti Registrui teisingus, išsamius ir tikslius duomenis; už pateiktų duomenų teisingumą atsako juos pateikęs duomenų teikėjas.</li>
<li>Gautus Registro duomenis naudoti tik teisės aktų nustatytais tikslais ir jų neperduoti tretiesiems asmenims, jei tai nenumatyta teisės aktuose.</li>
<li>Nebandyti pažeisti Sistemos saugumo, neteikti kenkėjiškos programinės įrangos ir netrikdyti Sistemos veikimo.</li>
</ul>
<h3>4. Asmens duomenų tvarkymas</h3>
<p>4.1. Asmens duomenys tvarkomi vadovaujantis 2016 m. balandžio 27 d. Europos Parlamento ir Tarybos reglamentu (ES) 2016/679 (Bendruoju duomenų apsaugos reglamentu) ir Lietuvos Respublikos asmens duomenų teisinės apsaugos įstatymu.</p>
<p>4.2. Naudotojo veiksmai Sistemoje (prisijungimai, duomenų peržiūra, pateikimas ir keitimas) registruojami. Šie įrašai naudojami Sistemos saugumui užtikrinti ir naudotojų veiksmų teisėtumui tikrinti.</p>
<p>4.3. Duomenų subjektas turi teisę susipažinti su savo asmens duomenimis ir jų tvarkymu, reikalauti ištaisyti netikslius duomenis ir kitas Bendrajame duomenų apsaugos reglamente nustatytas teises.</p>
<h3>5. Atsakomybė</h3>
<p>5.1. Registro tvarkytojas neatsako už nuostolius, atsiradusius dėl naudotojo pateiktų neteisingų duomenų arba dėl to, kad naudotojas neišsaugojo prisijungimo duomenų.</p>
<p>5.2. Pažeidęs šias sąlygas naudotojas gali netekti teisės naudotis Sistema ir atsako teisės aktų nustatyta tvarka.</p>
<h3>6. Baigiamosios nuostatos</h3>
<p>6.1. Registro tvarkytojas gali keisti šias sąlygas. Pasikeitus sąlygoms, naudotojas apie tai informuojamas ir prašomas su jomis sutikti iš naujo.</p>
<p>6.2. Klausimus dėl Sistemos naudojimo galima pateikti Registro tvarkytojo klientų aptarnavimo centrui.</p>`;

export const TERMS_NTR_SERVICES_HTML = `<h2>Nekilnojamojo turto registro elektroninių paslaugų teikimo sąlygos</h2>
<h3>1. Paslaugos</h3>
<p>1.1. Savitarnoje galima pateikti prašymus dėl juridinių faktų įregistravimo Nekilnojamojo turto registre (šeimos turto, bendrosios jungtinės nuosavybės, nuomos, panaudos, subnuomos ir preliminariųjų sutarčių), jų pakeitimo ir išregistravimo, taip pat užsakyti pažymas apie žemės ūkio ir miškų ūkio paskirties žemę ir žemės sklypų planus.</p>
<h3>2. Prašymų pateikimas</h3>
<ul>
<li>Prašymą pasirašo prašymą teikiantis asmuo kvalifikuotu elektroniniu parašu; jei juridinio fakto šalys yra kelios, prašymą pasirašo visos šalys.</li>
<li>Prie prašymo pridedami dokumentai turi būti PDF, ADOC arba ASICE formato.</li>
<li>Prašymas laikomas pateiktu, kai jis pasirašytas ir, jei paslauga mokama, už ją sumokėta.</li>
</ul>
<h3>3. Mokėjimai</h3>
<p>3.1. Už paslaugas mokama savitarnos krepšelyje Registro tvarkytojo nustatytais įkainiais, eurais. Sumokėjus užsakymas perduodamas vykdyti.</p>
<p>3.2. Jei prašymas grąžinamas patikslinti arba atsisakoma įregistruoti juridinį faktą, sumokėta suma grąžinama teisės aktų nustatytais atvejais ir tvarka.</p>
<h3>4. Atsakomybė</h3>
<p>4.1. Už prašyme ir pridedamuose dokumentuose nurodytų duomenų teisingumą atsako prašymą pateikęs asmuo.</p>
<p>4.2. Sprendimas dėl juridinio fakto įregistravimo priimamas ir apie jį pranešama teisės aktų nustatytais terminais; pranešimai pateikiami savitarnoje, skiltyje „Gauti pranešimai“.</p>`;
