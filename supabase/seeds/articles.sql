-- Local development data only (never a migration), run after seed.sql (its accounts) and the
-- directory: sample articles, every one fictional and saying so, written by the seeded
-- administrator. Eight are public (published days ago), covering the six categories: two about
-- seeded communities, a business story about a seeded business for /verslas and two travel
-- articles for /keliones; one more is scheduled years ahead and stays unseen. Links go to
-- example.org only (tests/backend/seed.test.ts reads them as the pages do). Safe to run twice.
insert into public.articles (id, slug, title, lead, body, category, entry_id, author_id, status, publish_at, created_at)
select s.id::uuid, s.slug, s.title, s.lead, s.body, s.category,
       (select d.id from public.directory_entries d where d.slug = s.entry_slug),
       '00000000-0000-4000-8000-000000000001', s.status, now() + s.publish_in, now() + least(s.publish_in, interval '0 days')
from (values
  ('00000000-0000-4000-b000-000000000001', 'londono-bendruomenes-metinis-susirinkimas', 'Londono lietuvių bendruomenė kviečia į metinį susirinkimą',
   'Pavyzdinis straipsnis: bendruomenės valdyba kviečia narius į metinį susirinkimą aptarti metų darbų ir ateities planų.',
   '## Susirinkimo darbotvarkė

Londono lietuvių bendruomenės valdyba kviečia visus narius į **metinį susirinkimą**. Aptarsime:

- valdybos metų ataskaitą;
- ateinančių metų renginių planą;
- savanorių komandų darbą.

Registruotis galima el. paštu [susirinkimas@example.org](mailto:susirinkimas@example.org) arba [bendruomenės svetainėje](https://bendruomene.example.org/susirinkimas).

*Pavyzdinis straipsnis: susirinkimas, vieta ir adresai išgalvoti.*',
   'Bendruomenė', 'londono-lietuviu-bendruomene', 'published', interval '-3 days'),
  ('00000000-0000-4000-b000-000000000002', 'mancesterio-bendruomene-iesko-savanoriu', 'Mančesterio bendruomenė ieško savanorių Kalėdų mugei',
   'Pavyzdinis straipsnis: Mančesterio lietuviai ruošiasi kalėdinei mugei ir kviečia prisidėti visus, kas turi laisvą valandą.',
   '## Kuo galite padėti

Mugei reikia rankų prieš šventę ir jos dieną:

1. paruošti prekystalius ir papuošimus;
2. budėti vaikų kampelyje;
3. padėti tvarkytis po mugės.

Norinčius prisidėti kviečiame parašyti [savanoriai@example.org](mailto:savanoriai@example.org). Daugiau apie mugę – [bendruomenės puslapyje](https://manchester.example.org/muge).

*Pavyzdinis straipsnis: mugė ir kontaktai išgalvoti.*',
   'Bendruomenė', 'mancesterio-lietuviu-bendruomene', 'published', interval '-6 days'),
  ('00000000-0000-4000-b000-000000000003', 'kaip-pasirinkti-lituanistine-mokykla', 'Kaip pasirinkti lituanistinę mokyklą: patarimai tėvams',
   'Pavyzdinis straipsnis: ką verta paklausti, prieš užrašant vaiką į šeštadieninę lituanistinę mokyklą.',
   '## Ko paklausti mokyklos

Prieš užrašydami vaiką, pasiteiraukite:

- kokio amžiaus vaikai mokosi kartu ir kiek jų klasėje;
- kokias programas mokykla *siūlo* – kalbą, istoriją, tautinius šokius;
- ar galima ateiti į **bandomąją pamoką**.

Mokyklų sąrašą rasite portalo kataloge, o bendrus patarimus – [švietimo gidų puslapyje](https://svietimas.example.org/patarimai).

*Pavyzdinis straipsnis: patarimai bendri, nuorodos išgalvotos.*',
   'Švietimas', null, 'published', interval '-9 days'),
  ('00000000-0000-4000-b000-000000000004', 'vasario-16-toli-nuo-namu', 'Vasario 16-ajai artėjant: kaip švęsti toli nuo namų',
   'Pavyzdinis straipsnis: keli sumanymai, kaip šeimos ir draugų būreliai gali paminėti valstybės atkūrimo dieną Jungtinėje Karalystėje.',
   '## Šventė namuose ir bendruomenėje

Net ir būdami toli, galime:

- iškelti trispalvę ir *kartu su vaikais* pasakoti apie šventės prasmę;
- pakviesti kaimynus lietuviškų vaišių;
- dalyvauti artimiausios bendruomenės minėjime.

> Šventė prasideda nuo to, kad apie ją papasakojame kitiems.

Idėjų vaikų užsiėmimams rasite [kultūros užrašuose](https://kultura.example.org/vasario-16).

*Pavyzdinis straipsnis: sumanymai ir nuorodos išgalvoti.*',
   'Kultūra', null, 'published', interval '-12 days'),
  ('00000000-0000-4000-b000-000000000005', 'baltic-bakery-istorija', 'Iš namų virtuvės į kepyklą: Baltic Bakery istorija',
   'Pavyzdinis straipsnis: kaip pomėgis kepti juodą duoną virto maža šeimos kepykla Londone.',
   '## Nuo pirmo kepalo

Viskas prasidėjo nuo **močiutės recepto** ir kelių kepalų kaimynams. Po metų šeima:

- išsinuomojo nedidelę kepyklą;
- pradėjo kepti šakočius šventėms;
- priėmė į darbą pirmuosius darbuotojus.

Kepyklos įkūrėjai sako, kad svarbiausia buvo *nuoseklumas*: kasdien ta pati kokybė. Daugiau – [kepyklos svetainėje](https://bakery.example.org).

*Pavyzdinis straipsnis: istorija ir skaičiai išgalvoti.*',
   'Verslas', 'baltic-bakery', 'published', interval '-15 days'),
  ('00000000-0000-4000-b000-000000000006', 'dokumentu-patikra-pries-kelione', 'Dokumentai prieš kelionę: ką verta pasitikrinti',
   'Pavyzdinis straipsnis: trumpas priminimas, kuriuos dokumentus patikrinti prieš kelionę ar persikraustymą.',
   '## Prieš kelionę patikrinkite

1. ar asmens dokumentas galioja visą kelionės laiką;
2. ar vaikų dokumentai sutvarkyti ir ar reikia kito tėvo sutikimo;
3. ar jūsų *imigracinis statusas* atnaujintas internete.

Tikslių taisyklių visada ieškokite **oficialiuose šaltiniuose**; pavyzdinis kontrolinis sąrašas – [teisės patarimų puslapyje](https://teise.example.org/dokumentai).

*Pavyzdinis straipsnis: tai ne teisinė konsultacija, nuorodos išgalvotos.*',
   'Teisė', null, 'published', interval '-18 days'),
  ('00000000-0000-4000-b000-000000000007', 'savaitgalis-vilniuje', 'Savaitgalis Vilniuje: maršrutas sugrįžtantiems po ilgo laiko',
   'Pavyzdinis straipsnis: dviejų dienų maršrutas po senamiestį ir naujus miesto kvartalus tiems, kas seniai nebuvo namie.',
   '## Pirma diena

- rytas *senamiestyje*: Katedros aikštė ir Pilies gatvė;
- pietūs turguje;
- vakaras prie Neries.

## Antra diena

Aplankykite naujus kvartalus ir **muziejus**. Maršruto žemėlapį rasite [kelionių užrašuose](https://keliones.example.org/vilnius).

*Pavyzdinis straipsnis: maršrutas ir nuorodos išgalvoti.*',
   'Kelionės', null, 'published', interval '-21 days'),
  ('00000000-0000-4000-b000-000000000008', 'keltu-ar-lektuvu-i-lietuva', 'Keltu ar lėktuvu į Lietuvą: ką palyginti prieš kelionę',
   'Pavyzdinis straipsnis: ką verta apgalvoti renkantis, kaip su šeima ir bagažu nukeliauti į Lietuvą.',
   '## Ką palyginti

- **laiką**: kelionė keltu su automobiliu trunka ilgiau, bet bagažo daugiau;
- *kainą* visai šeimai, įskaitant bagažą;
- persėdimus ir kelionę iki oro uosto ar uosto.

Palyginimo lentelę rasite [kelionių gidų puslapyje](https://keliones.example.org/palyginimas).

*Pavyzdinis straipsnis: palyginimas bendras, nuorodos išgalvotos.*',
   'Kelionės', null, 'published', interval '-24 days'),
  ('00000000-0000-4000-b000-000000000009', 'suplanuotas-pavyzdinis-straipsnis', 'Suplanuotas pavyzdinis straipsnis',
   'Pavyzdinis straipsnis, suplanuotas paskelbti po daugelio metų: svetainėje jis nerodomas.',
   '## Dar nepaskelbta

Šis *pavyzdinis* straipsnis rodo, kaip laukia suplanuoti straipsniai:

- jis matomas tik administratoriams;
- viešas taps tik atėjus paskelbimo laikui.

Daugiau – [redakcijos užrašuose](https://redakcija.example.org/planavimas).',
   'Kultūra', null, 'scheduled', interval '10 years')
) as s(id, slug, title, lead, body, category, entry_slug, status, publish_in)
where not exists (select 1 from public.articles a where a.id = s.id::uuid);
