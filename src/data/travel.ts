export type Route = { title: string; description: string; image: string; price: number; duration: string; rating: number; highlights: string[] }
export type TravelService = { title: string; description: string; features: string[] }
export type GroupTrip = { title: string; /** ISO date. */ date: string; participants: number; price: number; description: string }
export type TravelTip = { title: string; content: string }

export const routes: readonly Route[] = [
  { title: 'Vilnius', description: 'Senamiestis, Gedimino pilis ir Užupis.', image: '/images/gallery/default-1.svg', price: 89, duration: '3 dienos', rating: 4.9, highlights: ['Senamiestis (UNESCO)', 'Gedimino pilis', 'Užupio respublika'] },
  { title: 'Kaunas', description: 'Tarpukario modernizmas ir gyvas kultūros gyvenimas.', image: '/images/gallery/default-2.svg', price: 79, duration: '2 dienos', rating: 4.7, highlights: ['Laisvės alėja', 'Kauno pilis', 'Modernizmo architektūra'] },
  { title: 'Klaipėda', description: 'Uostamiestis, Kuršių nerija ir Baltijos jūra.', image: '/images/gallery/default-3.svg', price: 95, duration: '4 dienos', rating: 4.8, highlights: ['Kuršių nerija (UNESCO)', 'Senoji Klaipėda', 'Jūrų muziejus'] },
  { title: 'Trakai', description: 'Salos pilis ir karaimų kultūra.', image: '/images/gallery/default-4.svg', price: 59, duration: '1 diena', rating: 4.8, highlights: ['Trakų salos pilis', 'Kibinai', 'Ežerai ir irklentės'] },
]

export const travelServices: readonly TravelService[] = [
  { title: 'Skrydžių paieška', description: 'Patarimai, kaip rasti pigiausius skrydžius iš JK oro uostų.', features: ['Tiesioginiai skrydžiai', 'Bagažo taisyklės', 'Kainų palyginimas'] },
  { title: 'Gidai lietuviškai', description: 'Ekskursijos su lietuviais gidais.', features: ['Miestų ekskursijos', 'Gamtos takai', 'Šeimoms su vaikais'] },
  { title: 'Apgyvendinimas', description: 'Viešbučiai, sodybos ir apartamentai.', features: ['Sodybos', 'Viešbučiai', 'Trumpalaikė nuoma'] },
  { title: 'Kelionės planavimas', description: 'Maršrutai pagal jūsų laiką ir biudžetą.', features: ['Individualūs maršrutai', 'Automobilių nuoma', 'Renginių kalendorius'] },
]

export const groupTrips: readonly GroupTrip[] = [
  { title: 'Vasaros šventė Lietuvoje', date: '2027-06-20', participants: 30, price: 450, description: 'Joninės Kernavėje, Vilnius ir Trakai per savaitę.' },
  { title: 'Pajūrio savaitgalis', date: '2027-07-15', participants: 25, price: 380, description: 'Nida, Juodkrantė ir Palanga.' },
  { title: 'Kalėdinis Vilnius', date: '2026-12-18', participants: 20, price: 320, description: 'Kalėdų mugė, Katedros aikštės eglė ir koncertai.' },
]

export const travelTips: readonly TravelTip[] = [
  { title: 'Dokumentai', content: 'Lietuvos piliečiams užtenka galiojančio paso arba asmens tapatybės kortelės; vaikams – savų dokumentų.' },
  { title: 'Geriausias laikas', content: 'Gegužė–rugsėjis: ilgos dienos ir šventės; gruodis – kalėdinės mugės.' },
  { title: 'Valiuta', content: 'Lietuvoje mokama eurais (EUR); kortele galima atsiskaityti beveik visur.' },
  { title: 'Transportas', content: 'Tarp miestų patogu keliauti traukiniais ir autobusais; miestuose – paspirtukai ir viešasis transportas.' },
]
