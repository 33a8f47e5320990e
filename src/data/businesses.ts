import type { Business } from './business'

export const businesses: readonly Business[] = [
  { name: 'Baltic Bakery', category: 'Maistas', location: 'Londonas', description: 'Lietuviška duona, pyragai ir šakočiai, kepami kasdien.', email: 'bakery@example.org', phone: '020 7946 0951', website: 'https://bakery.example.org', rating: 4.8, image: '/images/gallery/default-1.svg' },
  { name: 'Amber Accounting', category: 'Finansai', location: 'Mančesteris', description: 'Buhalterinė apskaita ir mokesčių deklaracijos lietuviškai.', email: 'amber@example.org', phone: '0161 496 0952', rating: 4.9, image: '/images/gallery/default-2.svg' },
  { name: 'Vilnius Builders', category: 'Statyba', location: 'Birmingemas', description: 'Namų renovacija, stogai ir apdaila su garantija.', email: 'builders@example.org', website: 'https://builders.example.org', rating: 4.6, image: '/images/gallery/default-3.svg' },
  { name: 'Gintaro kelionės', category: 'Kelionės', location: 'Londonas', description: 'Kelionės į Lietuvą ir grupinės ekskursijos.', email: 'keliones@example.org', phone: '020 7946 0953', rating: 4.7, image: '/images/gallery/default-4.svg' },
]
