import type { EventSummary } from '@/features/events/event-summary'
export { byStart, categoryImage, compareIsoDates, registrationHref, ukDate, upcomingEvents, type EventCategory, type EventSummary } from '@/features/events/event-summary'

/**
 * Three featured and four further upcoming events, with the card's fields only: the home page's
 * first load carries them, and the descriptions, addresses and prices would add 0.3 KB gzip.
 */
export const eventSummaries: readonly EventSummary[] = [
  { id: 'vasario-16-londone', title: 'Vasario 16-osios minėjimas Londone', date: '2027-02-16', time: '18:00', endTime: '21:00', location: 'Londonas', category: 'Kultūra', featured: true, email: 'vasario16@example.org' },
  { id: 'verslo-forumas-2027', title: 'JK lietuvių verslo forumas', date: '2027-03-13', time: '10:00', endTime: '17:00', location: 'Londonas', category: 'Verslas', featured: true, email: 'verslo-forumas@example.org' },
  { id: 'krepsinio-taure', title: 'JK lietuvių krepšinio taurė', date: '2027-03-06', time: '09:30', endTime: '18:00', location: 'Birmingemas', category: 'Sportas', featured: true, email: 'krepsinio-taure@example.org' },
  { id: 'kaledine-muge', title: 'Kalėdinė lietuvių mugė', date: '2026-12-12', time: '11:00', endTime: '16:00', location: 'Mančesteris', category: 'Kultūra', featured: false, email: 'kaledine-muge@example.org' },
  { id: 'mokytoju-seminaras', title: 'Lituanistinių mokyklų mokytojų seminaras', date: '2027-01-23', time: '10:00', endTime: '15:00', location: 'Nuotoliu', category: 'Švietimas', featured: false, email: 'mokytoju-seminaras@example.org' },
  { id: 'uzgavenes-edinburge', title: 'Užgavėnės Edinburge', date: '2027-02-09', time: '14:00', endTime: '18:00', location: 'Edinburgas', category: 'Kultūra', featured: false },
  { id: 'karjeros-diena', title: 'Karjeros diena studentams', date: '2027-04-17', time: '12:00', endTime: '17:00', location: 'Londonas', category: 'Švietimas', featured: false, email: 'karjeros-diena@example.org' },
]

